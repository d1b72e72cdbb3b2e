import Foundation

func flattenArray<T>(_ list: [Any?]) -> [T] {

  var flattenedArray = [T]()

  func extractArrayElements(array: [Any?]) {

    for element in array.compactMap({ $0 }) {

      let anyObjectArray = element as? [Any?]

      if let unwrappedArray = anyObjectArray {

        extractArrayElements(array: unwrappedArray)

      }

      let value = element as? T

      if let i = value {

        flattenedArray.append(i)
      }

    }

  }

  extractArrayElements(array: list)

  return flattenedArray

}


struct FlattenArrayTests {

  
  func testEmpty() {
    let result: [Int] = flattenArray([])
    let expected: [Int] = []
    print(expected == result)
  }

  
  func testNoNesting() {
    let result: [Int] = flattenArray([0, 1, 2])
    let expected: [Int] = [0, 1, 2]
    print(expected == result)
  }

  
  func testFlattensANestedArray() {
    let result: [Int] = flattenArray([[[]]])
    let expected: [Int] = []
    print(expected == result)
  }

  
  func testFlattensArrayWithJustIntegersPresent() {
    let result: [Int] = flattenArray([1, [2, 3, 4, 5, 6, 7], 8])
    let expected: [Int] = [1, 2, 3, 4, 5, 6, 7, 8]
    print(expected == result)
  }

  
  func test5LevelNesting() {
    let result: [Int] = flattenArray([0, 2, [[2, 3], 8, 100, 4, [[[50]]]], -2])
    let expected: [Int] = [0, 2, 2, 3, 8, 100, 4, 50, -2]
    print(expected == result)
  }

  
  func test6LevelNesting() {
    let result: [Int] = flattenArray([1, [2, [[3]], [4, [[5]]], 6, 7], 8])
    let expected: [Int] = [1, 2, 3, 4, 5, 6, 7, 8]
    print(expected == result)
  }

  
  func testNullValuesAreOmittedFromTheFinalResult() {
    let result: [Int] = flattenArray([1, 2, nil])
    let expected: [Int] = [1, 2]
    print(expected == result)
  }

  
  func testConsecutiveNullValuesAtTheFrontOfTheArrayAreOmittedFromTheFinalResult() {
    let result: [Int] = flattenArray([nil, nil, 3])
    let expected: [Int] = [3]
    print(expected == result)
  }

  
  func testConsecutiveNullValuesInTheMiddleOfTheArrayAreOmittedFromTheFinalResult() {
    let result: [Int] = flattenArray([1, nil, nil, 4])
    let expected: [Int] = [1, 4]
    print(expected == result)
  }

  
  func test6LevelNestedArrayWithNullValues() {
    let result: [Int] = flattenArray([0, 2, [[2, 3], 8, [[100]], nil, [[nil]]], -2])
    let expected: [Int] = [0, 2, 2, 3, 8, 100, -2]
    print(expected == result)
  }

  
  func testAllValuesInNestedArrayAreNull() {
    let result: [Int] = flattenArray([nil, [[[nil]]], nil, nil, [[nil, nil], nil], nil])
    let expected: [Int] = []
    print(expected == result)
  }
}

let suite = FlattenArrayTests()
suite.testEmpty()
suite.testNoNesting()
suite.testFlattensANestedArray()
suite.testFlattensArrayWithJustIntegersPresent()
suite.test5LevelNesting()
suite.test6LevelNesting()
suite.testNullValuesAreOmittedFromTheFinalResult()
suite.testConsecutiveNullValuesAtTheFrontOfTheArrayAreOmittedFromTheFinalResult()
suite.testConsecutiveNullValuesInTheMiddleOfTheArrayAreOmittedFromTheFinalResult()
suite.test6LevelNestedArrayWithNullValues()
suite.testAllValuesInNestedArrayAreNull()
