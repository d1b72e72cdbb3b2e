struct IsbnVerifier {

  static func isValid(_ string: String) -> Bool {
    // This will be considerably less awkward after Swift 3 support is dropped
    let cleanedString = string.split(separator: "-").map(String.init).joined()

    guard cleanedString.count == 10 else {
      return false
    }

    var digits = [Int]()

    for character in cleanedString.dropLast() {
      if let digit = Int(String(character)) {
        digits.append(digit)
      } else {
        return false
      }
    }

    if cleanedString.last == "X" {
      digits.append(10)
    } else if let last = cleanedString.last, let digit = Int(String(last)) {
      digits.append(digit)
    } else {
      return false
    }

    let sum = digits.enumerated().reduce(0) {
      return $0 + (10 - $1.offset) * $1.element
    }

    return sum % 11 == 0
  }
}


struct IsbnVerifierTests {

  
  func testValidIsbn() { print(IsbnVerifier.isValid("3-598-21508-8")) }

  
  func testInvalidIsbnCheckDigit() { print(!IsbnVerifier.isValid("3-598-21508-9")) }

  
  func testValidIsbnWithACheckDigitOf10() { print(IsbnVerifier.isValid("3-598-21507-X")) }

  
  func testCheckDigitIsACharacterOtherThanX() { print(!IsbnVerifier.isValid("3-598-21507-A")) }

  
  func testInvalidCheckDigitInIsbnIsNotTreatedAsZero() {
    print(!IsbnVerifier.isValid("4-598-21507-B"))
  }

  
  func testInvalidCharacterInIsbnIsNotTreatedAsZero() {
    print(!IsbnVerifier.isValid("3-598-P1581-X"))
  }

  
  func testXIsOnlyValidAsACheckDigit() { print(!IsbnVerifier.isValid("3-598-2X507-9")) }

  
  func testOnlyOneCheckDigitIsAllowed() { print(!IsbnVerifier.isValid("3-598-21508-96")) }

  
  func testXIsNotSubstitutedByTheValue10() { print(!IsbnVerifier.isValid("3-598-2X507-5")) }

  
  func testValidIsbnWithoutSeparatingDashes() { print(IsbnVerifier.isValid("3598215088")) }

  
  func testIsbnWithoutSeparatingDashesAndXAsCheckDigit() {
    print(IsbnVerifier.isValid("359821507X"))
  }

  
  func testIsbnWithoutCheckDigitAndDashes() { print(!IsbnVerifier.isValid("359821507")) }

  
  func testTooLongIsbnAndNoDashes() { print(!IsbnVerifier.isValid("3598215078X")) }

  
  func testTooShortIsbn() { print(!IsbnVerifier.isValid("00")) }

  
  func testIsbnWithoutCheckDigit() { print(!IsbnVerifier.isValid("3-598-21507")) }

  
  func testCheckDigitOfXShouldNotBeUsedFor0() { print(!IsbnVerifier.isValid("3-598-21515-X")) }

  
  func testEmptyIsbn() { print(!IsbnVerifier.isValid("")) }

  
  func testInputIs9Characters() { print(!IsbnVerifier.isValid("134456729")) }

  
  func testInvalidCharactersAreNotIgnoredAfterCheckingLength() {
    print(!IsbnVerifier.isValid("3132P34035"))
  }

  
  func testInvalidCharactersAreNotIgnoredBeforeCheckingLength() {
    print(!IsbnVerifier.isValid("3598P215088"))
  }

  
  func testInputIsTooLongButContainsAValidIsbn() { print(!IsbnVerifier.isValid("98245726788")) }
}

let suite = IsbnVerifierTests()
suite.testValidIsbn()
suite.testInvalidIsbnCheckDigit()
suite.testValidIsbnWithACheckDigitOf10()
suite.testCheckDigitIsACharacterOtherThanX()
suite.testInvalidCheckDigitInIsbnIsNotTreatedAsZero()
suite.testInvalidCharacterInIsbnIsNotTreatedAsZero()
suite.testXIsOnlyValidAsACheckDigit()
suite.testOnlyOneCheckDigitIsAllowed()
suite.testXIsNotSubstitutedByTheValue10()
suite.testValidIsbnWithoutSeparatingDashes()
suite.testIsbnWithoutSeparatingDashesAndXAsCheckDigit()
suite.testIsbnWithoutCheckDigitAndDashes()
suite.testTooLongIsbnAndNoDashes()
suite.testTooShortIsbn()
suite.testIsbnWithoutCheckDigit()
suite.testCheckDigitOfXShouldNotBeUsedFor0()
suite.testEmptyIsbn()
suite.testInputIs9Characters()
suite.testInvalidCharactersAreNotIgnoredAfterCheckingLength()
suite.testInvalidCharactersAreNotIgnoredBeforeCheckingLength()
suite.testInputIsTooLongButContainsAValidIsbn()
