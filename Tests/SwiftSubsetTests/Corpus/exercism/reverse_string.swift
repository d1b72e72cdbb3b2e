func reverseString(_ input : String) -> String {
    return String(input.reversed())
}


struct ReverseStringTests {

  
  func testAnEmptyString() {
    print(reverseString("") == "")
  }

  
  func testAWord() {
    print(reverseString("robot") == "tobor")
  }

  
  func testACapitalizedWord() {
    print(reverseString("Ramen") == "nemaR")
  }

  
  func testASentenceWithPunctuation() {
    print(reverseString("I'm hungry!") == "!yrgnuh m'I")
  }

  
  func testAPalindrome() {
    print(reverseString("racecar") == "racecar")
  }

  
  func testAnEvenSizedWord() {
    print(reverseString("drawer") == "reward")
  }
}

let suite = ReverseStringTests()
suite.testAnEmptyString()
suite.testAWord()
suite.testACapitalizedWord()
suite.testASentenceWithPunctuation()
suite.testAPalindrome()
suite.testAnEvenSizedWord()
