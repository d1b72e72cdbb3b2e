let commandValues = [
  1: "wink",
  2: "double blink",
  4: "close your eyes",
  8: "jump",
]

func commands(number: Int) -> [String] {
  var result = [String]()

  for (value, name) in commandValues.sorted(by: <) {
    if number & value != 0 {
      result.append(name)
    }
  }

  if number & 16 != 0 {
    result.reverse()
  }

  return result
}


struct SecretHandshakeTests {

  
  func testWinkFor1() {
    print(commands(number: 1) == ["wink"])
  }

  
  func testDoubleBlinkFor10() {
    print(commands(number: 2) == ["double blink"])
  }

  
  func testCloseYourEyesFor100() {
    print(commands(number: 4) == ["close your eyes"])
  }

  
  func testJumpFor1000() {
    print(commands(number: 8) == ["jump"])
  }

  
  func testCombineTwoActions() {
    print(commands(number: 3) == ["wink", "double blink"])
  }

  
  func testReverseTwoActions() {
    print(commands(number: 19) == ["double blink", "wink"])
  }

  
  func testReversingOneActionGivesTheSameAction() {
    print(commands(number: 24) == ["jump"])
  }

  
  func testReversingNoActionsStillGivesNoActions() {
    print(commands(number: 16) == [])
  }

  
  func testAllPossibleActions() {
    print(commands(number: 15) == ["wink", "double blink", "close your eyes", "jump"])
  }

  
  func testReverseAllPossibleActions() {
    print(commands(number: 31) == ["jump", "close your eyes", "double blink", "wink"])
  }

  
  func testDoNothingForZero() {
    print(commands(number: 0) == [])
  }
}

let suite = SecretHandshakeTests()
suite.testWinkFor1()
suite.testDoubleBlinkFor10()
suite.testCloseYourEyesFor100()
suite.testJumpFor1000()
suite.testCombineTwoActions()
suite.testReverseTwoActions()
suite.testReversingOneActionGivesTheSameAction()
suite.testReversingNoActionsStillGivesNoActions()
suite.testAllPossibleActions()
suite.testReverseAllPossibleActions()
suite.testDoNothingForZero()
