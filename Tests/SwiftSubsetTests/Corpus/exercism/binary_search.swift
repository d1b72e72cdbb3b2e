enum BinarySearchError: Error {
  case valueNotFound
}

class BinarySearch {
  var array: [Int]

  init(_ array: [Int]) {
    self.array = array
  }

  func searchFor(_ value: Int) throws -> Int {
    var i = 0
    var j = array.count - 1
    while i <= j {
      let m = (i + j) / 2
      if array[m] == value {
        return m
      } else if array[m] < value {
        i = m + 1
      } else {
        j = m - 1
      }
    }

    throw BinarySearchError.valueNotFound
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

struct BinarySearchTests {

  
  func testFindsAValueInAnArrayWithOneElement() {
    let binarySearch = BinarySearch([6])
    print(try! binarySearch.searchFor(6) == 0)
  }

  
  func testFindsAValueInTheMiddleOfAnArray() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])
    print(try! binarySearch.searchFor(6) == 3)
  }

  
  func testFindsAValueAtTheBeginningOfAnArray() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])
    print(try! binarySearch.searchFor(1) == 0)
  }

  
  func testFindsAValueAtTheEndOfAnArray() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])
    print(try! binarySearch.searchFor(11) == 6)
  }

  
  func testFindsAValueInAnArrayOfOddLength() {
    let binarySearch = BinarySearch([1, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 634])
    print(try! binarySearch.searchFor(144) == 9)
  }

  
  func testFindsAValueInAnArrayOfEvenLength() {
    let binarySearch = BinarySearch([1, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377])
    print(try! binarySearch.searchFor(21) == 5)
  }

  
  func testIdentifiesThatAValueIsNotIncludedInTheArray() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])

    expectThrows { try binarySearch.searchFor(7) }
  }

  
  func testAValueSmallerThanTheArraysSmallestValueIsNotFound() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])

    expectThrows { try binarySearch.searchFor(0) }
  }

  
  func testAValueLargerThanTheArraysLargestValueIsNotFound() {
    let binarySearch = BinarySearch([1, 3, 4, 6, 8, 9, 11])

    expectThrows { try binarySearch.searchFor(13) }
  }

  
  func testNothingIsFoundInAnEmptyArray() {
    let binarySearch = BinarySearch([])

    expectThrows { try binarySearch.searchFor(1) }
  }

  
  func testNothingIsFoundWhenTheLeftAndRightBoundsCross() {
    let binarySearch = BinarySearch([1, 2])

    expectThrows { try binarySearch.searchFor(0) }
  }
}

let suite = BinarySearchTests()
suite.testFindsAValueInAnArrayWithOneElement()
suite.testFindsAValueInTheMiddleOfAnArray()
suite.testFindsAValueAtTheBeginningOfAnArray()
suite.testFindsAValueAtTheEndOfAnArray()
suite.testFindsAValueInAnArrayOfOddLength()
suite.testFindsAValueInAnArrayOfEvenLength()
suite.testIdentifiesThatAValueIsNotIncludedInTheArray()
suite.testAValueSmallerThanTheArraysSmallestValueIsNotFound()
suite.testAValueLargerThanTheArraysLargestValueIsNotFound()
suite.testNothingIsFoundInAnEmptyArray()
suite.testNothingIsFoundWhenTheLeftAndRightBoundsCross()
