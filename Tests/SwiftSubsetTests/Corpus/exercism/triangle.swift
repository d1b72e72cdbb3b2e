class Triangle {
  var sides: [Double]

  init(_ sides: [Double]) {
    self.sides = sides
  }

  var isEquilateral: Bool {
    guard Triangle.isValidTriangle(sides) else { return false }
    return sides[0] == sides[1] && sides[1] == sides[2]
  }

  var isIsosceles: Bool {
    guard Triangle.isValidTriangle(sides) else { return false }
    return sides[0] == sides[1] || sides[1] == sides[2] || sides[0] == sides[2]
  }

  var isScalene: Bool {
    guard Triangle.isValidTriangle(sides) else { return false }
    return sides[0] != sides[1] && sides[1] != sides[2] && sides[0] != sides[2]
  }

  private static func isValidTriangle(_ sides: [Double]) -> Bool {
    return sides[0] + sides[1] > sides[2] && sides[1] + sides[2] > sides[0]
      && sides[0] + sides[2] > sides[1]
  }
}


struct TriangleTests {

  
  func testAllSidesAreEqual1() {
    print(Triangle([2, 2, 2]).isEquilateral)
  }

  
  func testAnySideIsUnequal1() {
    print(!Triangle([2, 3, 2]).isEquilateral)
  }

  
  func testNoSidesAreEqual1() {
    print(!Triangle([5, 4, 6]).isEquilateral)
  }

  
  func testAllZeroSidesIsNotATriangle1() {
    print(!Triangle([0, 0, 0]).isEquilateral)
  }

  
  func testSidesMayBeFloats1() {
    print(Triangle([0.5, 0.5, 0.5]).isEquilateral)
  }

  
  func testLastTwoSidesAreEqual2() {
    print(Triangle([3, 4, 4]).isIsosceles)
  }

  
  func testFirstTwoSidesAreEqual2() {
    print(Triangle([4, 4, 3]).isIsosceles)
  }

  
  func testFirstAndLastSidesAreEqual2() {
    print(Triangle([4, 3, 4]).isIsosceles)
  }

  
  func testEquilateralTrianglesAreAlsoIsosceles2() {
    print(Triangle([4, 4, 4]).isIsosceles)
  }

  
  func testNoSidesAreEqual2() {
    print(!Triangle([2, 3, 4]).isIsosceles)
  }

  
  func testFirstTriangleInequalityViolation2() {
    print(!Triangle([1, 1, 3]).isIsosceles)
  }

  
  func testSecondTriangleInequalityViolation2() {
    print(!Triangle([1, 3, 1]).isIsosceles)
  }

  
  func testThirdTriangleInequalityViolation2() {
    print(!Triangle([3, 1, 1]).isIsosceles)
  }

  
  func testSidesMayBeFloats2() {
    print(Triangle([0.5, 0.4, 0.5]).isIsosceles)
  }

  
  func testNoSidesAreEqual3() {
    print(Triangle([5, 4, 6]).isScalene)
  }

  
  func testAllSidesAreEqual3() {
    print(!Triangle([4, 4, 4]).isScalene)
  }

  
  func testFirstAndSecondSidesAreEqual3() {
    print(!Triangle([4, 4, 3]).isScalene)
  }

  
  func testFirstAndThirdSidesAreEqual3() {
    print(!Triangle([3, 4, 3]).isScalene)
  }

  
  func testSecondAndThirdSidesAreEqual3() {
    print(!Triangle([4, 3, 3]).isScalene)
  }

  
  func testMayNotViolateTriangleInequality3() {
    print(!Triangle([7, 3, 2]).isScalene)
  }

  
  func testSidesMayBeFloats3() {
    print(Triangle([0.5, 0.4, 0.6]).isScalene)
  }
}

let suite = TriangleTests()
suite.testAllSidesAreEqual1()
suite.testAnySideIsUnequal1()
suite.testNoSidesAreEqual1()
suite.testAllZeroSidesIsNotATriangle1()
suite.testSidesMayBeFloats1()
suite.testLastTwoSidesAreEqual2()
suite.testFirstTwoSidesAreEqual2()
suite.testFirstAndLastSidesAreEqual2()
suite.testEquilateralTrianglesAreAlsoIsosceles2()
suite.testNoSidesAreEqual2()
suite.testFirstTriangleInequalityViolation2()
suite.testSecondTriangleInequalityViolation2()
suite.testThirdTriangleInequalityViolation2()
suite.testSidesMayBeFloats2()
suite.testNoSidesAreEqual3()
suite.testAllSidesAreEqual3()
suite.testFirstAndSecondSidesAreEqual3()
suite.testFirstAndThirdSidesAreEqual3()
suite.testSecondAndThirdSidesAreEqual3()
suite.testMayNotViolateTriangleInequality3()
suite.testSidesMayBeFloats3()
