import Foundation

class Bob {
  static func response(_ message: String) -> String {
    let trimmedMessage = message.trimmingCharacters(in: .whitespacesAndNewlines)
    let isUppercase =
      trimmedMessage.uppercased() == trimmedMessage && trimmedMessage.lowercased() != trimmedMessage
    if trimmedMessage.isEmpty {
      return "Fine. Be that way!"
    } else if isUppercase && trimmedMessage.last == "?" {
      return "Calm down, I know what I'm doing!"
    } else if isUppercase {
      return "Whoa, chill out!"
    } else if trimmedMessage.last == "?" {
      return "Sure."
    } else {
      return "Whatever."
    }
  }
}


struct BobTests {

  
  func testAskingAQuestion() {
    print("Sure." == Bob.response("Does this cryogenic chamber make me look fat?"))
  }

  
  func testShouting() {
    print("Whoa, chill out!" == Bob.response("WATCH OUT!"))
  }

  
  func testForcefulQuestion() {
    print("Calm down, I know what I'm doing!" == Bob.response("WHAT'S GOING ON?"))
  }

  
  func testSilence() {
    print("Fine. Be that way!" == Bob.response(""))
  }

  
  func testStatingSomething() {
    print("Whatever." == Bob.response("Tom-ay-to, tom-aaaah-to."))
  }

  
  func testAskingANumericQuestion() {
    print("Sure." == Bob.response("You are, what, like 15?"))
  }

  
  func testAskingGibberish() {
    print("Sure." == Bob.response("fffbbcbeab?"))
  }

  
  func testQuestionWithNoLetters() {
    print("Sure." == Bob.response("4?"))
  }

  
  func testNonLettersWithQuestion() {
    print("Sure." == Bob.response(":) ?"))
  }

  
  func testPrattlingOn() {
    print("Sure." == Bob.response("Wait! Hang on. Are you going to be OK?"))
  }

  
  func testEndingWithWhitespace() {
    print("Sure." == Bob.response("Okay if like my  spacebar  quite a bit?   "))
  }

  
  func testMultipleLineQuestion() {
    print("Sure." == Bob.response("\nDoes this cryogenic chamber make\n me look fat?"))
  }

  
  func testShoutingGibberish() {
    print("Whoa, chill out!" == Bob.response("FCECDFCAAB"))
  }

  
  func testShoutingAStatementContainingAQuestionMark() {
    print("Whoa, chill out!" == Bob.response("DO LIONS EAT PEOPLE? AHHHHH."))
  }

  
  func testShoutingNumbers() {
    print("Whoa, chill out!" == Bob.response("1, 2, 3 GO!"))
  }

  
  func testShoutingWithSpecialCharacters() {
    print("Whoa, chill out!" == Bob.response("ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!"))
  }

  
  func testShoutingWithNoExclamationMark() {
    print("Whoa, chill out!" == Bob.response("I HATE THE DENTIST"))
  }

  
  func testProlongedSilence() {
    print("Fine. Be that way!" == Bob.response("          "))
  }

  
  func testAlternateSilence() {
    print("Fine. Be that way!" == Bob.response("\t\t\t\t\t\t\t\t\t\t"))
  }

  
  func testOtherWhitespace() {
    print("Fine. Be that way!" == Bob.response("\n\r \t"))
  }

  
  func testTalkingForcefully() {
    print("Whatever." == Bob.response("Hi there!"))
  }

  
  func testUsingAcronymsInRegularSpeech() {
    print("Whatever." == Bob.response("It's OK if you don't want to go work for NASA."))
  }

  
  func testNoLetters() {
    print("Whatever." == Bob.response("1, 2, 3"))
  }

  
  func testStatementContainingQuestionMark() {
    print("Whatever." == Bob.response("Ending with ? means a question."))
  }

  
  func testStartingWithWhitespace() {
    print("Whatever." == Bob.response("         hmmmmmmm..."))
  }

  
  func testNonQuestionEndingWithWhitespace() {
    print("Whatever." == Bob.response("This is a statement ending with whitespace      "))
  }

}

let suite = BobTests()
suite.testAskingAQuestion()
suite.testShouting()
suite.testForcefulQuestion()
suite.testSilence()
suite.testStatingSomething()
suite.testAskingANumericQuestion()
suite.testAskingGibberish()
suite.testQuestionWithNoLetters()
suite.testNonLettersWithQuestion()
suite.testPrattlingOn()
suite.testEndingWithWhitespace()
suite.testMultipleLineQuestion()
suite.testShoutingGibberish()
suite.testShoutingAStatementContainingAQuestionMark()
suite.testShoutingNumbers()
suite.testShoutingWithSpecialCharacters()
suite.testShoutingWithNoExclamationMark()
suite.testProlongedSilence()
suite.testAlternateSilence()
suite.testOtherWhitespace()
suite.testTalkingForcefully()
suite.testUsingAcronymsInRegularSpeech()
suite.testNoLetters()
suite.testStatementContainingQuestionMark()
suite.testStartingWithWhitespace()
suite.testNonQuestionEndingWithWhitespace()
