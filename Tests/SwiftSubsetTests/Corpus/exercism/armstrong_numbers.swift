import Foundation

func isArmstrongNumber(_ number: Int) -> Bool {
    let stringNumber = String(number)
    let numberLength = stringNumber.count
    let sum = stringNumber.compactMap { Int(String($0)) }.reduce(0) { $0 + Int(pow(Double($1), Double(numberLength))) }
    return sum == number
}


struct ArmstrongNumbersTests {

  
  func testZeroIsAnArmstrongNumber() {
    print(isArmstrongNumber(0))
  }

  
  func testSingleDigitNumbersAreArmstrongNumbers() {
    print(isArmstrongNumber(5))
  }

  
  func testThereAreNoTwoDigitArmstrongNumbers() {
    print(!isArmstrongNumber(10))
  }

  
  func testThreeDigitNumberThatIsAnArmstrongNumber() {
    print(isArmstrongNumber(153))
  }

  
  func testThreeDigitNumberThatIsNotAnArmstrongNumber() {
    print(!isArmstrongNumber(100))
  }

  
  func testFourDigitNumberThatIsAnArmstrongNumber() {
    print(isArmstrongNumber(9474))
  }

  
  func testFourDigitNumberThatIsNotAnArmstrongNumber() {
    print(!isArmstrongNumber(9475))
  }

  
  func testSevenDigitNumberThatIsAnArmstrongNumber() {
    print(isArmstrongNumber(9_926_315))
  }

  
  func testSevenDigitNumberThatIsNotAnArmstrongNumber() {
    print(!isArmstrongNumber(9_926_314))
  }
}

let suite = ArmstrongNumbersTests()
suite.testZeroIsAnArmstrongNumber()
suite.testSingleDigitNumbersAreArmstrongNumbers()
suite.testThereAreNoTwoDigitArmstrongNumbers()
suite.testThreeDigitNumberThatIsAnArmstrongNumber()
suite.testThreeDigitNumberThatIsNotAnArmstrongNumber()
suite.testFourDigitNumberThatIsAnArmstrongNumber()
suite.testFourDigitNumberThatIsNotAnArmstrongNumber()
suite.testSevenDigitNumberThatIsAnArmstrongNumber()
suite.testSevenDigitNumberThatIsNotAnArmstrongNumber()
