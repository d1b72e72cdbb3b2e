func twoFer(name: String = "you") -> String {
  return "One for \(name), one for me."
}


struct TwoFerTests {

  
  func testNoNameGiven() { print(twoFer() == "One for you, one for me.") }

  
  func testANameGiven() { print(twoFer(name: "Alice") == "One for Alice, one for me.") }

  
  func testAnotherNameGiven() { print(twoFer(name: "Bob") == "One for Bob, one for me.") }
}

let suite = TwoFerTests()
suite.testNoNameGiven()
suite.testANameGiven()
suite.testAnotherNameGiven()
