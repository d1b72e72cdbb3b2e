import Foundation

enum Plant: String {
  case grass = "G"
  case clover = "C"
  case radishes = "R"
  case violets = "V"
}

struct Garden {
  static private let defaultChildren = [
    "Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet", "Ileana", "Joseph",
    "Kincaid", "Larry",
  ]

  private let pots: [String: [Plant]]

  init(_ diagram: String, children: [String] = defaultChildren) {
    self.pots = Garden.parse(diagram, children: children)
  }

  func plantsForChild(_ child: String) -> [Plant] {
    guard let plants = pots[child] else {
      return []
    }
    return plants
  }

  private static func parse(_ diagram: String, children: [String]) -> [String: [Plant]] {
    let sortedChildren = children.sorted(by: <)
    let lines = diagram.components(separatedBy: CharacterSet.newlines)
    var result = [String: [Plant]]()
    let line1 = lines[0].map { String($0) }
    let line2 = lines[1].map { String($0) }

    var index = 0

    for child in sortedChildren {
      guard index < line1.count else {
        break
      }

      var pots = [Plant]()

      if let plant1 = Plant(rawValue: line1[index]),
        let plant2 = Plant(rawValue: line1[index + 1]),
        let plant3 = Plant(rawValue: line2[index]),
        let plant4 = Plant(rawValue: line2[index + 1])
      {
        pots = [plant1, plant2, plant3, plant4]
      }

      result[child] = pots

      index += 2
    }

    return result
  }
}


struct KindergartenGardenTests {

  
  func testGardenWithSingleStudent() {
    let garden = Garden("RC\nGG")
    print(garden.plantsForChild("Alice") == [.radishes, .clover, .grass, .grass])
  }

  
  func testDifferentGardenWithSingleStudent() {
    let garden = Garden("VC\nRC")
    print(garden.plantsForChild("Alice") == [.violets, .clover, .radishes, .clover])
  }

  
  func testGardenWithTwoStudents() {
    let garden = Garden("VVCG\nVVRC")
    print(garden.plantsForChild("Bob") == [.clover, .grass, .radishes, .clover])
  }

  
  func testSecondStudentsGarden() {
    let garden = Garden("VVCCGG\nVVCCGG")
    print(garden.plantsForChild("Bob") == [.clover, .clover, .clover, .clover])
  }

  
  func testThirdStudentsGarden() {
    let garden = Garden("VVCCGG\nVVCCGG")
    print(garden.plantsForChild("Charlie") == [.grass, .grass, .grass, .grass])
  }

  
  func testForAliceFirstStudentsGarden() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Alice") == [.violets, .radishes, .violets, .radishes])
  }

  
  func testForBobSecondStudentsGarden() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Bob") == [.clover, .grass, .clover, .clover])
  }

  
  func testForCharlie() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Charlie") == [.violets, .violets, .clover, .grass])
  }

  
  func testForDavid() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("David") == [.radishes, .violets, .clover, .radishes])
  }

  
  func testForEve() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Eve") == [.clover, .grass, .radishes, .grass])
  }

  
  func testForFred() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Fred") == [.grass, .clover, .violets, .clover])
  }

  
  func testForGinny() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Ginny") == [.clover, .grass, .grass, .clover])
  }

  
  func testForHarriet() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Harriet") == [.violets, .radishes, .radishes, .violets])
  }

  
  func testForIleana() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Ileana") == [.grass, .clover, .violets, .clover])
  }

  
  func testForJoseph() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Joseph") == [.violets, .clover, .violets, .grass])
  }

  
  func testForKincaidSecondToLastStudentsGarden() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Kincaid") == [.grass, .clover, .clover, .grass])
  }

  
  func testForLarryLastStudentsGarden() {
    let garden = Garden("VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV")
    print(garden.plantsForChild("Larry") == [.grass, .violets, .clover, .violets])
  }
}

let suite = KindergartenGardenTests()
suite.testGardenWithSingleStudent()
suite.testDifferentGardenWithSingleStudent()
suite.testGardenWithTwoStudents()
suite.testSecondStudentsGarden()
suite.testThirdStudentsGarden()
suite.testForAliceFirstStudentsGarden()
suite.testForBobSecondStudentsGarden()
suite.testForCharlie()
suite.testForDavid()
suite.testForEve()
suite.testForFred()
suite.testForGinny()
suite.testForHarriet()
suite.testForIleana()
suite.testForJoseph()
suite.testForKincaidSecondToLastStudentsGarden()
suite.testForLarryLastStudentsGarden()
