class PigLatin {
  static func translate(_ input: String) -> String {
    let words = input.lowercased().split(separator: " ")
    let translatedWords = words.map { translateWord(String($0)) }
    return translatedWords.joined(separator: " ")
  }

  private static func translateWord(_ word: String) -> String {
    if word.isEmpty {
      return word
    }

    if ["a", "e", "i", "o", "u"].contains(String(word.first!)) || word.starts(with: "xr")
      || word.starts(with: "yt")
    {
      return word + "ay"
    }

    if word.starts(with: "squ") || word.starts(with: "thr") || word.starts(with: "sch") {
      return word.dropFirst(3) + String(word.prefix(3)) + "ay"
    }

    let firstTwoCharacters = word.prefix(2)
    let isFirstTwoCharactersVocals = ["a", "e", "i", "o", "u"].contains(String(firstTwoCharacters))

    var thirdLetter = ""
    if word.count >= 3 {
      thirdLetter = String(word[word.index(word.startIndex, offsetBy: 2)])
    }

    if word.starts(with: "ch") || word.starts(with: "qu") || word.starts(with: "th")
      || (!isFirstTwoCharactersVocals && thirdLetter == "y")
    {
      return word.dropFirst(2) + String(word.prefix(2)) + "ay"
    }

    return word.dropFirst() + String(word.prefix(1)) + "ay"

  }
}


struct PigLatinTests {

  
  func testWordBeginningWithA() {
    print(PigLatin.translate("apple") == "appleay")
  }

  
  func testWordBeginningWithE() {
    print(PigLatin.translate("ear") == "earay")
  }

  
  func testWordBeginningWithI() {
    print(PigLatin.translate("igloo") == "iglooay")
  }

  
  func testWordBeginningWithO() {
    print(PigLatin.translate("object") == "objectay")
  }

  
  func testWordBeginningWithU() {
    print(PigLatin.translate("under") == "underay")
  }

  
  func testWordBeginningWithAVowelAndFollowedByAQu() {
    print(PigLatin.translate("equal") == "equalay")
  }

  
  func testWordBeginningWithP() {
    print(PigLatin.translate("pig") == "igpay")
  }

  
  func testWordBeginningWithK() {
    print(PigLatin.translate("koala") == "oalakay")
  }

  
  func testWordBeginningWithX() {
    print(PigLatin.translate("xenon") == "enonxay")
  }

  
  func testWordBeginningWithQWithoutAFollowingU() {
    print(PigLatin.translate("qat") == "atqay")
  }

  
  func testWordBeginningWithConsonantAndVowelContainingQu() {
    print(PigLatin.translate("liquid") == "iquidlay")
  }

  
  func testWordBeginningWithCh() {
    print(PigLatin.translate("chair") == "airchay")
  }

  
  func testWordBeginningWithQu() {
    print(PigLatin.translate("queen") == "eenquay")
  }

  
  func testWordBeginningWithQuAndAPrecedingConsonant() {
    print(PigLatin.translate("square") == "aresquay")
  }

  
  func testWordBeginningWithTh() {
    print(PigLatin.translate("therapy") == "erapythay")
  }

  
  func testWordBeginningWithThr() {
    print(PigLatin.translate("thrush") == "ushthray")
  }

  
  func testWordBeginningWithSch() {
    print(PigLatin.translate("school") == "oolschay")
  }

  
  func testWordBeginningWithYt() {
    print(PigLatin.translate("yttria") == "yttriaay")
  }

  
  func testWordBeginningWithXr() {
    print(PigLatin.translate("xray") == "xrayay")
  }

  
  func testYIsTreatedLikeAConsonantAtTheBeginningOfAWord() {
    print(PigLatin.translate("yellow") == "ellowyay")
  }

  
  func testYIsTreatedLikeAVowelAtTheEndOfAConsonantCluster() {
    print(PigLatin.translate("rhythm") == "ythmrhay")
  }

  
  func testYAsSecondLetterInTwoLetterWord() {
    print(PigLatin.translate("my") == "ymay")
  }

  
  func testAWholePhrase() {
    print(PigLatin.translate("quick fast run") == "ickquay astfay unray")
  }
}

let suite = PigLatinTests()
suite.testWordBeginningWithA()
suite.testWordBeginningWithE()
suite.testWordBeginningWithI()
suite.testWordBeginningWithO()
suite.testWordBeginningWithU()
suite.testWordBeginningWithAVowelAndFollowedByAQu()
suite.testWordBeginningWithP()
suite.testWordBeginningWithK()
suite.testWordBeginningWithX()
suite.testWordBeginningWithQWithoutAFollowingU()
suite.testWordBeginningWithConsonantAndVowelContainingQu()
suite.testWordBeginningWithCh()
suite.testWordBeginningWithQu()
suite.testWordBeginningWithQuAndAPrecedingConsonant()
suite.testWordBeginningWithTh()
suite.testWordBeginningWithThr()
suite.testWordBeginningWithSch()
suite.testWordBeginningWithYt()
suite.testWordBeginningWithXr()
suite.testYIsTreatedLikeAConsonantAtTheBeginningOfAWord()
suite.testYIsTreatedLikeAVowelAtTheEndOfAConsonantCluster()
suite.testYAsSecondLetterInTwoLetterWord()
suite.testAWholePhrase()
