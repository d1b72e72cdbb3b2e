enum PhoneNumberError: Error {
  case invalidPhoneNumber
}

class PhoneNumber {
  var number: String

  init(_ phrase: String) {
    self.number = phrase
  }

  func clean() throws -> String {
    var cleanNumber = number.filter { $0.isNumber }
    if cleanNumber.count == 11 && cleanNumber.first == "1" {
      cleanNumber.removeFirst()
    }
    let areaCode = cleanNumber.index(cleanNumber.startIndex, offsetBy: 3)

    if cleanNumber.count != 10 || ["0", "1"].contains(cleanNumber.first)
      || ["0", "1"].contains(cleanNumber[areaCode])
    {
      throw PhoneNumberError.invalidPhoneNumber
    }
    return cleanNumber
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

struct PhoneNumberTests {

  
  func testCleansTheNumber() {
    print(try! PhoneNumber("(223) 456-7890").clean() == "2234567890")
  }

  
  func testCleansNumbersWithDots() {
    print(try! PhoneNumber("223.456.7890").clean() == "2234567890")
  }

  
  func testCleansNumbersWithMultipleSpaces() {
    print(try! PhoneNumber("223 456   7890   ").clean() == "2234567890")
  }

  
  func testInvalidWhen9Digits() {
    expectThrows {
      try PhoneNumber("123456789").clean()
    }
  }

  
  func testInvalidWhen11DigitsDoesNotStartWithA1() {
    expectThrows {
      try PhoneNumber("22234567890").clean()
    }
  }

  
  func testValidWhen11DigitsAndStartingWith1() {
    print(try! PhoneNumber("12234567890").clean() == "2234567890")
  }

  
  func testValidWhen11DigitsAndStartingWith1EvenWithPunctuation() {
    print(try! PhoneNumber("+1 (223) 456-7890").clean() == "2234567890")
  }

  
  func testInvalidWhenMoreThan11Digits() {
    expectThrows {
      try PhoneNumber("321234567890").clean()
    }
  }

  
  func testInvalidWithLetters() {
    expectThrows {
      try PhoneNumber("523-abc-7890").clean()
    }
  }

  
  func testInvalidWithPunctuations() {
    expectThrows {
      try PhoneNumber("523-@:!-7890").clean()
    }
  }

  
  func testInvalidIfAreaCodeStartsWith0() {
    expectThrows {
      try PhoneNumber("(023) 456-7890").clean()
    }
  }

  
  func testInvalidIfAreaCodeStartsWith1() {
    expectThrows {
      try PhoneNumber("(123) 456-7890").clean()
    }
  }

  
  func testInvalidIfExchangeCodeStartsWith0() {
    expectThrows {
      try PhoneNumber("(223) 056-7890").clean()
    }
  }

  
  func testInvalidIfExchangeCodeStartsWith1() {
    expectThrows {
      try PhoneNumber("(223) 156-7890").clean()
    }
  }

  
  func testInvalidIfAreaCodeStartsWith0OnValid11DigitNumber() {
    expectThrows {
      try PhoneNumber("1 (023) 456-7890").clean()
    }
  }

  
  func testInvalidIfAreaCodeStartsWith1OnValid11DigitNumber() {
    expectThrows {
      try PhoneNumber("1 (123) 456-7890").clean()
    }
  }

  
  func testInvalidIfExchangeCodeStartsWith0OnValid11DigitNumber() {
    expectThrows {
      try PhoneNumber("1 (223) 056-7890").clean()
    }
  }

  
  func testInvalidIfExchangeCodeStartsWith1OnValid11DigitNumber() {
    expectThrows {
      try PhoneNumber("1 (223) 156-7890").clean()
    }
  }
}

let suite = PhoneNumberTests()
suite.testCleansTheNumber()
suite.testCleansNumbersWithDots()
suite.testCleansNumbersWithMultipleSpaces()
suite.testInvalidWhen9Digits()
suite.testInvalidWhen11DigitsDoesNotStartWithA1()
suite.testValidWhen11DigitsAndStartingWith1()
suite.testValidWhen11DigitsAndStartingWith1EvenWithPunctuation()
suite.testInvalidWhenMoreThan11Digits()
suite.testInvalidWithLetters()
suite.testInvalidWithPunctuations()
suite.testInvalidIfAreaCodeStartsWith0()
suite.testInvalidIfAreaCodeStartsWith1()
suite.testInvalidIfExchangeCodeStartsWith0()
suite.testInvalidIfExchangeCodeStartsWith1()
suite.testInvalidIfAreaCodeStartsWith0OnValid11DigitNumber()
suite.testInvalidIfAreaCodeStartsWith1OnValid11DigitNumber()
suite.testInvalidIfExchangeCodeStartsWith0OnValid11DigitNumber()
suite.testInvalidIfExchangeCodeStartsWith1OnValid11DigitNumber()
