import Foundation

class WordCount {
  let words: String

  init(words: String) {
    self.words = words
  }

  func count() -> [String: Int] {
    var result = [String: Int]()
    let trimmingCharacters = CharacterSet(charactersIn: ".,:!&@$%^&'")
    let words = self.words
      .lowercased()
      .split(whereSeparator: { $0.isWhitespace || $0 == "," })
      .map { String($0).trimmingCharacters(in: trimmingCharacters) }
    for word in words {
      result[word, default: 0] += 1
    }
    return result
  }
}


struct WordCountTests {

  
  func testCountOneWord() {
    let words = WordCount(words: "word")
    let expected = ["word": 1]
    print(words.count() == expected)
  }

  
  func testCountOneOfEachWord() {
    let words = WordCount(words: "one of each")
    let expected = ["each": 1, "of": 1, "one": 1]
    print(words.count() == expected)
  }

  
  func testMultipleOccurrencesOfAWord() {
    let words = WordCount(words: "one fish two fish red fish blue fish")
    let expected = ["blue": 1, "fish": 4, "one": 1, "red": 1, "two": 1]
    print(words.count() == expected)
  }

  
  func testHandlesCrampedLists() {
    let words = WordCount(words: "one,two,three")
    let expected = ["one": 1, "three": 1, "two": 1]
    print(words.count() == expected)
  }

  
  func testHandlesExpandedLists() {
    let words = WordCount(words: "one,\ntwo,\nthree")
    let expected = ["one": 1, "three": 1, "two": 1]
    print(words.count() == expected)
  }

  
  func testIgnorePunctuation() {
    let words = WordCount(words: "car: carpet as java: javascript!!&@$%^&")
    let expected = ["as": 1, "car": 1, "carpet": 1, "java": 1, "javascript": 1]
    print(words.count() == expected)
  }

  
  func testIncludeNumbers() {
    let words = WordCount(words: "testing, 1, 2 testing")
    let expected = ["1": 1, "2": 1, "testing": 2]
    print(words.count() == expected)
  }

  
  func testNormalizeCase() {
    let words = WordCount(words: "go Go GO Stop stop")
    let expected = ["go": 3, "stop": 2]
    print(words.count() == expected)
  }

  
  func testWithApostrophes() {
    let words = WordCount(words: "'First: don't laugh. Then: don't cry. You're getting it.'")
    let expected = [
      "cry": 1, "don't": 2, "first": 1, "getting": 1, "it": 1, "laugh": 1, "then": 1, "you're": 1,
    ]
    print(words.count() == expected)
  }

  
  func testWithQuotations() {
    let words = WordCount(words: "Joe can't tell between 'large' and large.")
    let expected = ["and": 1, "between": 1, "can't": 1, "joe": 1, "large": 2, "tell": 1]
    print(words.count() == expected)
  }

  
  func testSubstringsFromTheBeginning() {
    let words = WordCount(words: "Joe can't tell between app, apple and a.")
    let expected = [
      "a": 1, "and": 1, "app": 1, "apple": 1, "between": 1, "can't": 1, "joe": 1, "tell": 1,
    ]
    print(words.count() == expected)
  }

  
  func testMultipleSpacesNotDetectedAsAWord() {
    let words = WordCount(words: " multiple   whitespaces")
    let expected = ["multiple": 1, "whitespaces": 1]
    print(words.count() == expected)
  }

  
  func testAlternatingWordSeparatorsNotDetectedAsAWord() {
    let words = WordCount(words: ",\n,one,\n ,two \n 'three'")
    let expected = ["one": 1, "three": 1, "two": 1]
    print(words.count() == expected)
  }

  
  func testQuotationForWordWithApostrophe() {
    let words = WordCount(words: "can, can't, 'can't'")
    let expected = ["can": 1, "can't": 2]
    print(words.count() == expected)
  }
}

let suite = WordCountTests()
suite.testCountOneWord()
suite.testCountOneOfEachWord()
suite.testMultipleOccurrencesOfAWord()
suite.testHandlesCrampedLists()
suite.testHandlesExpandedLists()
suite.testIgnorePunctuation()
suite.testIncludeNumbers()
suite.testNormalizeCase()
suite.testWithApostrophes()
suite.testWithQuotations()
suite.testSubstringsFromTheBeginning()
suite.testMultipleSpacesNotDetectedAsAWord()
suite.testAlternatingWordSeparatorsNotDetectedAsAWord()
suite.testQuotationForWordWithApostrophe()
