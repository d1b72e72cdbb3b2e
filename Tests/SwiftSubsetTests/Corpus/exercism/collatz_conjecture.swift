enum CollatzConjectureError: Error {
  case numberNotPositive
}

struct CollatzConjecture {

  static func steps(_ number: Int) throws -> Int? {
    guard number > 0 else {
      throw CollatzConjectureError.numberNotPositive
    }

    var number = number
    var steps = 0

    while number > 1 {
      steps += 1

      if number % 2 == 0 {
        number /= 2
      } else {
        number = number * 3 + 1
      }
    }

    return steps
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

struct CollatzConjectureTests {

  
  func testZeroStepsForOne() { print(try! CollatzConjecture.steps(1) == 0) }

  
  func testDivideIfEven() { print(try! CollatzConjecture.steps(16) == 4) }

  
  func testEvenAndOddSteps() { print(try! CollatzConjecture.steps(12) == 9) }

  
  func testLargeNumberOfEvenAndOddSteps() {
    print(try! CollatzConjecture.steps(1_000_000) == 152)
  }

  
  func testZeroIsAnError() {
    expectThrows { try CollatzConjecture.steps(0) }
  }

  
  func testNegativeValueIsAnError() {
    expectThrows { try CollatzConjecture.steps(-15) }
  }
}

let suite = CollatzConjectureTests()
suite.testZeroStepsForOne()
suite.testDivideIfEven()
suite.testEvenAndOddSteps()
suite.testLargeNumberOfEvenAndOddSteps()
suite.testZeroIsAnError()
suite.testNegativeValueIsAnError()
