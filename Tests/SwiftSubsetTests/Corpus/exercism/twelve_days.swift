class TwelveDaysSong {

  private static let ordinals = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth",
  ]

  private static let gifts = [
    "a Partridge in a Pear Tree", "two Turtle Doves", "three French Hens", "four Calling Birds",
    "five Gold Rings", "six Geese-a-Laying", "seven Swans-a-Swimming", "eight Maids-a-Milking",
    "nine Ladies Dancing", "ten Lords-a-Leaping", "eleven Pipers Piping",
    "twelve Drummers Drumming",
  ]

  static func recite(start: Int, end: Int) -> String {
    var verses = [String]()
    for i in start...end {
      verses.append(verse(i))
    }

    return verses.joined(separator: "\n")
  }

  private static func verse(_ verseNumber: Int) -> String {
    let ordinal = ordinals[verseNumber - 1]
    var verse = "On the \(ordinal) day of Christmas my true love gave to me: "
    verse += gifts(forNumber: verseNumber)

    return verse
  }

  private static func gifts(forNumber number: Int) -> String {
    let gift = gifts[number - 1]

    if number == 1 {
      return "\(gift)."
    } else if number == 2 {
      return "\(gift), and \(gifts(forNumber: number - 1))"
    } else {
      return "\(gift), \(gifts(forNumber: number - 1))"
    }
  }
}


struct TwelveDaysTests {

  
  func testFirstDayAPartridgeInAPearTree1() {
    let expected =
      "On the first day of Christmas my true love gave to me: a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 1, end: 1) == expected)
  }

  
  func testSecondDayTwoTurtleDoves1() {
    let expected =
      "On the second day of Christmas my true love gave to me: two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 2, end: 2) == expected)
  }

  
  func testThirdDayThreeFrenchHens1() {
    let expected =
      "On the third day of Christmas my true love gave to me: three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 3, end: 3) == expected)
  }

  
  func testFourthDayFourCallingBirds1() {
    let expected =
      "On the fourth day of Christmas my true love gave to me: four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 4, end: 4) == expected)
  }

  
  func testFifthDayFiveGoldRings1() {
    let expected =
      "On the fifth day of Christmas my true love gave to me: five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 5, end: 5) == expected)
  }

  
  func testSixthDaySixGeeseALaying1() {
    let expected =
      "On the sixth day of Christmas my true love gave to me: six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 6, end: 6) == expected)
  }

  
  func testSeventhDaySevenSwansASwimming1() {
    let expected =
      "On the seventh day of Christmas my true love gave to me: seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 7, end: 7) == expected)
  }

  
  func testEighthDayEightMaidsAMilking1() {
    let expected =
      "On the eighth day of Christmas my true love gave to me: eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 8, end: 8) == expected)
  }

  
  func testNinthDayNineLadiesDancing1() {
    let expected =
      "On the ninth day of Christmas my true love gave to me: nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 9, end: 9) == expected)
  }

  
  func testTenthDayTenLordsALeaping1() {
    let expected =
      "On the tenth day of Christmas my true love gave to me: ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 10, end: 10) == expected)
  }

  
  func testEleventhDayElevenPipersPiping1() {
    let expected =
      "On the eleventh day of Christmas my true love gave to me: eleven Pipers Piping, ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 11, end: 11) == expected)
  }

  
  func testTwelfthDayTwelveDrummersDrumming1() {
    let expected =
      "On the twelfth day of Christmas my true love gave to me: twelve Drummers Drumming, eleven Pipers Piping, ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 12, end: 12) == expected)
  }

  
  func testRecitesFirstThreeVersesOfTheSong2() {
    let expected =
      "On the first day of Christmas my true love gave to me: a Partridge in a Pear Tree.\n"
      + "On the second day of Christmas my true love gave to me: two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the third day of Christmas my true love gave to me: three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 1, end: 3) == expected)
  }

  
  func testRecitesThreeVersesFromTheMiddleOfTheSong2() {
    let expected =
      "On the fourth day of Christmas my true love gave to me: four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the fifth day of Christmas my true love gave to me: five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the sixth day of Christmas my true love gave to me: six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 4, end: 6) == expected)
  }

  
  func testRecitesTheWholeSong2() {
    let expected =
      "On the first day of Christmas my true love gave to me: a Partridge in a Pear Tree.\n"
      + "On the second day of Christmas my true love gave to me: two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the third day of Christmas my true love gave to me: three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the fourth day of Christmas my true love gave to me: four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the fifth day of Christmas my true love gave to me: five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the sixth day of Christmas my true love gave to me: six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the seventh day of Christmas my true love gave to me: seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the eighth day of Christmas my true love gave to me: eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the ninth day of Christmas my true love gave to me: nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the tenth day of Christmas my true love gave to me: ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the eleventh day of Christmas my true love gave to me: eleven Pipers Piping, ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree.\n"
      + "On the twelfth day of Christmas my true love gave to me: twelve Drummers Drumming, eleven Pipers Piping, ten Lords-a-Leaping, nine Ladies Dancing, eight Maids-a-Milking, seven Swans-a-Swimming, six Geese-a-Laying, five Gold Rings, four Calling Birds, three French Hens, two Turtle Doves, and a Partridge in a Pear Tree."
    print(TwelveDaysSong.recite(start: 1, end: 12) == expected)
  }
}

let suite = TwelveDaysTests()
suite.testFirstDayAPartridgeInAPearTree1()
suite.testSecondDayTwoTurtleDoves1()
suite.testThirdDayThreeFrenchHens1()
suite.testFourthDayFourCallingBirds1()
suite.testFifthDayFiveGoldRings1()
suite.testSixthDaySixGeeseALaying1()
suite.testSeventhDaySevenSwansASwimming1()
suite.testEighthDayEightMaidsAMilking1()
suite.testNinthDayNineLadiesDancing1()
suite.testTenthDayTenLordsALeaping1()
suite.testEleventhDayElevenPipersPiping1()
suite.testTwelfthDayTwelveDrummersDrumming1()
suite.testRecitesFirstThreeVersesOfTheSong2()
suite.testRecitesThreeVersesFromTheMiddleOfTheSong2()
suite.testRecitesTheWholeSong2()
