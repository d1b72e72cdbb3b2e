indirect enum BinarySearchTree<Element: Comparable> {

  var data: Element? {
    guard case let .node(_, value, _) = self else { return nil }
    return value
  }

  var left: BinarySearchTree<Element>? {
    guard case let .node(left, _, _) = self else { return nil }
    return left
  }

  var right: BinarySearchTree<Element>? {
    guard case let .node(_, _, right) = self else { return nil }
    return right
  }

  case empty
  case node(BinarySearchTree<Element>, Element, BinarySearchTree<Element>)

  init(
    left: BinarySearchTree<Element> = .empty,
    _ value: Element,
    right: BinarySearchTree<Element> = .empty
  ) {
    self = .node(left, value, right)
  }
  init() {
    self = .empty
  }
  private func insert(_ into: BinarySearchTree<Element>, _ newValue: Element) -> BinarySearchTree<
    Element
  > {
    let bailOut = BinarySearchTree<Element>(left: .empty, newValue, right: .empty)

    guard case let .node(left, value, right) = into else { return bailOut }

    if newValue <= value {
      return
        BinarySearchTree(left: insert(left, newValue), value, right: right)
    }

    if value <= newValue {
      return
        BinarySearchTree(left: left, value, right: insert(right, newValue))
    }

    return .node(left, value, right)
  }
  mutating func insert(_ newValue: Element) {

    guard case let .node(left, value, right) = insert(self, newValue) else { return }

    self = .node(left, value, right)
  }

  private func getAllData() -> [Element] {

    guard case let .node(left, value, right) = self else { return [] }
    var result = [value]

    result += left.getAllData()
    result += right.getAllData()

    return result

  }

  func allData() -> [Element] {
    return getAllData().sorted(by: <)
  }
}


struct BinarySearchTreeTests {

  
  func testDataIsRetained() {
    print(4 == BinarySearchTree(4).data)
  }

  
  func testInsertingLess() {
    var four = BinarySearchTree(4)
    four.insert(2)
    print(4 == four.data)
    print(2 == four.left?.data)
  }

  
  func testInsertingSame() {
    var four = BinarySearchTree(4)
    four.insert(4)
    print(4 == four.data)
    print(4 == four.left?.data)
  }

  
  func testInsertingRight() {
    var four = BinarySearchTree(4)
    four.insert(5)
    print(4 == four.data)
    print(5 == four.right?.data)
  }

  
  func testComplexTree() {
    var four = BinarySearchTree(4)
    four.insert(2)
    four.insert(6)
    four.insert(1)
    four.insert(3)
    four.insert(7)
    four.insert(5)
    print(4 == four.data)
    print(2 == four.left?.data)
    print(1 == four.left?.left?.data)
    print(3 == four.left?.right?.data)
    print(6 == four.right?.data)
    print(5 == four.right?.left?.data)
    print(7 == four.right?.right?.data)
  }

  
  func testAllDataForOneElement() {
    print([4] == BinarySearchTree(4).allData())
  }

  
  func testAllDataForSmallerElement() {
    var four = BinarySearchTree(4)
    four.insert(2)
    print([2, 4] == four.allData())
  }

  
  func testAllDataForLargerElement() {
    var four = BinarySearchTree(4)
    four.insert(5)
    print([4, 5] == four.allData())
  }

  
  func testAllDataForComplexTree() {
    var four = BinarySearchTree(4)
    four.insert(2)
    four.insert(1)
    four.insert(3)
    four.insert(6)
    four.insert(7)
    four.insert(5)
    print([1, 2, 3, 4, 5, 6, 7] == four.allData())
  }
}

let suite = BinarySearchTreeTests()
suite.testDataIsRetained()
suite.testInsertingLess()
suite.testInsertingSame()
suite.testInsertingRight()
suite.testComplexTree()
suite.testAllDataForOneElement()
suite.testAllDataForSmallerElement()
suite.testAllDataForLargerElement()
suite.testAllDataForComplexTree()
