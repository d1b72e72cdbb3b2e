import Foundation

func isValidLuhn(_ number: String) -> Bool {
  var number = number
  var sum = 0
  var odd = true
  number = number.replacingOccurrences(of:" ", with: "")
  guard number.count > 1 else { return false }
  for char in number.reversed() {
    if let digit = Int(String(char)) {
      sum += odd ? digit : digit < 5 ? digit * 2 : digit * 2 - 9
      odd.toggle()
    } else {
      return false
    }
  }
  return sum % 10 == 0
}


struct LuhnTests {

  
  func testSingleDigitStringsCanNotBeValid() {
    print(!isValidLuhn("1"))
  }

  
  func testASingleZeroIsInvalid() {
    print(!isValidLuhn("0"))
  }

  
  func testASimpleValidSinThatRemainsValidIfReversed() {
    print(isValidLuhn("059"))
  }

  
  func testASimpleValidSinThatBecomesInvalidIfReversed() {
    print(isValidLuhn("59"))
  }

  
  func testAValidCanadianSin() {
    print(isValidLuhn("055 444 285"))
  }

  
  func testInvalidCanadianSin() {
    print(!isValidLuhn("055 444 286"))
  }

  
  func testInvalidCreditCard() {
    print(!isValidLuhn("8273 1232 7352 0569"))
  }

  
  func testInvalidLongNumberWithAnEvenRemainder() {
    print(!isValidLuhn("1 2345 6789 1234 5678 9012"))
  }

  
  func testInvalidLongNumberWithARemainderDivisibleBy5() {
    print(!isValidLuhn("1 2345 6789 1234 5678 9013"))
  }

  
  func testValidNumberWithAnEvenNumberOfDigits() {
    print(isValidLuhn("095 245 88"))
  }

  
  func testValidNumberWithAnOddNumberOfSpaces() {
    print(isValidLuhn("234 567 891 234"))
  }

  
  func testValidStringsWithANonDigitAddedAtTheEndBecomeInvalid() {
    print(!isValidLuhn("059a"))
  }

  
  func testValidStringsWithPunctuationIncludedBecomeInvalid() {
    print(!isValidLuhn("055-444-285"))
  }

  
  func testValidStringsWithSymbolsIncludedBecomeInvalid() {
    print(!isValidLuhn("055# 444$ 285"))
  }

  
  func testSingleZeroWithSpaceIsInvalid() {
    print(!isValidLuhn(" 0"))
  }

  
  func testMoreThanASingleZeroIsValid() {
    print(isValidLuhn("0000 0"))
  }

  
  func testInputDigit9IsCorrectlyConvertedToOutputDigit9() {
    print(isValidLuhn("091"))
  }

  
  func testVeryLongInputIsValid() {
    print(isValidLuhn("9999999999 9999999999 9999999999 9999999999"))
  }

  
  func testValidLuhnWithAnOddNumberOfDigitsAndNonZeroFirstDigit() {
    print(isValidLuhn("109"))
  }

  
  func testUsingAsciiValueForNonDoubledNonDigitIsntAllowed() {
    print(!isValidLuhn("055b 444 285"))
  }

  
  func testUsingAsciiValueForDoubledNonDigitIsntAllowed() {
    print(!isValidLuhn(":9"))
  }

  
  func testNonNumericNonSpaceCharInTheMiddleWithASumThatsDivisibleBy10IsntAllowed() {
    print(!isValidLuhn("59%59"))
  }
}

let suite = LuhnTests()
suite.testSingleDigitStringsCanNotBeValid()
suite.testASingleZeroIsInvalid()
suite.testASimpleValidSinThatRemainsValidIfReversed()
suite.testASimpleValidSinThatBecomesInvalidIfReversed()
suite.testAValidCanadianSin()
suite.testInvalidCanadianSin()
suite.testInvalidCreditCard()
suite.testInvalidLongNumberWithAnEvenRemainder()
suite.testInvalidLongNumberWithARemainderDivisibleBy5()
suite.testValidNumberWithAnEvenNumberOfDigits()
suite.testValidNumberWithAnOddNumberOfSpaces()
suite.testValidStringsWithANonDigitAddedAtTheEndBecomeInvalid()
suite.testValidStringsWithPunctuationIncludedBecomeInvalid()
suite.testValidStringsWithSymbolsIncludedBecomeInvalid()
suite.testSingleZeroWithSpaceIsInvalid()
suite.testMoreThanASingleZeroIsValid()
suite.testInputDigit9IsCorrectlyConvertedToOutputDigit9()
suite.testVeryLongInputIsValid()
suite.testValidLuhnWithAnOddNumberOfDigitsAndNonZeroFirstDigit()
suite.testUsingAsciiValueForNonDoubledNonDigitIsntAllowed()
suite.testUsingAsciiValueForDoubledNonDigitIsntAllowed()
suite.testNonNumericNonSpaceCharInTheMiddleWithASumThatsDivisibleBy10IsntAllowed()
