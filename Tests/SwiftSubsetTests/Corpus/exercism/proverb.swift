class Proverb {
  let words: [String]

  init(_ words: [String]) {
    self.words = words
  }

  func recite() -> String {
    var result = ""
    for i in 0..<words.count {
      if i == words.count - 1 {
        result += "And all for the want of a \(words[0])."
      } else {
        result += "For want of a \(words[i]) the \(words[i + 1]) was lost.\n"
      }
    }
    return result
  }
}


struct ProverbTests {

  
  func testZeroPieces() {
    let expected = ""
    print(Proverb([]).recite() == expected)
  }

  
  func testOnePiece() {
    let expected = "And all for the want of a nail."
    print(Proverb(["nail"]).recite() == expected)
  }

  
  func testTwoPieces() {
    let expected = "For want of a nail the shoe was lost.\n" + "And all for the want of a nail."
    print(Proverb(["nail", "shoe"]).recite() == expected)
  }

  
  func testThreePieces() {
    let expected =
      "For want of a nail the shoe was lost.\n" + "For want of a shoe the horse was lost.\n"
      + "And all for the want of a nail."
    print(Proverb(["nail", "shoe", "horse"]).recite() == expected)
  }

  
  func testFullProverb() {
    let expected =
      "For want of a nail the shoe was lost.\n" + "For want of a shoe the horse was lost.\n"
      + "For want of a horse the rider was lost.\n" + "For want of a rider the message was lost.\n"
      + "For want of a message the battle was lost.\n"
      + "For want of a battle the kingdom was lost.\n" + "And all for the want of a nail."
    print(
      Proverb(["nail", "shoe", "horse", "rider", "message", "battle", "kingdom"]).recite()
        == expected)
  }

  
  func testFourPiecesModernized() {
    let expected =
      "For want of a pin the gun was lost.\n" + "For want of a gun the soldier was lost.\n"
      + "For want of a soldier the battle was lost.\n" + "And all for the want of a pin."
    print(Proverb(["pin", "gun", "soldier", "battle"]).recite() == expected)
  }
}

let suite = ProverbTests()
suite.testZeroPieces()
suite.testOnePiece()
suite.testTwoPieces()
suite.testThreePieces()
suite.testFullProverb()
suite.testFourPiecesModernized()
