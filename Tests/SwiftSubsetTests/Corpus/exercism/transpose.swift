import Foundation

struct Transpose {
  static func transpose(_ lines: [String]) -> [String] {
    var rows = lines.map { String($0).replacingOccurrences(of: " ", with: "_") }
    let maxLength = rows.map { $0.count }.max() ?? 0
    rows = rows.map { $0.padding(toLength: maxLength, withPad: " ", startingAt: 0) }

    var transposed: [String] = []
    for columnIndex in 0..<maxLength {
      let transposedLine = rows.map { row -> Character in
        let index = row.index(row.startIndex, offsetBy: columnIndex)
        return row[index]
      }
      transposed.append(
        String(transposedLine).replacingOccurrences(
          of: "\\s+$", with: "", options: .regularExpression
        ).replacingOccurrences(of: "_", with: " "))
    }

    return transposed
  }
}


struct TransposeTests {

  
  func testEmptyString() {
    print(Transpose.transpose([]) == [])
  }

  
  func testTwoCharactersInARow() {
    print(Transpose.transpose(["A1"]) == ["A", "1"])
  }

  
  func testTwoCharactersInAColumn() {
    print(Transpose.transpose(["A", "1"]) == ["A1"])
  }

  
  func testSimple() {
    print(Transpose.transpose(["ABC", "123"]) == ["A1", "B2", "C3"])
  }

  
  func testSingleLine() {
    print(
      Transpose.transpose(["Single line."]) == [
        "S", "i", "n", "g", "l", "e", " ", "l", "i", "n", "e", ".",
      ])
  }

  
  func testFirstLineLongerThanSecondLine() {
    print(
      Transpose.transpose(["The fourth line.", "The fifth line."]) == [
        "TT", "hh", "ee", "  ", "ff", "oi", "uf", "rt", "th", "h ", " l", "li", "in", "ne", "e.",
        ".",
      ])
  }

  
  func testSecondLineLongerThanFirstLine() {
    print(
      Transpose.transpose(["The first line.", "The second line."]) == [
        "TT", "hh", "ee", "  ", "fs", "ie", "rc", "so", "tn", " d", "l ", "il", "ni", "en", ".e",
        " .",
      ])
  }

  
  func testMixedLineLength() {
    print(
      Transpose.transpose(["The longest line.", "A long line.", "A longer line.", "A line."]) == [
        "TAAA", "h   ", "elll", " ooi", "lnnn", "ogge", "n e.", "glr", "ei ", "snl", "tei", " .n",
        "l e", "i .", "n", "e", ".",
      ])
  }

  
  func testSquare() {
    print(
      Transpose.transpose(["HEART", "EMBER", "ABUSE", "RESIN", "TREND"]) == [
        "HEART", "EMBER", "ABUSE", "RESIN", "TREND",
      ])
  }

  
  func testRectangle() {
    print(
      Transpose.transpose(["FRACTURE", "OUTLINED", "BLOOMING", "SEPTETTE"]) == [
        "FOBS", "RULE", "ATOP", "CLOT", "TIME", "UNIT", "RENT", "EDGE",
      ])
  }

  
  func testTriangle() {
    print(
      Transpose.transpose(["T", "EE", "AAA", "SSSS", "EEEEE", "RRRRRR"]) == [
        "TEASER", " EASER", "  ASER", "   SER", "    ER", "     R",
      ])
  }

  
  func testJaggedTriangle() {
    print(
      Transpose.transpose(["11", "2", "3333", "444", "555555", "66666"]) == [
        "123456", "1 3456", "  3456", "  3 56", "    56", "    5",
      ])
  }
}

let suite = TransposeTests()
suite.testEmptyString()
suite.testTwoCharactersInARow()
suite.testTwoCharactersInAColumn()
suite.testSimple()
suite.testSingleLine()
suite.testFirstLineLongerThanSecondLine()
suite.testSecondLineLongerThanFirstLine()
suite.testMixedLineLength()
suite.testSquare()
suite.testRectangle()
suite.testTriangle()
suite.testJaggedTriangle()
