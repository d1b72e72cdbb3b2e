import Foundation

enum GrainsError: Error {
  case inputTooLow
  case inputTooHigh
}

struct Grains {

  static func square(_ num: Int) throws -> UInt64 {
    guard num >= 1 else {
      throw GrainsError.inputTooLow
    }

    guard num <= 64 else {
      throw GrainsError.inputTooHigh
    }

    let one: UInt64 = 1
    let shift = UInt64(num - 1)
    return one << shift
  }

  static var total: UInt64 {
    let numbers = (1...64).map { $0 }

    return numbers.reduce(UInt64(0)) {
      guard let squared = try? square($1) else { return $0 }
      return $0 + squared
    }
  }
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct GrainsTests {

  
  func testGrainsOnSquare1() {
    print(try! Grains.square(1) == 1)
  }

  
  func testGrainsOnSquare2() {
    print(try! Grains.square(2) == 2)
  }

  
  func testGrainsOnSquare3() {
    print(try! Grains.square(3) == 4)
  }

  
  func testGrainsOnSquare4() {
    print(try! Grains.square(4) == 8)
  }

  
  func testGrainsOnSquare16() {
    print(try! Grains.square(16) == 32768)
  }

  
  func testGrainsOnSquare32() {
    print(try! Grains.square(32) == 2_147_483_648)
  }

  
  func testGrainsOnSquare64() {
    print(try! Grains.square(64) == 9_223_372_036_854_775_808)
  }

  
  func testSquare0IsInvalid() {
    expectThrows { try Grains.square(0) }
  }

  
  func testNegativeSquareIsInvalid() {
    expectThrows { try Grains.square(-1) }
  }

  
  func testSquareGreaterThan64IsInvalid() {
    expectThrows { try Grains.square(65) }
  }

  
  func test2() {
    print(Grains.total == 18_446_744_073_709_551_615)
  }
}

let suite = GrainsTests()
suite.testGrainsOnSquare1()
suite.testGrainsOnSquare2()
suite.testGrainsOnSquare3()
suite.testGrainsOnSquare4()
suite.testGrainsOnSquare16()
suite.testGrainsOnSquare32()
suite.testGrainsOnSquare64()
suite.testSquare0IsInvalid()
suite.testNegativeSquareIsInvalid()
suite.testSquareGreaterThan64IsInvalid()
suite.test2()
