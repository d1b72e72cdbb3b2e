enum BaseError: Error {
  case invalidInputBase
  case invalidOutputBase
  case negativeDigit
  case invalidPositiveDigit
}

struct Base {

  static func outputDigits(inputBase: Int, inputDigits: [Int], outputBase: Int) throws -> [Int] {
    guard inputBase >= 2 else {
      throw BaseError.invalidInputBase
    }

    guard outputBase >= 2 else {
      throw BaseError.invalidOutputBase
    }

    let sum = try getSum(inputDigits, base: inputBase)
    let result = getDigits(sum, base: outputBase)

    return result
  }

  private static func getSum(_ digits: [Int], base: Int) throws -> Int {
    var multiplier = 1
    var sum = 0

    for digit in digits.reversed() {
      guard digit >= 0 else {
        throw BaseError.negativeDigit
      }
      guard digit < base else {
        throw BaseError.invalidPositiveDigit
      }

      sum += digit * multiplier
      multiplier *= base
    }

    return sum
  }

  private static func getDigits(_ sum: Int, base: Int) -> [Int] {
    var sum = sum
    var digits = [Int]()
    var multiplier = 1

    while sum > 0 {
      multiplier *= base
      let value = sum % multiplier
      let digit = value / (multiplier / base)
      digits.append(digit)
      sum -= value
    }
    guard !digits.isEmpty else {
      return [0]
    }
    return digits.reversed()
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

struct AllYourBaseTests {

  
  func testSingleBitOneToDecimal() {
    print(try! Base.outputDigits(inputBase: 2, inputDigits: [1], outputBase: 10) == [1])
  }

  
  func testBinaryToSingleDecimal() {
    print(try! Base.outputDigits(inputBase: 2, inputDigits: [1, 0, 1], outputBase: 10) == [5])
  }

  
  func testSingleDecimalToBinary() {
    print(try! Base.outputDigits(inputBase: 10, inputDigits: [5], outputBase: 2) == [1, 0, 1])
  }

  
  func testBinaryToMultipleDecimal() {
    print(
      try! Base.outputDigits(inputBase: 2, inputDigits: [1, 0, 1, 0, 1, 0], outputBase: 10) == [
        4, 2,
      ])
  }

  
  func testDecimalToBinary() {
    print(
      try! Base.outputDigits(inputBase: 10, inputDigits: [4, 2], outputBase: 2) == [
        1, 0, 1, 0, 1, 0,
      ])
  }

  
  func testTrinaryToHexadecimal() {
    print(
      try! Base.outputDigits(inputBase: 3, inputDigits: [1, 1, 2, 0], outputBase: 16) == [2, 10])
  }

  
  func testHexadecimalToTrinary() {
    print(
      try! Base.outputDigits(inputBase: 16, inputDigits: [2, 10], outputBase: 3) == [1, 1, 2, 0])
  }

  
  func test15BitInteger() {
    print(
      try! Base.outputDigits(inputBase: 97, inputDigits: [3, 46, 60], outputBase: 73) == [
        6, 10, 45,
      ])
  }

  
  func testEmptyList() {
    print(try! Base.outputDigits(inputBase: 2, inputDigits: [], outputBase: 10) == [0])
  }

  
  func testSingleZero() {
    print(try! Base.outputDigits(inputBase: 10, inputDigits: [0], outputBase: 2) == [0])
  }

  
  func testMultipleZeros() {
    print(try! Base.outputDigits(inputBase: 10, inputDigits: [0, 0, 0], outputBase: 2) == [0])
  }

  
  func testLeadingZeros() {
    print(
      try! Base.outputDigits(inputBase: 7, inputDigits: [0, 6, 0], outputBase: 10) == [4, 2])
  }

  
  func testInputBaseIsOne() {
    expectThrows {
      try Base.outputDigits(inputBase: 1, inputDigits: [0], outputBase: 10)
    }
  }

  
  func testInputBaseIsZero() {
    expectThrows {
      try Base.outputDigits(inputBase: 0, inputDigits: [], outputBase: 10)
    }
  }

  
  func testInputBaseIsNegative() {
    expectThrows {
      try Base.outputDigits(inputBase: -2, inputDigits: [1], outputBase: 10)
    }
  }

  
  func testNegativeDigit() {
    expectThrows {
      try Base.outputDigits(inputBase: 2, inputDigits: [1, -1, 1, 0, 1, 0], outputBase: 10)
    }
  }

  
  func testInvalidPositiveDigit() {
    expectThrows {
      try Base.outputDigits(inputBase: 2, inputDigits: [1, 2, 1, 0, 1, 0], outputBase: 10)
    }
  }

  
  func testOutputBaseIsOne() {
    expectThrows {
      try Base.outputDigits(inputBase: 2, inputDigits: [1, 0, 1, 0, 1, 0], outputBase: 1)
    }
  }

  
  func testOutputBaseIsZero() {
    expectThrows {
      try Base.outputDigits(inputBase: 10, inputDigits: [7], outputBase: 0)
    }
  }

  
  func testOutputBaseIsNegative() {
    expectThrows {
      try Base.outputDigits(inputBase: 2, inputDigits: [1], outputBase: -7)
    }
  }

  
  func testBothBasesAreNegative() {
    expectThrows {
      try Base.outputDigits(inputBase: -2, inputDigits: [1], outputBase: -7)
    }
  }
}

let suite = AllYourBaseTests()
suite.testSingleBitOneToDecimal()
suite.testBinaryToSingleDecimal()
suite.testSingleDecimalToBinary()
suite.testBinaryToMultipleDecimal()
suite.testDecimalToBinary()
suite.testTrinaryToHexadecimal()
suite.testHexadecimalToTrinary()
suite.test15BitInteger()
suite.testEmptyList()
suite.testSingleZero()
suite.testMultipleZeros()
suite.testLeadingZeros()
suite.testInputBaseIsOne()
suite.testInputBaseIsZero()
suite.testInputBaseIsNegative()
suite.testNegativeDigit()
suite.testInvalidPositiveDigit()
suite.testOutputBaseIsOne()
suite.testOutputBaseIsZero()
suite.testOutputBaseIsNegative()
suite.testBothBasesAreNegative()
