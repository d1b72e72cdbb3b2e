enum SquareRootError: Error {
  case negativeInput
}

struct SquareRoot {
  static func squareRoot(_ n: Int) throws -> Int {
    guard n >= 0 else {
      throw SquareRootError.negativeInput
    }
    if n == 0 || n == 1 {
      return n
    }
    var low = 1
    var high = n
    var result = 1
    while low <= high {
      let mid = low + (high - low) / 2
      if mid <= n / mid {
        result = mid
        low = mid + 1
      } else {
        high = mid - 1
      }
    }
    return result
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

struct SquareRootTests {

  
  func testRootOf1() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(1)
      print(actual == 1)
    }
  }

  
  func testRootOf4() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(4)
      print(actual == 2)
    }
  }

  
  func testRootOf25() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(25)
      print(actual == 5)
    }
  }

  
  func testRootOf81() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(81)
      print(actual == 9)
    }
  }

  
  func testRootOf196() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(196)
      print(actual == 14)
    }
  }

  
  func testRootOf65025() {
    expectThrows {
      let actual = try SquareRoot.squareRoot(65025)
      print(actual == 255)
    }
  }
}

let suite = SquareRootTests()
suite.testRootOf1()
suite.testRootOf4()
suite.testRootOf25()
suite.testRootOf81()
suite.testRootOf196()
suite.testRootOf65025()
