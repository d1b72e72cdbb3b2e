enum PalindromeError: Error {
  case invalidRange
}

class PalindromeProducts {
  static func largest(from: Int, to: Int) throws -> (value: Int?, factors: Set<[Int]>) {
    guard from <= to else {
      throw PalindromeError.invalidRange
    }
    var result: (value: Int?, factors: Set<[Int]>) = (0, [])
    var wasBigger = false
    for i in (from...to).reversed() {
      wasBigger = false
      for j in (i...to).reversed() {
        let product = i * j
        if product > result.value! {
          wasBigger = true
          if isPalindrome(product) {
            result = (product, [[i, j]])
          }
        } else if product == result.value! {
          result.factors.insert([i, j])
        }
      }
      if !wasBigger {
        break
      }
    }

    if result.value == 0 {
      result.value = nil
    }

    return result
  }

  static func smallest(from: Int, to: Int) throws -> (value: Int?, factors: Set<[Int]>) {
    guard from <= to else {
      throw PalindromeError.invalidRange
    }
    var result: (value: Int?, factors: Set<[Int]>) = (Int.max, [])

    var wasSmaller = false
    for i in from...to {
      wasSmaller = false
      for j in i...to {
        let product = i * j
        if product < result.value! {
          wasSmaller = true
          if isPalindrome(product) {
            result = (product, [[i, j]])
          }
        } else if product == result.value! {
          result.factors.insert([i, j])
        }
      }
      if !wasSmaller {
        break
      }
    }

    if result.value == Int.max {
      result.value = nil
    }

    return result
  }

  private static func isPalindrome(_ number: Int) -> Bool {
    let numberString = String(number)
    return numberString == String(numberString.reversed())
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

struct PalindromeProductsTests {

  
  func testFindTheSmallestPalindromeFromSingleDigitFactors() {
    let smallest = try! PalindromeProducts.smallest(from: 1, to: 9)
    print(smallest.value == 1)
    print(smallest.factors == Set(arrayLiteral: [1, 1]))
  }

  
  func testFindTheLargestPalindromeFromSingleDigitFactors() {
    let largest = try! PalindromeProducts.largest(from: 1, to: 9)
    print(largest.value == 9)
    print(largest.factors == Set(arrayLiteral: [1, 9], [3, 3]))
  }

  
  func testFindTheSmallestPalindromeFromDoubleDigitFactors() {
    let smallest = try! PalindromeProducts.smallest(from: 10, to: 99)
    print(smallest.value == 121)
    print(smallest.factors == Set(arrayLiteral: [11, 11]))
  }

  
  func testFindTheLargestPalindromeFromDoubleDigitFactors() {
    let largest = try! PalindromeProducts.largest(from: 10, to: 99)
    print(largest.value == 9009)
    print(largest.factors == Set(arrayLiteral: [91, 99]))
  }

  
  func testFindTheSmallestPalindromeFromTripleDigitFactors() {
    let smallest = try! PalindromeProducts.smallest(from: 100, to: 999)
    print(smallest.value == 10201)
    print(smallest.factors == Set(arrayLiteral: [101, 101]))
  }

  
  func testFindTheLargestPalindromeFromTripleDigitFactors() {
    let largest = try! PalindromeProducts.largest(from: 100, to: 999)
    print(largest.value == 906609)
    print(largest.factors == Set(arrayLiteral: [913, 993]))
  }

  
  func testFindTheSmallestPalindromeFromFourDigitFactors() {
    let smallest = try! PalindromeProducts.smallest(from: 1000, to: 9999)
    print(smallest.value == 1_002_001)
    print(smallest.factors == Set(arrayLiteral: [1001, 1001]))
  }

  
  func testFindTheLargestPalindromeFromFourDigitFactors() {
    let largest = try! PalindromeProducts.largest(from: 1000, to: 9999)
    print(largest.value == 99_000_099)
    print(largest.factors == Set(arrayLiteral: [9901, 9999]))
  }

  
  func testEmptyResultForSmallestIfNoPalindromeInTheRange() {
    let smallest = try! PalindromeProducts.smallest(from: 1002, to: 1003)
    print(smallest.value == nil)
    print(smallest.factors == Set())

  }

  
  func testEmptyResultForLargestIfNoPalindromeInTheRange() {
    let largest = try! PalindromeProducts.largest(from: 15, to: 15)
    print(largest.value == nil)
    print(largest.factors == Set())
  }

  
  func testErrorResultForSmallestIfMinIsMoreThanMax() {
    expectThrows {
      try PalindromeProducts.smallest(from: 10000, to: 1)
    }
  }

  
  func testErrorResultForLargestIfMinIsMoreThanMax() {
    expectThrows {
      try PalindromeProducts.largest(from: 2, to: 1)
    }
  }

  
  func testSmallestProductDoesNotUseTheSmallestFactor() {
    let smallest = try! PalindromeProducts.smallest(from: 3215, to: 4000)
    print(smallest.value == 10_988_901)
    print(smallest.factors == Set(arrayLiteral: [3297, 3333]))
  }
}

let suite = PalindromeProductsTests()
suite.testFindTheSmallestPalindromeFromSingleDigitFactors()
suite.testFindTheLargestPalindromeFromSingleDigitFactors()
suite.testFindTheSmallestPalindromeFromDoubleDigitFactors()
suite.testFindTheLargestPalindromeFromDoubleDigitFactors()
suite.testFindTheSmallestPalindromeFromTripleDigitFactors()
suite.testFindTheLargestPalindromeFromTripleDigitFactors()
suite.testFindTheSmallestPalindromeFromFourDigitFactors()
suite.testFindTheLargestPalindromeFromFourDigitFactors()
suite.testEmptyResultForSmallestIfNoPalindromeInTheRange()
suite.testEmptyResultForLargestIfNoPalindromeInTheRange()
suite.testErrorResultForSmallestIfMinIsMoreThanMax()
suite.testErrorResultForLargestIfMinIsMoreThanMax()
suite.testSmallestProductDoesNotUseTheSmallestFactor()
