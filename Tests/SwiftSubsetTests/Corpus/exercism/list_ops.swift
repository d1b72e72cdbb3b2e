struct ListOps {

  static func append<T: Equatable>(_ array1: [T], _ array2: [T]) -> [T] {
    var result = array1
    for value in array2 {
      result.append(value)
    }

    return result
  }

  static func concat<T: Equatable>(_ arrays: [[T]]) -> [T] {
    var result = [T]()

    for array in arrays {
      for value in array {
        result.append(value)
      }
    }

    return result
  }

  static func filter<T: Equatable>(_ array: [T], predicate: (T) -> Bool) -> [T] {
    var filtered = [T]()
    for value in array {
      if predicate(value) {
        filtered.append(value)
      }
    }

    return filtered
  }

  static func length<T>(_ array: [T]) -> Int {
    var length = 0

    for _ in array {
      length += 1
    }

    return length
  }

  static func map<T: Equatable>(_ array: [T], transform: (T) -> T) -> [T] {
    var result = [T]()

    for value in array {
      result.append(transform(value))
    }

    return result
  }

  static func foldLeft<T: Equatable>(_ array: [T], accumulated: T, combine: (T, T) -> T) -> T {
    if length(array) == 0 {
      return accumulated
    } else {
      return foldLeft(
        Array(array.dropFirst()), accumulated: combine(array[0], accumulated), combine: combine)
    }
  }

  static func foldRight<T: Equatable>(_ array: [T], accumulated: T, combine: (T, T) -> T) -> T {
    if length(array) == 0 {
      return accumulated
    } else {
      return combine(
        array[0], foldRight(Array(array.dropFirst()), accumulated: accumulated, combine: combine))
    }
  }

  static func reverse<T: Equatable>(_ array: [T]) -> [T] {
    var result = [T]()
    var index = length(array) - 1

    while index >= 0 {
      result.append(array[index])
      index -= 1
    }

    return result
  }

}


struct ListOpsTests {

  
  func testEmptyLists1() {
    let list = ListOps.append([Int](), [Int]())
    let expected = [Int]()
    print(list == expected)
  }

  
  func testListToEmptyList1() {
    let list = ListOps.append([Int](), [1, 2, 3, 4])
    let expected = [1, 2, 3, 4]
    print(list == expected)
  }

  
  func testEmptyListToList1() {
    let list = ListOps.append([1, 2, 3, 4], [Int]())
    let expected = [1, 2, 3, 4]
    print(list == expected)
  }

  
  func testNonEmptyLists1() {
    let list = ListOps.append([1, 2], [2, 3, 4, 5])
    let expected = [1, 2, 2, 3, 4, 5]
    print(list == expected)
  }

  
  func testEmptyList2() {
    let list = ListOps.concat([[Int]]())
    let expected = [Int]()
    print(list == expected)
  }

  
  func testListOfLists2() {
    let list = ListOps.concat([[1, 2], [3], [], [4, 5, 6]])
    let expected = [1, 2, 3, 4, 5, 6]
    print(list == expected)
  }

  
  func testListOfNestedLists2() {
    let list = ListOps.concat([[[1], [2]], [[3]], [[]], [[4, 5, 6]]])
    let expected = [[1], [2], [3], [], [4, 5, 6]]
    print(list == expected)
  }

  
  func testEmptyList3() {
    let list = ListOps.filter([Int]()) { $0 % 2 == 1 }
    let expected = [Int]()
    print(list == expected)
  }

  
  func testNonEmptyList3() {
    let list = ListOps.filter([1, 2, 3, 5]) { $0 % 2 == 1 }
    let expected = [1, 3, 5]
    print(list == expected)
  }

  
  func testEmptyList4() {
    let length = ListOps.length([])
    let expected = 0
    print(length == expected)
  }

  
  func testNonEmptyList4() {
    let length = ListOps.length([1, 2, 3, 4])
    let expected = 4
    print(length == expected)
  }

  
  func testEmptyList5() {
    let list = ListOps.map([Int]()) { $0 + 1 }
    let expected = [Int]()
    print(list == expected)
  }

  
  func testNonEmptyList5() {
    let list = ListOps.map([1, 3, 5, 7]) { $0 + 1 }
    let expected = [2, 4, 6, 8]
    print(list == expected)
  }

  
  func testEmptyList6() {
    let value = ListOps.foldLeft([], accumulated: 2.0) { $0 * $1 }
    let expected = 2.0
    print(value == expected)
  }

  
  func testDirectionIndependentFunctionAppliedToNonEmptyList6() {
    let value = ListOps.foldLeft([1, 2, 3, 4], accumulated: 5.0) { $0 + $1 }
    let expected = 15.0
    print(value == expected)
  }

  
  func testDirectionDependentFunctionAppliedToNonEmptyList6() {
    let value = ListOps.foldLeft([1, 2, 3, 4], accumulated: 24.0) { $0 / $1 }
    let expected = 64.0
    print(value == expected)
  }

  
  func testEmptyList7() {
    let value = ListOps.foldRight([], accumulated: 2.0) { $0 * $1 }
    let expected = 2.0
    print(value == expected)
  }

  
  func testDirectionIndependentFunctionAppliedToNonEmptyList7() {
    let value = ListOps.foldRight([1, 2, 3, 4], accumulated: 5.0) { $0 + $1 }
    let expected = 15.0
    print(value == expected)
  }

  
  func testDirectionDependentFunctionAppliedToNonEmptyList7() {
    let value = ListOps.foldRight([1, 2, 3, 4], accumulated: 24.0) { $0 / $1 }
    let expected = 9.0
    print(value == expected)
  }

  
  func testEmptyList8() {
    let list = ListOps.reverse([Int]())
    let expected = [Int]()
    print(list == expected)
  }

  
  func testNonEmptyList8() {
    let list = ListOps.reverse([1, 3, 5, 7])
    let expected = [7, 5, 3, 1]
    print(list == expected)
  }

  
  func testListOfListsIsNotFlattened8() {
    let list = ListOps.reverse([[1, 2], [3], [], [4, 5, 6]])
    let expected = [[4, 5, 6], [], [3], [1, 2]]
    print(list == expected)
  }
}

let suite = ListOpsTests()
suite.testEmptyLists1()
suite.testListToEmptyList1()
suite.testEmptyListToList1()
suite.testNonEmptyLists1()
suite.testEmptyList2()
suite.testListOfLists2()
suite.testListOfNestedLists2()
suite.testEmptyList3()
suite.testNonEmptyList3()
suite.testEmptyList4()
suite.testNonEmptyList4()
suite.testEmptyList5()
suite.testNonEmptyList5()
suite.testEmptyList6()
suite.testDirectionIndependentFunctionAppliedToNonEmptyList6()
suite.testDirectionDependentFunctionAppliedToNonEmptyList6()
suite.testEmptyList7()
suite.testDirectionIndependentFunctionAppliedToNonEmptyList7()
suite.testDirectionDependentFunctionAppliedToNonEmptyList7()
suite.testEmptyList8()
suite.testNonEmptyList8()
suite.testListOfListsIsNotFlattened8()
