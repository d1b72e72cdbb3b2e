let scrabbleScore: [String: Int] = [
  "a": 1, "b": 3, "c": 3, "d": 2,
  "e": 1, "f": 4, "g": 2, "h": 4,
  "i": 1, "j": 8, "k": 5, "l": 1,
  "m": 3, "n": 1, "o": 1, "p": 3,
  "q": 10, "r": 1, "s": 1, "t": 1,
  "u": 1, "v": 4, "w": 4, "x": 8,
  "y": 4, "z": 10,
]

func score(_ phrase: String) -> Int {
  return phrase.lowercased().reduce(0) { $0 + (scrabbleScore[String($1)] ?? 0) }
}


struct ScrabbleScoreTests {

  
  func testLowercaseLetter() {
    print(score("a") == 1)
  }

  
  func testUppercaseLetter() {
    print(score("A") == 1)
  }

  
  func testValuableLetter() {
    print(score("f") == 4)
  }

  
  func testShortWord() {
    print(score("at") == 2)
  }

  
  func testShortValuableWord() {
    print(score("zoo") == 12)
  }

  
  func testMediumWord() {
    print(score("street") == 6)
  }

  
  func testMediumValuableWord() {
    print(score("quirky") == 22)
  }

  
  func testLongMixedCaseWord() {
    print(score("OxyphenButazone") == 41)
  }

  
  func testEnglishLikeWord() {
    print(score("pinata") == 8)
  }

  
  func testEmptyInput() {
    print(score("") == 0)
  }

  
  func testEntireAlphabetAvailable() {
    print(score("abcdefghijklmnopqrstuvwxyz") == 87)
  }
}

let suite = ScrabbleScoreTests()
suite.testLowercaseLetter()
suite.testUppercaseLetter()
suite.testValuableLetter()
suite.testShortWord()
suite.testShortValuableWord()
suite.testMediumWord()
suite.testMediumValuableWord()
suite.testLongMixedCaseWord()
suite.testEnglishLikeWord()
suite.testEmptyInput()
suite.testEntireAlphabetAvailable()
