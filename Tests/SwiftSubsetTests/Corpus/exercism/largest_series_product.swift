enum NumberSeriesError: Error {
  case invalidCharacter
  case spanLongerThanInput
  case spanIsZeroOrNegative
}

struct NumberSeries {

  let numbers: [Int]

  init(_ numberString: String) throws {
    self.numbers = try numberString.map {
      guard let intValue = Int(String($0)) else {
        throw NumberSeriesError.invalidCharacter
      }
      return intValue
    }
  }

  func largestProduct(_ numberOfDigits: Int) throws -> Int {
    guard numberOfDigits > 0 else {
      throw NumberSeriesError.spanIsZeroOrNegative
    }

    let endIndex = numbers.count - numberOfDigits
    guard endIndex >= 0 else {
      throw NumberSeriesError.spanLongerThanInput
    }

    var result = 0

    for startIndex in 0...endIndex {
      let selectedNumbers = numbers[startIndex..<startIndex + numberOfDigits]

      var total = 1

      for selectedNumber in selectedNumbers {
        total *= selectedNumber
      }

      if total > result {
        result = total
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

struct LargestSeriesProductTests {

  
  func testFindsTheLargestProductIfSpanEqualsLength() {
    print(try! NumberSeries("29").largestProduct(2) == 18)
  }

  
  func testCanFindTheLargestProductOf2WithNumbersInOrder() {
    print(try! NumberSeries("0123456789").largestProduct(2) == 72)
  }

  
  func testCanFindTheLargestProductOf2() {
    print(try! NumberSeries("576802143").largestProduct(2) == 48)
  }

  
  func testCanFindTheLargestProductOf3WithNumbersInOrder() {
    print(try! NumberSeries("0123456789").largestProduct(3) == 504)
  }

  
  func testCanFindTheLargestProductOf3() {
    print(try! NumberSeries("1027839564").largestProduct(3) == 270)
  }

  
  func testCanFindTheLargestProductOf5WithNumbersInOrder() {
    print(try! NumberSeries("0123456789").largestProduct(5) == 15120)
  }

  
  func testCanGetTheLargestProductOfABigNumber() {
    print(
      try! NumberSeries("73167176531330624919225119674426574742355349194934").largestProduct(6)
        == 23520)
  }

  
  func testReportsZeroIfTheOnlyDigitsAreZero() {
    print(try! NumberSeries("0000").largestProduct(2) == 0)
  }

  
  func testReportsZeroIfAllSpansIncludeZero() {
    print(try! NumberSeries("99099").largestProduct(3) == 0)
  }

  
  func testRejectsSpanLongerThanStringLength() {
    expectThrows { try NumberSeries("123").largestProduct(4) }
  }

  
  func testRejectsEmptyStringAndNonzeroSpan() {
    expectThrows { try NumberSeries("").largestProduct(1) }
  }

  
  func testRejectsInvalidCharacterInDigits() {
    expectThrows { try NumberSeries("1234a5").largestProduct(2) }
  }

  
  func testRejectsNegativeSpan() {
    expectThrows { try NumberSeries("12345").largestProduct(-1) }
  }
}

let suite = LargestSeriesProductTests()
suite.testFindsTheLargestProductIfSpanEqualsLength()
suite.testCanFindTheLargestProductOf2WithNumbersInOrder()
suite.testCanFindTheLargestProductOf2()
suite.testCanFindTheLargestProductOf3WithNumbersInOrder()
suite.testCanFindTheLargestProductOf3()
suite.testCanFindTheLargestProductOf5WithNumbersInOrder()
suite.testCanGetTheLargestProductOfABigNumber()
suite.testReportsZeroIfTheOnlyDigitsAreZero()
suite.testReportsZeroIfAllSpansIncludeZero()
suite.testRejectsSpanLongerThanStringLength()
suite.testRejectsEmptyStringAndNonzeroSpan()
suite.testRejectsInvalidCharacterInDigits()
suite.testRejectsNegativeSpan()
