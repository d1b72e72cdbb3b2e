import Foundation

func isIsogram(_ string: String) -> Bool {
  let lowercasedString = string.lowercased()
  let lowercaseLetterSet = CharacterSet.lowercaseLetters

  var letters: Set<UnicodeScalar> = []

  for character in lowercasedString.unicodeScalars {
    guard lowercaseLetterSet.contains(character) else {
      continue
    }

    guard !letters.contains(character) else {
      return false
    }

    letters.insert(character)
  }

  return true
}


struct IsogramTests {

  
  func testEmptyString() {
    print(isIsogram(""))
  }

  
  func testIsogramWithOnlyLowerCaseCharacters() {
    print(isIsogram("isogram"))
  }

  
  func testWordWithOneDuplicatedCharacter() {
    print(!isIsogram("eleven"))
  }

  
  func testWordWithOneDuplicatedCharacterFromTheEndOfTheAlphabet() {
    print(!isIsogram("zzyzx"))
  }

  
  func testLongestReportedEnglishIsogram() {
    print(isIsogram("subdermatoglyphic"))
  }

  
  func testWordWithDuplicatedCharacterInMixedCase() {
    print(!isIsogram("Alphabet"))
  }

  
  func testWordWithDuplicatedCharacterInMixedCaseLowercaseFirst() {
    print(!isIsogram("alphAbet"))
  }

  
  func testHypotheticalIsogrammicWordWithHyphen() {
    print(isIsogram("thumbscrew-japingly"))
  }

  
  func testHypotheticalWordWithDuplicatedCharacterFollowingHyphen() {
    print(!isIsogram("thumbscrew-jappingly"))
  }

  
  func testIsogramWithDuplicatedHyphen() {
    print(isIsogram("six-year-old"))
  }

  
  func testMadeUpNameThatIsAnIsogram() {
    print(isIsogram("Emily Jung Schwartzkopf"))
  }

  
  func testDuplicatedCharacterInTheMiddle() {
    print(!isIsogram("accentor"))
  }

  
  func testSameFirstAndLastCharacters() {
    print(!isIsogram("angola"))
  }

  
  func testWordWithDuplicatedCharacterAndWithTwoHyphens() {
    print(!isIsogram("up-to-date"))
  }
}

let suite = IsogramTests()
suite.testEmptyString()
suite.testIsogramWithOnlyLowerCaseCharacters()
suite.testWordWithOneDuplicatedCharacter()
suite.testWordWithOneDuplicatedCharacterFromTheEndOfTheAlphabet()
suite.testLongestReportedEnglishIsogram()
suite.testWordWithDuplicatedCharacterInMixedCase()
suite.testWordWithDuplicatedCharacterInMixedCaseLowercaseFirst()
suite.testHypotheticalIsogrammicWordWithHyphen()
suite.testHypotheticalWordWithDuplicatedCharacterFollowingHyphen()
suite.testIsogramWithDuplicatedHyphen()
suite.testMadeUpNameThatIsAnIsogram()
suite.testDuplicatedCharacterInTheMiddle()
suite.testSameFirstAndLastCharacters()
suite.testWordWithDuplicatedCharacterAndWithTwoHyphens()
