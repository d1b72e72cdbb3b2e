import Foundation

enum OcrNumberError: Error {
  case invalidInput
}

class OcrNumber {
  static func convert(rows: [String]) throws -> String {
    guard rows.count.isMultiple(of: 4) && rows[0].count.isMultiple(of: 3) else {
      throw OcrNumberError.invalidInput
    }
    let digits = stride(from: 0, to: rows[0].count, by: 3).map { index in
      rows.map { row in
        let startIndex = row.index(row.startIndex, offsetBy: index)
        let endIndex = row.index(startIndex, offsetBy: 3)
        return row[startIndex..<endIndex]
      }
    }
    var result = ""
    var idx = 0
    while idx + 2 < digits[0].count {
      for digit in digits {
        switch digit[(idx)...(idx + 2)] {
        case [" _ ", "| |", "|_|"]:
          result += "0"
        case ["   ", "  |", "  |"]:
          result += "1"
        case [" _ ", " _|", "|_ "]:
          result += "2"
        case [" _ ", " _|", " _|"]:
          result += "3"
        case ["   ", "|_|", "  |"]:
          result += "4"
        case [" _ ", "|_ ", " _|"]:
          result += "5"
        case [" _ ", "|_ ", "|_|"]:
          result += "6"
        case [" _ ", "  |", "  |"]:
          result += "7"
        case [" _ ", "|_|", "|_|"]:
          result += "8"
        case [" _ ", "|_|", " _|"]:
          result += "9"
        default:
          result += "?"
        }
      }
      idx += 4
      if idx + 2 < digits[0].count {
        result += ","
      }
    }
    return result
  }
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct OcrNumbersTests {

  
  func testRecognizes0() {
    let input = [" _ ", "| |", "|_|", "   "]
    print(try! OcrNumber.convert(rows: input) == "0")
  }

  
  func testRecognizes1() {
    let input = ["   ", "  |", "  |", "   "]
    print(try! OcrNumber.convert(rows: input) == "1")
  }

  
  func testUnreadableButCorrectlySizedInputsReturn() {
    let input = ["   ", "  _", "  |", "   "]
    print(try! OcrNumber.convert(rows: input) == "?")
  }

  
  func testInputWithANumberOfLinesThatIsNotAMultipleOfFourRaisesAnError() {
    let input = [" _ ", "| |", "   "]
    expectThrows {
      try OcrNumber.convert(rows: input)
    }
  }

  
  func testInputWithANumberOfColumnsThatIsNotAMultipleOfThreeRaisesAnError() {
    let input = ["    ", "   |", "   |", "    "]
    expectThrows {
      try OcrNumber.convert(rows: input)
    }
  }

  
  func testRecognizes110101100() {
    let input = [
      "       _     _        _  _ ", "  |  || |  || |  |  || || |", "  |  ||_|  ||_|  |  ||_||_|",
      "                           ",
    ]
    print(try! OcrNumber.convert(rows: input) == "110101100")
  }

  
  func testGarbledNumbersInAStringAreReplacedWith() {
    let input = [
      "       _     _           _ ", "  |  || |  || |     || || |", "  |  | _|  ||_|  |  ||_||_|",
      "                           ",
    ]
    print(try! OcrNumber.convert(rows: input) == "11?10?1?0")
  }

  
  func testRecognizes2() {
    let input = [" _ ", " _|", "|_ ", "   "]
    print(try! OcrNumber.convert(rows: input) == "2")
  }

  
  func testRecognizes3() {
    let input = [" _ ", " _|", " _|", "   "]
    print(try! OcrNumber.convert(rows: input) == "3")
  }

  
  func testRecognizes4() {
    let input = ["   ", "|_|", "  |", "   "]
    print(try! OcrNumber.convert(rows: input) == "4")
  }

  
  func testRecognizes5() {
    let input = [" _ ", "|_ ", " _|", "   "]
    print(try! OcrNumber.convert(rows: input) == "5")
  }

  
  func testRecognizes6() {
    let input = [" _ ", "|_ ", "|_|", "   "]
    print(try! OcrNumber.convert(rows: input) == "6")
  }

  
  func testRecognizes7() {
    let input = [" _ ", "  |", "  |", "   "]
    print(try! OcrNumber.convert(rows: input) == "7")
  }

  
  func testRecognizes8() {
    let input = [" _ ", "|_|", "|_|", "   "]
    print(try! OcrNumber.convert(rows: input) == "8")
  }

  
  func testRecognizes9() {
    let input = [" _ ", "|_|", " _|", "   "]
    print(try! OcrNumber.convert(rows: input) == "9")
  }

  
  func testRecognizesStringOfDecimalNumbers() {
    let input = [
      "    _  _     _  _  _  _  _  _ ", "  | _| _||_||_ |_   ||_||_|| |",
      "  ||_  _|  | _||_|  ||_| _||_|", "                              ",
    ]
    print(try! OcrNumber.convert(rows: input) == "1234567890")
  }

  
  func testNumbersSeparatedByEmptyLinesAreRecognizedLinesAreJoinedByCommas() {
    let input = [
      "    _  _ ", "  | _| _|", "  ||_  _|", "         ", "    _  _ ", "|_||_ |_ ", "  | _||_|",
      "         ", " _  _  _ ", "  ||_||_|", "  ||_| _|", "         ",
    ]
    print(try! OcrNumber.convert(rows: input) == "123,456,789")
  }
}

let suite = OcrNumbersTests()
suite.testRecognizes0()
suite.testRecognizes1()
suite.testUnreadableButCorrectlySizedInputsReturn()
suite.testInputWithANumberOfLinesThatIsNotAMultipleOfFourRaisesAnError()
suite.testInputWithANumberOfColumnsThatIsNotAMultipleOfThreeRaisesAnError()
suite.testRecognizes110101100()
suite.testGarbledNumbersInAStringAreReplacedWith()
suite.testRecognizes2()
suite.testRecognizes3()
suite.testRecognizes4()
suite.testRecognizes5()
suite.testRecognizes6()
suite.testRecognizes7()
suite.testRecognizes8()
suite.testRecognizes9()
suite.testRecognizesStringOfDecimalNumbers()
suite.testNumbersSeparatedByEmptyLinesAreRecognizedLinesAreJoinedByCommas()
