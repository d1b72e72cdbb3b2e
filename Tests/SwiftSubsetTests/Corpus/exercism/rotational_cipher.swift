func rotateCipher(_ input: String, shift: Int) -> String {
  let lowercaseAlphabet = Array("abcdefghijklmnopqrstuvwxyz")
  let uppercaseAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  var result = ""

  for char in input {
    if let index = lowercaseAlphabet.firstIndex(of: char) {
      let newIndex = (index + shift) % lowercaseAlphabet.count
      result.append(lowercaseAlphabet[newIndex])
    } else if let index = uppercaseAlphabet.firstIndex(of: char) {
      let newIndex = (index + shift) % uppercaseAlphabet.count
      result.append(uppercaseAlphabet[newIndex])
    } else {
      result.append(char)
    }
  }

  return result
}


struct RotationalCipherTests {

  
  func testRotateABy0SameOutputAsInput() {
    print(rotateCipher("a", shift: 0) == "a")
  }

  
  func testRotateABy1() {
    print(rotateCipher("a", shift: 1) == "b")
  }

  
  func testRotateABy26SameOutputAsInput() {
    print(rotateCipher("a", shift: 26) == "a")
  }

  
  func testRotateMBy13() {
    print(rotateCipher("m", shift: 13) == "z")
  }

  
  func testRotateNBy13WithWrapAroundAlphabet() {
    print(rotateCipher("n", shift: 13) == "a")
  }

  
  func testRotateCapitalLetters() {
    print(rotateCipher("OMG", shift: 5) == "TRL")
  }

  
  func testRotateSpaces() {
    print(rotateCipher("O M G", shift: 5) == "T R L")
  }

  
  func testRotateNumbers() {
    print(rotateCipher("Testing 1 2 3 testing", shift: 4) == "Xiwxmrk 1 2 3 xiwxmrk")
  }

  
  func testRotatePunctuation() {
    print(rotateCipher("Let's eat, Grandma!", shift: 21) == "Gzo'n zvo, Bmviyhv!")
  }

  
  func testRotateAllLetters() {
    print(
      rotateCipher("The quick brown fox jumps over the lazy dog.", shift: 13)
        == "Gur dhvpx oebja sbk whzcf bire gur ynml qbt.")
  }
}

let suite = RotationalCipherTests()
suite.testRotateABy0SameOutputAsInput()
suite.testRotateABy1()
suite.testRotateABy26SameOutputAsInput()
suite.testRotateMBy13()
suite.testRotateNBy13WithWrapAroundAlphabet()
suite.testRotateCapitalLetters()
suite.testRotateSpaces()
suite.testRotateNumbers()
suite.testRotatePunctuation()
suite.testRotateAllLetters()
