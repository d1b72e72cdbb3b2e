import Foundation

class BottleSong {
  var bottles: Int
  let numberText: [Int: String] = [
    0: "no",
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
  ]

  init(bottles: Int) {
    self.bottles = bottles
  }

  func song(takedown: Int) -> [String] {
    var song = [String]()
    for current in 0..<takedown {
      song.append(contentsOf: verse(bottles: bottles))
      bottles -= 1
      if current != takedown - 1 {
        song.append("")
      }
    }
    return song
  }

  private func verse(bottles: Int) -> [String] {
    return [
      "\(numberText[bottles]!.capitalized) green \(bottles == 1 ? "bottle" : "bottles") hanging on the wall,",
      "\(numberText[bottles]!.capitalized) green \(bottles == 1 ? "bottle" : "bottles") hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be \(numberText[bottles - 1]!) green \((bottles - 1) == 1 ? "bottle" : "bottles") hanging on the wall.",
    ]
  }
}


struct BottleSongTests {

  
  func testFirstGenericVerse1() {
    let bottleSong = BottleSong(bottles: 10)
    let expected = [
      "Ten green bottles hanging on the wall,", "Ten green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be nine green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 1) == expected)
  }

  
  func testLastGenericVerse1() {
    let bottleSong = BottleSong(bottles: 3)
    let expected = [
      "Three green bottles hanging on the wall,", "Three green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be two green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 1) == expected)
  }

  
  func testVerseWith2Bottles1() {
    let bottleSong = BottleSong(bottles: 2)
    let expected = [
      "Two green bottles hanging on the wall,", "Two green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be one green bottle hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 1) == expected)
  }

  
  func testVerseWith1Bottle1() {
    let bottleSong = BottleSong(bottles: 1)
    let expected = [
      "One green bottle hanging on the wall,", "One green bottle hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be no green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 1) == expected)
  }

  
  func testFirstTwoVerses1() {
    let bottleSong = BottleSong(bottles: 10)
    let expected = [
      "Ten green bottles hanging on the wall,", "Ten green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be nine green bottles hanging on the wall.", "",
      "Nine green bottles hanging on the wall,", "Nine green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be eight green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 2) == expected)
  }

  
  func testLastThreeVerses1() {
    let bottleSong = BottleSong(bottles: 3)
    let expected = [
      "Three green bottles hanging on the wall,", "Three green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be two green bottles hanging on the wall.", "",
      "Two green bottles hanging on the wall,", "Two green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be one green bottle hanging on the wall.", "",
      "One green bottle hanging on the wall,", "One green bottle hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be no green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 3) == expected)
  }

  
  func testAllVerses1() {
    let bottleSong = BottleSong(bottles: 10)
    let expected = [
      "Ten green bottles hanging on the wall,", "Ten green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be nine green bottles hanging on the wall.", "",
      "Nine green bottles hanging on the wall,", "Nine green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be eight green bottles hanging on the wall.", "",
      "Eight green bottles hanging on the wall,", "Eight green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be seven green bottles hanging on the wall.", "",
      "Seven green bottles hanging on the wall,", "Seven green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be six green bottles hanging on the wall.", "",
      "Six green bottles hanging on the wall,", "Six green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be five green bottles hanging on the wall.", "",
      "Five green bottles hanging on the wall,", "Five green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be four green bottles hanging on the wall.", "",
      "Four green bottles hanging on the wall,", "Four green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be three green bottles hanging on the wall.", "",
      "Three green bottles hanging on the wall,", "Three green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be two green bottles hanging on the wall.", "",
      "Two green bottles hanging on the wall,", "Two green bottles hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be one green bottle hanging on the wall.", "",
      "One green bottle hanging on the wall,", "One green bottle hanging on the wall,",
      "And if one green bottle should accidentally fall,",
      "There'll be no green bottles hanging on the wall.",
    ]
    print(bottleSong.song(takedown: 10) == expected)
  }

}

let suite = BottleSongTests()
suite.testFirstGenericVerse1()
suite.testLastGenericVerse1()
suite.testVerseWith2Bottles1()
suite.testVerseWith1Bottle1()
suite.testFirstTwoVerses1()
suite.testLastThreeVerses1()
suite.testAllVerses1()
