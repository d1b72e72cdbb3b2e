import Foundation

class Acronym {
    static func abbreviate(_ phrase: String) -> String {
    let words = phrase.components(separatedBy: CharacterSet(charactersIn: " -_"))
    var acronym = ""
    
    for word in words {
        if let firstCharacter = word.first {
            acronym.append(String(firstCharacter).uppercased())
        }
    }
    
    return acronym
    }
}


struct AcronymTests {

  
  func testBasic() {
    print("PNG" == Acronym.abbreviate("Portable Network Graphics"))
  }

  
  func testLowercaseWords() {
    print("ROR" == Acronym.abbreviate("Ruby on Rails"))
  }

  
  func testPunctuation() {
    print("FIFO" == Acronym.abbreviate("First In, First Out"))
  }

  
  func testAllCapsWord() {
    print("GIMP" == Acronym.abbreviate("GNU Image Manipulation Program"))
  }

  
  func testPunctuationWithoutWhitespace() {
    print("CMOS" == Acronym.abbreviate("Complementary metal-oxide semiconductor"))
  }

  
  func testVeryLongAbbreviation() {
    print(
      "ROTFLSHTMDCOALM"
        == Acronym.abbreviate(
          "Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me"))
  }

  
  func testConsecutiveDelimiters() {
    print("SIMUFTA" == Acronym.abbreviate("Something - I made up from thin air"))
  }

  
  func testApostrophes() {
    print("HC" == Acronym.abbreviate("Halley's Comet"))
  }

  
  func testUnderscoreEmphasis() {
    print("TRNT" == Acronym.abbreviate("The Road _Not_ Taken"))
  }
}

let suite = AcronymTests()
suite.testBasic()
suite.testLowercaseWords()
suite.testPunctuation()
suite.testAllCapsWord()
suite.testPunctuationWithoutWhitespace()
suite.testVeryLongAbbreviation()
suite.testConsecutiveDelimiters()
suite.testApostrophes()
suite.testUnderscoreEmphasis()
