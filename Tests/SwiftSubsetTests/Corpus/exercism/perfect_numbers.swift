enum Classification {
  case perfect
  case abundant
  case deficient
}

enum ClassificationError: Error {
  case invalidInput
}

func classify(number: Int) throws -> Classification {
  guard number > 0 else {
    throw ClassificationError.invalidInput
  }
  var sum = 0
  for i in 1..<number {
    if number % i == 0 {
      sum += i
    }
  }
  if sum == number {
    return .perfect
  } else if sum > number {
    return .abundant
  } else {
    return .deficient
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

struct PerfectNumbersTests {

  
  func testSmallestPerfectNumberIsClassifiedCorrectly() {
    print(try! classify(number: 6) == .perfect)
  }

  
  func testMediumPerfectNumberIsClassifiedCorrectly() {
    print(try! classify(number: 28) == .perfect)
  }

  
  func testLargePerfectNumberIsClassifiedCorrectly() {
    print(try! classify(number: 33_550_336) == .perfect)
  }

  
  func testSmallestAbundantNumberIsClassifiedCorrectly() {
    print(try! classify(number: 12) == .abundant)
  }

  
  func testMediumAbundantNumberIsClassifiedCorrectly() {
    print(try! classify(number: 30) == .abundant)
  }

  
  func testLargeAbundantNumberIsClassifiedCorrectly() {
    print(try! classify(number: 33_550_335) == .abundant)
  }

  
  func testPerfectSquareAbundantNumberIsClassifiedCorrectly() {
    print(try! classify(number: 196) == .abundant)
  }

  
  func testSmallestPrimeDeficientNumberIsClassifiedCorrectly() {
    print(try! classify(number: 2) == .deficient)
  }

  
  func testSmallestNonPrimeDeficientNumberIsClassifiedCorrectly() {
    print(try! classify(number: 4) == .deficient)
  }

  
  func testMediumDeficientNumberIsClassifiedCorrectly() {
    print(try! classify(number: 32) == .deficient)
  }

  
  func testLargeDeficientNumberIsClassifiedCorrectly() {
    print(try! classify(number: 33_550_337) == .deficient)
  }

  
  func testEdgeCaseNoFactorsOtherThanItselfIsClassifiedCorrectly() {
    print(try! classify(number: 1) == .deficient)
  }

  
  func testZeroIsRejectedAsItIsNotAPositiveInteger() {
    expectThrows {
      try classify(number: 0)
    }
  }

  
  func testNegativeIntegerIsRejectedAsItIsNotAPositiveInteger() {
    expectThrows {
      try classify(number: -1)
    }
  }
}

let suite = PerfectNumbersTests()
suite.testSmallestPerfectNumberIsClassifiedCorrectly()
suite.testMediumPerfectNumberIsClassifiedCorrectly()
suite.testLargePerfectNumberIsClassifiedCorrectly()
suite.testSmallestAbundantNumberIsClassifiedCorrectly()
suite.testMediumAbundantNumberIsClassifiedCorrectly()
suite.testLargeAbundantNumberIsClassifiedCorrectly()
suite.testPerfectSquareAbundantNumberIsClassifiedCorrectly()
suite.testSmallestPrimeDeficientNumberIsClassifiedCorrectly()
suite.testSmallestNonPrimeDeficientNumberIsClassifiedCorrectly()
suite.testMediumDeficientNumberIsClassifiedCorrectly()
suite.testLargeDeficientNumberIsClassifiedCorrectly()
suite.testEdgeCaseNoFactorsOtherThanItselfIsClassifiedCorrectly()
suite.testZeroIsRejectedAsItIsNotAPositiveInteger()
suite.testNegativeIntegerIsRejectedAsItIsNotAPositiveInteger()
