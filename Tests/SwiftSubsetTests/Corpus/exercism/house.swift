class House {
  private static let pieces = [
    ["the horse and the hound and the horn", "that belonged to"],
    ["the farmer sowing his corn", "that kept"],
    ["the rooster that crowed in the morn", "that woke"],
    ["the priest all shaven and shorn", "that married"],
    ["the man all tattered and torn", "that kissed"],
    ["the maiden all forlorn", "that milked"],
    ["the cow with the crumpled horn", "that tossed"],
    ["the dog", "that worried"],
    ["the cat", "that killed"],
    ["the rat", "that ate"],
    ["the malt", "that lay in"],
    ["the house that Jack built"],
  ]

  static func recite(start: Int, end: Int) -> String {
    return (start...end).map { verse($0) }.joined(separator: "\n")
  }

  private static func verse(_ number: Int) -> String {
    let startIndex = pieces.count - number
    let endIndex = pieces.count
    let selectedPieces = pieces[startIndex..<endIndex]
    let text = selectedPieces.map { $0.joined(separator: " ") }.joined(separator: " ")

    return "This is \(text)."
  }
}


struct HouseTests {

  
  func testVerseOneTheHouseThatJackBuilt() {
    let expected = "This is the house that Jack built."
    print(House.recite(start: 1, end: 1) == expected)
  }

  
  func testVerseTwoTheMaltThatLay() {
    let expected = "This is the malt that lay in the house that Jack built."
    print(House.recite(start: 2, end: 2) == expected)
  }

  
  func testVerseThreeTheRatThatAte() {
    let expected = "This is the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 3, end: 3) == expected)
  }

  
  func testVerseFourTheCatThatKilled() {
    let expected =
      "This is the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 4, end: 4) == expected)
  }

  
  func testVerseFiveTheDogThatWorried() {
    let expected =
      "This is the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 5, end: 5) == expected)
  }

  
  func testVerseSixTheCowWithTheCrumpledHorn() {
    let expected =
      "This is the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 6, end: 6) == expected)
  }

  
  func testVerseSevenTheMaidenAllForlorn() {
    let expected =
      "This is the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 7, end: 7) == expected)
  }

  
  func testVerseEightTheManAllTatteredAndTorn() {
    let expected =
      "This is the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 8, end: 8) == expected)
  }

  
  func testVerseNineThePriestAllShavenAndShorn() {
    let expected =
      "This is the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 9, end: 9) == expected)
  }

  
  func testVerse10TheRoosterThatCrowedInTheMorn() {
    let expected =
      "This is the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 10, end: 10) == expected)
  }

  
  func testVerse11TheFarmerSowingHisCorn() {
    let expected =
      "This is the farmer sowing his corn that kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 11, end: 11) == expected)
  }

  
  func testVerse12TheHorseAndTheHoundAndTheHorn() {
    let expected =
      "This is the horse and the hound and the horn that belonged to the farmer sowing his corn that kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 12, end: 12) == expected)
  }

  
  func testMultipleVerses() {
    let expected =
      "This is the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 4, end: 8) == expected)
  }

  
  func testFullRhyme() {
    let expected =
      "This is the house that Jack built.\n"
      + "This is the malt that lay in the house that Jack built.\n"
      + "This is the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the farmer sowing his corn that kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.\n"
      + "This is the horse and the hound and the horn that belonged to the farmer sowing his corn that kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built."
    print(House.recite(start: 1, end: 12) == expected)
  }
}

let suite = HouseTests()
suite.testVerseOneTheHouseThatJackBuilt()
suite.testVerseTwoTheMaltThatLay()
suite.testVerseThreeTheRatThatAte()
suite.testVerseFourTheCatThatKilled()
suite.testVerseFiveTheDogThatWorried()
suite.testVerseSixTheCowWithTheCrumpledHorn()
suite.testVerseSevenTheMaidenAllForlorn()
suite.testVerseEightTheManAllTatteredAndTorn()
suite.testVerseNineThePriestAllShavenAndShorn()
suite.testVerse10TheRoosterThatCrowedInTheMorn()
suite.testVerse11TheFarmerSowingHisCorn()
suite.testVerse12TheHorseAndTheHoundAndTheHorn()
suite.testMultipleVerses()
suite.testFullRhyme()
