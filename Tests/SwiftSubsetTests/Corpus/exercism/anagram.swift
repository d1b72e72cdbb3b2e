class Anagram {
  var baseWord = ""
  init(word: String) {
    baseWord = word
  }

  func sortLetters(_ wordToSort: String) -> String {
    var characters: [String] = []
    for char in wordToSort {
      characters.append("\(char)")
    }
    characters = characters.sorted(by: <)
    return characters.reduce("", +)
  }

  func match(_ words: [String]) -> [String] {
    var matches: [String] = []

    for candidateWord in words {
      if sortLetters(baseWord.lowercased()) == sortLetters(candidateWord.lowercased())
        && baseWord.lowercased() != candidateWord.lowercased()
      {
        matches.append(candidateWord)
      }
    }

    return matches
  }
}


struct AnagramTests {

  
  func testNoMatches() {
    let anagram = Anagram(word: "diaper")
    let results = anagram.match(["hello", "world", "zombies", "pants"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testDetectsTwoAnagrams() {
    let anagram = Anagram(word: "solemn")
    let results = anagram.match(["lemons", "cherry", "melons"])
    let expected = ["lemons", "melons"]
    print(results == expected)
  }

  
  func testDoesNotDetectAnagramSubsets() {
    let anagram = Anagram(word: "good")
    let results = anagram.match(["dog", "goody"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testDetectsAnagram() {
    let anagram = Anagram(word: "listen")
    let results = anagram.match(["enlists", "google", "inlets", "banana"])
    let expected = ["inlets"]
    print(results == expected)
  }

  
  func testDetectsThreeAnagrams() {
    let anagram = Anagram(word: "allergy")
    let results = anagram.match(["gallery", "ballerina", "regally", "clergy", "largely", "leading"])
    let expected = ["gallery", "regally", "largely"]
    print(results == expected)
  }

  
  func testDetectsMultipleAnagramsWithDifferentCase() {
    let anagram = Anagram(word: "nose")
    let results = anagram.match(["Eons", "ONES"])
    let expected = ["Eons", "ONES"]
    print(results == expected)
  }

  
  func testDoesNotDetectNonAnagramsWithIdenticalChecksum() {
    let anagram = Anagram(word: "mass")
    let results = anagram.match(["last"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testDetectsAnagramsCaseInsensitively() {
    let anagram = Anagram(word: "Orchestra")
    let results = anagram.match(["cashregister", "Carthorse", "radishes"])
    let expected = ["Carthorse"]
    print(results == expected)
  }

  
  func testDetectsAnagramsUsingCaseInsensitiveSubject() {
    let anagram = Anagram(word: "Orchestra")
    let results = anagram.match(["cashregister", "carthorse", "radishes"])
    let expected = ["carthorse"]
    print(results == expected)
  }

  
  func testDetectsAnagramsUsingCaseInsensitivePossibleMatches() {
    let anagram = Anagram(word: "orchestra")
    let results = anagram.match(["cashregister", "Carthorse", "radishes"])
    let expected = ["Carthorse"]
    print(results == expected)
  }

  
  func testDoesNotDetectAnAnagramIfTheOriginalWordIsRepeated() {
    let anagram = Anagram(word: "go")
    let results = anagram.match(["goGoGO"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testAnagramsMustUseAllLettersExactlyOnce() {
    let anagram = Anagram(word: "tapper")
    let results = anagram.match(["patter"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testWordsAreNotAnagramsOfThemselvesCaseInsensitive() {
    let anagram = Anagram(word: "BANANA")
    let results = anagram.match(["BANANA", "Banana", "banana"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testWordsAreNotAnagramsOfThemselves() {
    let anagram = Anagram(word: "BANANA")
    let results = anagram.match(["BANANA"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testWordsAreNotAnagramsOfThemselvesEvenIfLetterCaseIsPartiallyDifferent() {
    let anagram = Anagram(word: "BANANA")
    let results = anagram.match(["Banana"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testWordsAreNotAnagramsOfThemselvesEvenIfLetterCaseIsCompletelyDifferent() {
    let anagram = Anagram(word: "BANANA")
    let results = anagram.match(["banana"])
    let expected = [String]()
    print(results == expected)
  }

  
  func testWordsOtherThanThemselvesCanBeAnagrams() {
    let anagram = Anagram(word: "LISTEN")
    let results = anagram.match(["LISTEN", "Silent"])
    let expected = ["Silent"]
    print(results == expected)
  }
}

let suite = AnagramTests()
suite.testNoMatches()
suite.testDetectsTwoAnagrams()
suite.testDoesNotDetectAnagramSubsets()
suite.testDetectsAnagram()
suite.testDetectsThreeAnagrams()
suite.testDetectsMultipleAnagramsWithDifferentCase()
suite.testDoesNotDetectNonAnagramsWithIdenticalChecksum()
suite.testDetectsAnagramsCaseInsensitively()
suite.testDetectsAnagramsUsingCaseInsensitiveSubject()
suite.testDetectsAnagramsUsingCaseInsensitivePossibleMatches()
suite.testDoesNotDetectAnAnagramIfTheOriginalWordIsRepeated()
suite.testAnagramsMustUseAllLettersExactlyOnce()
suite.testWordsAreNotAnagramsOfThemselvesCaseInsensitive()
suite.testWordsAreNotAnagramsOfThemselves()
suite.testWordsAreNotAnagramsOfThemselvesEvenIfLetterCaseIsPartiallyDifferent()
suite.testWordsAreNotAnagramsOfThemselvesEvenIfLetterCaseIsCompletelyDifferent()
suite.testWordsOtherThanThemselvesCanBeAnagrams()
