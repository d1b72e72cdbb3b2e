enum SeriesError: Error {
  case sliceLengthLongerThanSeries
  case sliceLengthZeroOrLess
  case emptySeries
}

class Series {
  let series: String
  init(_ series: String) {
    self.series = series
  }
  func slice(_ length: Int) throws -> [String] {
    guard !series.isEmpty else { throw SeriesError.emptySeries }
    guard length <= series.count else { throw SeriesError.sliceLengthLongerThanSeries }
    guard length > 0 else { throw SeriesError.sliceLengthZeroOrLess }
    var result: [String] = []
    for i in 0...series.count - length {
      let start = series.index(series.startIndex, offsetBy: i)
      let end = series.index(start, offsetBy: length)
      result.append(String(series[start..<end]))
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

struct SeriesTests {

  
  func testSlicesOfOneFromOne() {
    let series = Series("1")
    print(try! series.slice(1) == ["1"])
  }

  
  func testSlicesOfOneFromTwo() {
    let series = Series("12")
    print(try! series.slice(1) == ["1", "2"])
  }

  
  func testSlicesOfTwo() {
    let series = Series("35")
    print(try! series.slice(2) == ["35"])
  }

  
  func testSlicesOfTwoOverlap() {
    let series = Series("9142")
    print(try! series.slice(2) == ["91", "14", "42"])
  }

  
  func testSlicesCanIncludeDuplicates() {
    let series = Series("777777")
    print(try! series.slice(3) == ["777", "777", "777", "777"])
  }

  
  func testSlicesOfALongSeries() {
    let series = Series("918493904243")
    print(
      try! series.slice(5) == [
        "91849", "18493", "84939", "49390", "93904", "39042", "90424", "04243",
      ])
  }

  
  func testSliceLengthIsTooLarge() {
    let series = Series("12345")
    expectThrows { try series.slice(6) }
  }

  
  func testSliceLengthIsWayTooLarge() {
    let series = Series("12345")
    expectThrows { try series.slice(42) }
  }

  
  func testSliceLengthCannotBeZero() {
    let series = Series("12345")
    expectThrows { try series.slice(0) }
  }

  
  func testSliceLengthCannotBeNegative() {
    let series = Series("123")
    expectThrows { try series.slice(-1) }
  }

  
  func testEmptySeriesIsInvalid() {
    let series = Series("")
    expectThrows { try series.slice(1) }
  }
}

let suite = SeriesTests()
suite.testSlicesOfOneFromOne()
suite.testSlicesOfOneFromTwo()
suite.testSlicesOfTwo()
suite.testSlicesOfTwoOverlap()
suite.testSlicesCanIncludeDuplicates()
suite.testSlicesOfALongSeries()
suite.testSliceLengthIsTooLarge()
suite.testSliceLengthIsWayTooLarge()
suite.testSliceLengthCannotBeZero()
suite.testSliceLengthCannotBeNegative()
suite.testEmptySeriesIsInvalid()
