import Foundation

func dartScore(x: Double, y: Double) -> Int {
  let distance = sqrt(x * x + y * y)
  switch distance {
  case 0...1:
    return 10
  case 1...5:
    return 5
  case 5...10:
    return 1
  default:
    return 0
  }
}


struct DartsTests {

  
  func testMissedTarget() {
    print(dartScore(x: -9, y: 9) == 0)
  }

  
  func testOnTheOuterCircle() {
    print(dartScore(x: 0, y: 10) == 1)
  }

  
  func testOnTheMiddleCircle() {
    print(dartScore(x: -5, y: 0) == 5)
  }

  
  func testOnTheInnerCircle() {
    print(dartScore(x: 0, y: -1) == 10)
  }

  
  func testExactlyOnCenter() {
    print(dartScore(x: 0, y: 0) == 10)
  }

  
  func testNearTheCenter() {
    print(dartScore(x: -0.1, y: -0.1) == 10)
  }

  
  func testJustWithinTheInnerCircle() {
    print(dartScore(x: 0.7, y: 0.7) == 10)
  }

  
  func testJustOutsideTheInnerCircle() {
    print(dartScore(x: 0.8, y: -0.8) == 5)
  }

  
  func testJustWithinTheMiddleCircle() {
    print(dartScore(x: -3.5, y: 3.5) == 5)
  }

  
  func testJustOutsideTheMiddleCircle() {
    print(dartScore(x: -3.6, y: -3.6) == 1)
  }

  
  func testJustWithinTheOuterCircle() {
    print(dartScore(x: -7, y: 7) == 1)
  }

  
  func testJustOutsideTheOuterCircle() {
    print(dartScore(x: 7.1, y: -7.1) == 0)
  }

  
  func testAsymmetricPositionBetweenTheInnerAndMiddleCircles() {
    print(dartScore(x: 0.5, y: -4) == 5)
  }
}

let suite = DartsTests()
suite.testMissedTarget()
suite.testOnTheOuterCircle()
suite.testOnTheMiddleCircle()
suite.testOnTheInnerCircle()
suite.testExactlyOnCenter()
suite.testNearTheCenter()
suite.testJustWithinTheInnerCircle()
suite.testJustOutsideTheInnerCircle()
suite.testJustWithinTheMiddleCircle()
suite.testJustOutsideTheMiddleCircle()
suite.testJustWithinTheOuterCircle()
suite.testJustOutsideTheOuterCircle()
suite.testAsymmetricPositionBetweenTheInnerAndMiddleCircles()
