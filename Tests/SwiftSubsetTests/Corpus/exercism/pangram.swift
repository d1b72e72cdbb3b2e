import Foundation

func isPangram(_ text: String) -> Bool {
  let lowercasedText = text.folding(options: .diacriticInsensitive, locale: .current).lowercased()

  for letter in "abcdefghijklmnopqrstuvwxyz" {
    if lowercasedText.contains(String(letter)) == false {
      return false
    }
  }

  return true
}


struct PangramTests {

  
  func testEmptySentence() {
    print(!isPangram(""))
  }

  
  func testPerfectLowerCase() {
    print(isPangram("abcdefghijklmnopqrstuvwxyz"))
  }

  
  func testOnlyLowerCase() {
    print(isPangram("the quick brown fox jumps over the lazy dog"))
  }

  
  func testMissingTheLetterX() {
    print(!isPangram("a quick movement of the enemy will jeopardize five gunboats"))
  }

  
  func testMissingTheLetterH() {
    print(!isPangram("five boxing wizards jump quickly at it"))
  }

  
  func testWithUnderscores() {
    print(isPangram("the_quick_brown_fox_jumps_over_the_lazy_dog"))
  }

  
  func testWithNumbers() {
    print(isPangram("the 1 quick brown fox jumps over the 2 lazy dogs"))
  }

  
  func testMissingLettersReplacedByNumbers() {
    print(!isPangram("7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog"))
  }

  
  func testMixedCaseAndPunctuation() {
    print(isPangram("\"Five quacking Zephyrs jolt my wax bed.\""))
  }

  
  func testAMAndAMAre26DifferentCharactersButNotAPangram() {
    print(!isPangram("abcdefghijklm ABCDEFGHIJKLM"))
  }
}

let suite = PangramTests()
suite.testEmptySentence()
suite.testPerfectLowerCase()
suite.testOnlyLowerCase()
suite.testMissingTheLetterX()
suite.testMissingTheLetterH()
suite.testWithUnderscores()
suite.testWithNumbers()
suite.testMissingLettersReplacedByNumbers()
suite.testMixedCaseAndPunctuation()
suite.testAMAndAMAre26DifferentCharactersButNotAPangram()
