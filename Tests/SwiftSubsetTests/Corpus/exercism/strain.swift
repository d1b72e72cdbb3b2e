extension Array {
  func keep(_ compare: Bool = true, inputFunc: (Element) -> Bool) -> Array {
    var array2Return: Array = []
    for each in self {
      if inputFunc(each) == compare {
        array2Return.append(each)
      }
    }
    return array2Return
  }

  func discard(_ inputFunc: (Element) -> Bool) -> Array {
    return keep(false, inputFunc: inputFunc)
  }
}


struct StrainTests {

  
  func testKeepOnEmptyListReturnsEmptyList() {
    let input: [Int] = []
    let expected: [Int] = []
    print(input.keep { x in true } == expected)
  }

  
  func testKeepsEverything() {
    let input = [1, 3, 5]
    let expected = [1, 3, 5]
    print(input.keep { x in true } == expected)
  }

  
  func testKeepsNothing() {
    let input = [1, 3, 5]
    let expected: [Int] = []
    print(input.keep { x in false } == expected)
  }

  
  func testKeepsFirstAndLast() {
    let input = [1, 2, 3]
    let expected = [1, 3]
    print(input.keep { x in x % 2 == 1 } == expected)
  }

  
  func testKeepsNeitherFirstNorLast() {
    let input = [1, 2, 3]
    let expected = [2]
    print(input.keep { x in x % 2 == 0 } == expected)
  }

  
  func testKeepsStrings() {
    let input = ["apple", "zebra", "banana", "zombies", "cherimoya", "zealot"]
    let expected = ["zebra", "zombies", "zealot"]
    print(input.keep { x in x.starts(with: "z") } == expected)
  }

  
  func testKeepsLists() {
    let input = [
      [1, 2, 3], [5, 5, 5], [5, 1, 2], [2, 1, 2], [1, 5, 2], [2, 2, 1], [1, 2, 5],
    ]
    let expected = [[5, 5, 5], [5, 1, 2], [1, 5, 2], [1, 2, 5]]
    print(input.keep { x in x.contains(5) } == expected)
  }

  
  func testDiscardOnEmptyListReturnsEmptyList() {
    let input: [Int] = []
    let expected: [Int] = []
    print(input.discard { x in true } == expected)
  }

  
  func testDiscardsEverything() {
    let input = [1, 3, 5]
    let expected: [Int] = []
    print(input.discard { x in true } == expected)
  }

  
  func testDiscardsNothing() {
    let input = [1, 3, 5]
    let expected = [1, 3, 5]
    print(input.discard { x in false } == expected)
  }

  
  func testDiscardsFirstAndLast() {
    let input = [1, 2, 3]
    let expected = [2]
    print(input.discard { x in x % 2 == 1 } == expected)
  }

  
  func testDiscardsNeitherFirstNorLast() {
    let input = [1, 2, 3]
    let expected = [1, 3]
    print(input.discard { x in x % 2 == 0 } == expected)
  }

  
  func testDiscardsStrings() {
    let input = ["apple", "zebra", "banana", "zombies", "cherimoya", "zealot"]
    let expected = ["apple", "banana", "cherimoya"]
    print(input.discard { x in x.starts(with: "z") } == expected)
  }

  
  func testDiscardsLists() {
    let input = [
      [1, 2, 3], [5, 5, 5], [5, 1, 2], [2, 1, 2], [1, 5, 2], [2, 2, 1], [1, 2, 5],
    ]
    let expected = [[1, 2, 3], [2, 1, 2], [2, 2, 1]]
    print(input.discard { x in x.contains(5) } == expected)
  }
}

let suite = StrainTests()
suite.testKeepOnEmptyListReturnsEmptyList()
suite.testKeepsEverything()
suite.testKeepsNothing()
suite.testKeepsFirstAndLast()
suite.testKeepsNeitherFirstNorLast()
suite.testKeepsStrings()
suite.testKeepsLists()
suite.testDiscardOnEmptyListReturnsEmptyList()
suite.testDiscardsEverything()
suite.testDiscardsNothing()
suite.testDiscardsFirstAndLast()
suite.testDiscardsNeitherFirstNorLast()
suite.testDiscardsStrings()
suite.testDiscardsLists()
