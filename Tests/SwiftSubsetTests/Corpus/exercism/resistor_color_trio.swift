import Foundation

enum Color: String, CaseIterable {
    case black
    case brown
    case red
    case orange
    case yellow
    case green
    case blue
    case violet
    case grey
    case white
}

enum Unit: String {
    case ohms
    case kiloohms
    case megaohms
    case gigaohms
}

enum ResistorColorTrioError: Error {
    case invalidInput
    case unknownColor
}

enum ResistorColorTrio {

    static func label(for colors: [String]) throws -> String {
        guard colors.count >= 3 else {
            throw ResistorColorTrioError.invalidInput
        }

        let convertedColors = try colors.reduce(into: [Color]()) { partialResult, string in
            guard let color = Color(rawValue: string) else {
                throw ResistorColorTrioError.unknownColor
            }
            partialResult.append(color)
        }

        var zeros = 0
        var value = 0
        let firstDigit = code(for: convertedColors[0])
        if (firstDigit > 0) {
            value += firstDigit
        }

        let secondDigit = code(for: convertedColors[1])
        if (secondDigit == 0) {
            zeros += 1
        }
        else {
            value = value * 10 + secondDigit
        }

        zeros += code(for: convertedColors[2])
        let (remaining, unit) = strip(zeros)
        return "\(value * Int(pow(10.0, Double(remaining)))) \(unit)"
    }

    private static func strip(_ zeros: Int) -> (remaining: Int, unit: String) {
        switch zeros {
            case 0, 1, 2: return (zeros % 3, Unit.ohms.rawValue)
            case 3, 4, 5: return (zeros % 3, Unit.kiloohms.rawValue)
            case 6, 7, 8: return (zeros % 3, Unit.megaohms.rawValue)
            case 9: return (0, Unit.gigaohms.rawValue)
            default: return (0, Unit.ohms.rawValue)            
        }
    }
}

fileprivate func code(for color: Color) -> Int {
    switch color {
        case .black: return 0
        case .brown: return 1
        case .red: return 2
        case .orange: return 3
        case .yellow: return 4
        case .green: return 5
        case .blue: return 6
        case .violet: return 7
        case .grey: return 8
        case .white: return 9
    }
}


struct ResistorColorTrioTests {

  
  func testOrangeAndOrangeAndBlack() throws {
    print(try ResistorColorTrio.label(for: ["orange", "orange", "black"]) == "33 ohms")
  }

  
  func testBlueAndGreyAndBrown() throws {
    print(try ResistorColorTrio.label(for: ["blue", "grey", "brown"]) == "680 ohms")
  }

  
  func testRedAndBlackAndRed() throws {
    print(try ResistorColorTrio.label(for: ["red", "black", "red"]) == "2 kiloohms")
  }

  
  func testGreenAndBrownAndOrange() throws {
    print(try ResistorColorTrio.label(for: ["green", "brown", "orange"]) == "51 kiloohms")
  }

  
  func testYellowAndVioletAndYellow() throws {
    print(try ResistorColorTrio.label(for: ["yellow", "violet", "yellow"]) == "470 kiloohms")
  }

  
  func testBlueAndVioletAndBlue() throws {
    print(try ResistorColorTrio.label(for: ["blue", "violet", "blue"]) == "67 megaohms")
  }

  
  func testMinimumPossibleValue() throws {
    print(try ResistorColorTrio.label(for: ["black", "black", "black"]) == "0 ohms")
  }

  
  func testMaximumPossibleValue() throws {
    print(try ResistorColorTrio.label(for: ["white", "white", "white"]) == "99 gigaohms")
  }

  
  func testFirstTwoColorsMakeAnInvalidOctalNumber() throws {
    print(try ResistorColorTrio.label(for: ["black", "grey", "black"]) == "8 ohms")
  }

  
  func testIgnoreExtraColors() throws {
    print(
      try ResistorColorTrio.label(for: ["blue", "green", "yellow", "orange"]) == "650 kiloohms")
  }
}

let suite = ResistorColorTrioTests()
try suite.testOrangeAndOrangeAndBlack()
try suite.testBlueAndGreyAndBrown()
try suite.testRedAndBlackAndRed()
try suite.testGreenAndBrownAndOrange()
try suite.testYellowAndVioletAndYellow()
try suite.testBlueAndVioletAndBlue()
try suite.testMinimumPossibleValue()
try suite.testMaximumPossibleValue()
try suite.testFirstTwoColorsMakeAnInvalidOctalNumber()
try suite.testIgnoreExtraColors()
