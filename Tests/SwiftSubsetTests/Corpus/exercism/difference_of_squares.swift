struct Squares {

  var max = 1

  init(_ max: Int) {
    if max > 0 {
      self.max = max
    }
  }

  var squareOfSum: Int {
    let numbers = Array(1...self.max)
    let sum = numbers.reduce(0, +)
    return sum * sum
  }

  var sumOfSquares: Int {
    let numbers = Array(1...self.max)
    return numbers.map { return $0 * $0 }.reduce(0, +)
  }

  var differenceOfSquares: Int {
    return squareOfSum - sumOfSquares
  }
}


struct DifferenceOfSquaresTests {

  
  func testSquareOfSum1() {
    print(1 == Squares(1).squareOfSum)
  }

  
  func testSquareOfSum5() {
    print(225 == Squares(5).squareOfSum)
  }

  
  func testSquareOfSum100() {
    print(25_502_500 == Squares(100).squareOfSum)
  }

  
  func testSumOfSquares1() {
    print(1 == Squares(1).sumOfSquares)
  }

  
  func testSumOfSquares5() {
    print(55 == Squares(5).sumOfSquares)
  }

  
  func testSumOfSquares100() {
    print(338350 == Squares(100).sumOfSquares)
  }

  
  func testDifferenceOfSquares1() {
    print(0 == Squares(1).differenceOfSquares)
  }

  
  func testDifferenceOfSquares5() {
    print(170 == Squares(5).differenceOfSquares)
  }

  
  func testDifferenceOfSquares100() {
    print(25_164_150 == Squares(100).differenceOfSquares)
  }
}

let suite = DifferenceOfSquaresTests()
suite.testSquareOfSum1()
suite.testSquareOfSum5()
suite.testSquareOfSum100()
suite.testSumOfSquares1()
suite.testSumOfSquares5()
suite.testSumOfSquares100()
suite.testDifferenceOfSquares1()
suite.testDifferenceOfSquares5()
suite.testDifferenceOfSquares100()
