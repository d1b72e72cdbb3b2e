enum SayError: Error {
  case outOfRange
}

let numberNames = [
  0: "zero",
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
]

let teenNames = [
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  14: "fourteen",
  15: "fifteen",
  16: "sixteen",
  17: "seventeen",
  18: "eighteen",
  19: "ninteen",
]

let tensNames = [
  2: "twenty",
  3: "thirty",
  4: "forty",
  5: "fifty",
  6: "sixty",
  7: "seventy",
  8: "eighty",
  9: "ninety",
]

let bigNames = [
  100: "hundred",
  1000: "thousand",
  1_000_000: "million",
  1_000_000_000: "billion",
]

func say(number: Int) throws -> String {
  var result = ""
  var number = number
  if number < 0 || number > 999_999_999_999 {
    print("hi")
    throw SayError.outOfRange
  }

  if number == 0 {
    return "zero"
  }

  for (value, name) in bigNames.sorted(by: >) {
    if number >= value {
      let times = number / value
      number = number % value
      if times > 0 {
        result += try say(number: times) + " " + name
        if number > 0 {
          result += " "
        }
      }
    }
  }

  if number >= 20 {
    let times = number / 10
    number = number % 10
    result += tensNames[times]!
    if number > 0 {
      result += "-" + numberNames[number]!
    }
  } else if number >= 10 {
    result += teenNames[number]!
  } else if number > 0 {
    result += numberNames[number]!
  }

  return result
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct SayTests {

  
  func testZero() {
    print(try! say(number: 0) == "zero")
  }

  
  func testOne() {
    print(try! say(number: 1) == "one")
  }

  
  func testFourteen() {
    print(try! say(number: 14) == "fourteen")
  }

  
  func testTwenty() {
    print(try! say(number: 20) == "twenty")
  }

  
  func testTwentyTwo() {
    print(try! say(number: 22) == "twenty-two")
  }

  
  func testThirty() {
    print(try! say(number: 30) == "thirty")
  }

  
  func testNinetyNine() {
    print(try! say(number: 99) == "ninety-nine")
  }

  
  func testOneHundred() {
    print(try! say(number: 100) == "one hundred")
  }

  
  func testOneHundredTwentyThree() {
    print(try! say(number: 123) == "one hundred twenty-three")
  }

  
  func testTwoHundred() {
    print(try! say(number: 200) == "two hundred")
  }

  
  func testNineHundredNinetyNine() {
    print(try! say(number: 999) == "nine hundred ninety-nine")
  }

  
  func testOneThousand() {
    print(try! say(number: 1000) == "one thousand")
  }

  
  func testOneThousandTwoHundredThirtyFour() {
    print(try! say(number: 1234) == "one thousand two hundred thirty-four")
  }

  
  func testOneMillion() {
    print(try! say(number: 1_000_000) == "one million")
  }

  
  func testOneMillionTwoThousandThreeHundredFortyFive() {
    print(try! say(number: 1_002_345) == "one million two thousand three hundred forty-five")
  }

  
  func testOneBillion() {
    print(try! say(number: 1_000_000_000) == "one billion")
  }

  
  func testABigNumber() {
    print(
      try! say(number: 987_654_321_123)
        == "nine hundred eighty-seven billion six hundred fifty-four million three hundred twenty-one thousand one hundred twenty-three"
    )
  }

  
  func testNumbersBelowZeroAreOutOfRange() {
    expectThrows {
      try say(number: -1)
    }
  }

  
  func testNumbersAbove999999999999AreOutOfRange() {
    expectThrows {
      try say(number: 1_000_000_000_000)
    }
  }
}

let suite = SayTests()
suite.testZero()
suite.testOne()
suite.testFourteen()
suite.testTwenty()
suite.testTwentyTwo()
suite.testThirty()
suite.testNinetyNine()
suite.testOneHundred()
suite.testOneHundredTwentyThree()
suite.testTwoHundred()
suite.testNineHundredNinetyNine()
suite.testOneThousand()
suite.testOneThousandTwoHundredThirtyFour()
suite.testOneMillion()
suite.testOneMillionTwoThousandThreeHundredFortyFive()
suite.testOneBillion()
suite.testABigNumber()
suite.testNumbersBelowZeroAreOutOfRange()
suite.testNumbersAbove999999999999AreOutOfRange()
