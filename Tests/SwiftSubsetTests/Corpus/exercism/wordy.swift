import Foundation

enum WordyError: Error {
  case syntaxError
}

func wordyAnswer(_ question: String) throws -> Int {
  let tokens =
    question
    .replacingOccurrences(of: "What is ", with: "")
    .replacingOccurrences(of: "?", with: "")
    .replacingOccurrences(of: "by ", with: "")
    .split(separator: " ")
    .map(String.init)
  guard !tokens.count.isMultiple(of: 2) else { throw WordyError.syntaxError }
  guard let first = Int(tokens[0]) else { throw WordyError.syntaxError }
  var result = first
  var index = 1
  while index + 1 < tokens.count {
    let token = tokens[index]
    guard let number = Int(tokens[index + 1]) else { throw WordyError.syntaxError }
    switch token {
    case "plus":
      result += number
    case "minus":
      result -= number
    case "multiplied":
      result *= number
    case "divided":
      result /= number
    default:
      throw WordyError.syntaxError
    }
    index += 2
  }
  return result
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct WordyTests {

  
  func testJustANumber() {
    print(try! wordyAnswer("What is 5?") == 5)
  }

  
  func testJustAZero() {
    print(try! wordyAnswer("What is 0?") == 0)
  }

  
  func testJustANegativeNumber() {
    print(try! wordyAnswer("What is -123?") == -123)
  }

  
  func testAddition() {
    print(try! wordyAnswer("What is 1 plus 1?") == 2)
  }

  
  func testAdditionWithALeftHandZero() {
    print(try! wordyAnswer("What is 0 plus 2?") == 2)
  }

  
  func testAdditionWithARightHandZero() {
    print(try! wordyAnswer("What is 3 plus 0?") == 3)
  }

  
  func testMoreAddition() {
    print(try! wordyAnswer("What is 53 plus 2?") == 55)
  }

  
  func testAdditionWithNegativeNumbers() {
    print(try! wordyAnswer("What is -1 plus -10?") == -11)
  }

  
  func testLargeAddition() {
    print(try! wordyAnswer("What is 123 plus 45678?") == 45801)
  }

  
  func testSubtraction() {
    print(try! wordyAnswer("What is 4 minus -12?") == 16)
  }

  
  func testMultiplication() {
    print(try! wordyAnswer("What is -3 multiplied by 25?") == -75)
  }

  
  func testDivision() {
    print(try! wordyAnswer("What is 33 divided by -3?") == -11)
  }

  
  func testMultipleAdditions() {
    print(try! wordyAnswer("What is 1 plus 1 plus 1?") == 3)
  }

  
  func testAdditionAndSubtraction() {
    print(try! wordyAnswer("What is 1 plus 5 minus -2?") == 8)
  }

  
  func testMultipleSubtraction() {
    print(try! wordyAnswer("What is 20 minus 4 minus 13?") == 3)
  }

  
  func testSubtractionThenAddition() {
    print(try! wordyAnswer("What is 17 minus 6 plus 3?") == 14)
  }

  
  func testMultipleMultiplication() {
    print(try! wordyAnswer("What is 2 multiplied by -2 multiplied by 3?") == -12)
  }

  
  func testAdditionAndMultiplication() {
    print(try! wordyAnswer("What is -3 plus 7 multiplied by -2?") == -8)
  }

  
  func testMultipleDivision() {
    print(try! wordyAnswer("What is -12 divided by 2 divided by -3?") == 2)
  }

  
  func testUnknownOperation() {
    expectThrows {
      try wordyAnswer("What is 52 cubed?")
    }
  }

  
  func testNonMathQuestion() {
    expectThrows {
      try wordyAnswer("Who is the President of the United States?")
    }
  }

  
  func testRejectProblemMissingAnOperand() {
    expectThrows {
      try wordyAnswer("What is 1 plus?")
    }
  }

  
  func testRejectProblemWithNoOperandsOrOperators() {
    expectThrows {
      try wordyAnswer("What is?")
    }
  }

  
  func testRejectTwoOperationsInARow() {
    expectThrows {
      try wordyAnswer("What is 1 plus plus 2?")
    }
  }

  
  func testRejectTwoNumbersInARow() {
    expectThrows {
      try wordyAnswer("What is 1 plus 2 1?")
    }
  }

  
  func testRejectPostfixNotation() {
    expectThrows {
      try wordyAnswer("What is 1 2 plus?")
    }
  }

  
  func testRejectPrefixNotation() {
    expectThrows {
      try wordyAnswer("What is plus 1 2?")
    }
  }
}

let suite = WordyTests()
suite.testJustANumber()
suite.testJustAZero()
suite.testJustANegativeNumber()
suite.testAddition()
suite.testAdditionWithALeftHandZero()
suite.testAdditionWithARightHandZero()
suite.testMoreAddition()
suite.testAdditionWithNegativeNumbers()
suite.testLargeAddition()
suite.testSubtraction()
suite.testMultiplication()
suite.testDivision()
suite.testMultipleAdditions()
suite.testAdditionAndSubtraction()
suite.testMultipleSubtraction()
suite.testSubtractionThenAddition()
suite.testMultipleMultiplication()
suite.testAdditionAndMultiplication()
suite.testMultipleDivision()
suite.testUnknownOperation()
suite.testNonMathQuestion()
suite.testRejectProblemMissingAnOperand()
suite.testRejectProblemWithNoOperandsOrOperators()
suite.testRejectTwoOperationsInARow()
suite.testRejectTwoNumbersInARow()
suite.testRejectPostfixNotation()
suite.testRejectPrefixNotation()
