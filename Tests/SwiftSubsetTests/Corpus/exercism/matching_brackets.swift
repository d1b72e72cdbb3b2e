struct MatchingBrackets {

  private static let brackets: [Character: Character] = [
    ")": "(",
    "]": "[",
    "}": "{",
  ]

  static func paired(text: String) -> Bool {
    var stack = [Character]()

    for character in text {
      if brackets.values.contains(character) {
        stack.append(character)
      } else if brackets.keys.contains(character) {
        guard let last = stack.popLast(),
          last == brackets[character]
        else {
          return false
        }
      }
    }

    return stack.isEmpty
  }
}


struct MatchingBracketsTests {

  
  func testPairedSquareBrackets() {
    print(MatchingBrackets.paired(text: "[]"))
  }

  
  func testEmptyString() {
    print(MatchingBrackets.paired(text: ""))
  }

  
  func testUnpairedBrackets() {
    print(!MatchingBrackets.paired(text: "[["))
  }

  
  func testWrongOrderedBrackets() {
    print(!MatchingBrackets.paired(text: "}{"))
  }

  
  func testWrongClosingBracket() {
    print(!MatchingBrackets.paired(text: "{]"))
  }

  
  func testPairedWithWhitespace() {
    print(MatchingBrackets.paired(text: "{ }"))
  }

  
  func testPartiallyPairedBrackets() {
    print(!MatchingBrackets.paired(text: "{[])"))
  }

  
  func testSimpleNestedBrackets() {
    print(MatchingBrackets.paired(text: "{[]}"))
  }

  
  func testSeveralPairedBrackets() {
    print(MatchingBrackets.paired(text: "{}[]"))
  }

  
  func testPairedAndNestedBrackets() {
    print(MatchingBrackets.paired(text: "([{}({}[])])"))
  }

  
  func testUnopenedClosingBrackets() {
    print(!MatchingBrackets.paired(text: "{[)][]}"))
  }

  
  func testUnpairedAndNestedBrackets() {
    print(!MatchingBrackets.paired(text: "([{])"))
  }

  
  func testPairedAndWrongNestedBrackets() {
    print(!MatchingBrackets.paired(text: "[({]})"))
  }

  
  func testPairedAndWrongNestedBracketsButInnermostAreCorrect() {
    print(!MatchingBrackets.paired(text: "[({}])"))
  }

  
  func testPairedAndIncompleteBrackets() {
    print(!MatchingBrackets.paired(text: "{}["))
  }

  
  func testTooManyClosingBrackets() {
    print(!MatchingBrackets.paired(text: "[]]"))
  }

  
  func testEarlyUnexpectedBrackets() {
    print(!MatchingBrackets.paired(text: ")()"))
  }

  
  func testEarlyMismatchedBrackets() {
    print(!MatchingBrackets.paired(text: "{)()"))
  }

  
  func testMathExpression() {
    print(MatchingBrackets.paired(text: "(((185 + 223.85) * 15) - 543)/2"))
  }

  
  func testComplexLatexExpression() {
    print(
      MatchingBrackets.paired(
        text:
          "\\left(\\begin{array}{cc} \\frac{1}{3} & x\\\\ \\mathrm{e}^{x} &... x^2 \\end{array}\\right)"
      ))
  }
}

let suite = MatchingBracketsTests()
suite.testPairedSquareBrackets()
suite.testEmptyString()
suite.testUnpairedBrackets()
suite.testWrongOrderedBrackets()
suite.testWrongClosingBracket()
suite.testPairedWithWhitespace()
suite.testPartiallyPairedBrackets()
suite.testSimpleNestedBrackets()
suite.testSeveralPairedBrackets()
suite.testPairedAndNestedBrackets()
suite.testUnopenedClosingBrackets()
suite.testUnpairedAndNestedBrackets()
suite.testPairedAndWrongNestedBrackets()
suite.testPairedAndWrongNestedBracketsButInnermostAreCorrect()
suite.testPairedAndIncompleteBrackets()
suite.testTooManyClosingBrackets()
suite.testEarlyUnexpectedBrackets()
suite.testEarlyMismatchedBrackets()
suite.testMathExpression()
suite.testComplexLatexExpression()
