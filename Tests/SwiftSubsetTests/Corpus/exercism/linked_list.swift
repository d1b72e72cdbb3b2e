class Node<T: Equatable>: Equatable {
  var value: T?
  var next: Node?
  var prev: Node?

  init() {
  }

  init(value: T) {
    self.value = value
  }

  static func == (lhs: Node<T>, rhs: Node<T>) -> Bool {
    return lhs.value == rhs.value
  }
}

class Deque<T: Equatable> {
  var count: Int = 0
  var head: Node<T>
  var tail: Node<T>

  init() {
    self.head = Node<T>()
    self.tail = head

  }

  func isEmpty() -> Bool {
    return self.count == 0
  }

  func delete(_ value: T) {
    var current: Node<T>? = self.head
    while current != nil {
      if current?.value == value {
        if current == self.head {
          self.head = self.head.next ?? Node<T>()
          self.head.prev = nil
        } else if current == self.tail {
          self.tail = self.tail.prev ?? Node<T>()
          self.tail.next = nil
        } else {
          current?.prev?.next = current?.next
          current?.next?.prev = current?.prev
        }
        self.count -= 1
        break
      }
      current = current?.next
    }
  }

  func push(_ value: T) {
    let node = Node<T>(value: value)
    if self.isEmpty() {
      self.head = node
      self.tail = node
    } else {
      node.next = self.head
      self.head.prev = node
      self.head = node
    }
    self.count += 1
  }

  func unshift(_ value: T) {
    let node = Node<T>(value: value)
    if self.isEmpty() {
      self.head = node
      self.tail = node
    } else {
      node.prev = self.tail
      self.tail.next = node
      self.tail = node
    }
    self.count += 1
  }

  func pop() -> T? {
    if self.isEmpty() {
      return nil
    } else if self.count == 1 {
      let temp: Node<T> = self.head
      self.count -= 1
      return temp.value
    } else {
      let temp: Node<T> = self.head
      self.head = self.head.next!
      self.count -= 1
      return temp.value
    }
  }
  func shift() -> T? {
    if self.isEmpty() {
      return nil
    } else if self.count == 1 {
      let temp: Node<T> = self.tail
      self.count -= 1
      return temp.value
    } else {
      let temp: Node<T> = self.tail
      self.tail = self.tail.prev!
      self.count -= 1
      return temp.value
    }
  }
}


struct LinkedListTests {

  
  func testPopGetsElementFromTheList() {
    let deque = Deque<Int>()
    deque.push(7)
    print(deque.pop() == 7)
  }

  
  func testPushpopRespectivelyAddremoveAtTheEndOfTheList() {
    let deque = Deque<Int>()
    deque.push(11)
    deque.push(13)
    print(deque.pop() == 13)
    print(deque.pop() == 11)
  }

  
  func testShiftGetsAnElementFromTheList() {
    let deque = Deque<Int>()
    deque.push(17)
    print(deque.shift() == 17)
  }

  
  func testShiftGetsFirstElementFromTheList() {
    let deque = Deque<Int>()
    deque.push(23)
    deque.push(5)
    print(deque.shift() == 23)
    print(deque.shift() == 5)
  }

  
  func testUnshiftAddsElementAtStartOfTheList() {
    let deque = Deque<Int>()
    deque.unshift(23)
    deque.unshift(5)
    print(deque.shift() == 5)
    print(deque.shift() == 23)
  }

  
  func testPopPushShiftAndUnshiftCanBeUsedInAnyOrder() {
    let deque = Deque<Int>()
    deque.push(1)
    deque.push(2)
    print(deque.pop() == 2)
    deque.push(3)
    print(deque.shift() == 1)
    deque.unshift(4)
    deque.push(5)
    print(deque.shift() == 4)
    print(deque.pop() == 5)
    print(deque.shift() == 3)
  }

  
  func testCountAnEmptyList() {
    let deque = Deque<Int>()
    print(deque.count == 0)
  }

  
  func testCountAListWithItems() {
    let deque = Deque<Int>()
    deque.push(37)
    deque.push(1)
    print(deque.count == 2)
  }

  
  func testCountIsCorrectAfterMutation() {
    let deque = Deque<Int>()
    deque.push(31)
    print(deque.count == 1)
    deque.unshift(43)
    print(deque.count == 2)
    deque.shift()
    print(deque.count == 1)
    deque.pop()
    print(deque.count == 0)
  }

  
  func testPoppingToEmptyDoesntBreakTheList() {
    let deque = Deque<Int>()
    deque.push(41)
    deque.push(59)
    deque.pop()
    deque.pop()
    deque.push(47)
    print(deque.count == 1)
    print(deque.pop() == 47)
  }

  
  func testShiftingToEmptyDoesntBreakTheList() {
    let deque = Deque<Int>()
    deque.push(41)
    deque.push(59)
    deque.shift()
    deque.shift()
    deque.push(47)
    print(deque.count == 1)
    print(deque.shift() == 47)
  }

  
  func testDeletesTheOnlyElement() {
    let deque = Deque<Int>()
    deque.push(61)
    deque.delete(61)
    print(deque.count == 0)
  }

  
  func testDeletesTheElementWithTheSpecifiedValueFromTheList() {
    let deque = Deque<Int>()
    deque.push(71)
    deque.push(83)
    deque.push(79)
    deque.delete(83)
    print(deque.count == 2)
    print(deque.pop() == 79)
    print(deque.shift() == 71)
  }

  
  func testDeletesTheElementWithTheSpecifiedValueFromTheListReAssignsTail() {
    let deque = Deque<Int>()
    deque.push(71)
    deque.push(83)
    deque.push(79)
    deque.delete(83)
    print(deque.count == 2)
    print(deque.pop() == 79)
    print(deque.pop() == 71)
  }

  
  func testDeletesTheElementWithTheSpecifiedValueFromTheListReAssignsHead() {
    let deque = Deque<Int>()
    deque.push(71)
    deque.push(83)
    deque.push(79)
    deque.delete(83)
    print(deque.count == 2)
    print(deque.shift() == 71)
    print(deque.shift() == 79)
  }

  
  func testDeletesTheFirstOfTwoElements() {
    let deque = Deque<Int>()
    deque.push(97)
    deque.push(101)
    deque.delete(97)
    print(deque.count == 1)
    print(deque.pop() == 101)
  }

  
  func testDeletesTheSecondOfTwoElements() {
    let deque = Deque<Int>()
    deque.push(97)
    deque.push(101)
    deque.delete(101)
    print(deque.count == 1)
    print(deque.pop() == 97)
  }

  
  func testDeleteDoesNotModifyTheListIfTheElementIsNotFound() {
    let deque = Deque<Int>()
    deque.push(89)
    deque.delete(103)
    print(deque.count == 1)
  }

  
  func testDeletesOnlyTheFirstOccurrence() {
    let deque = Deque<Int>()
    deque.push(73)
    deque.push(9)
    deque.push(9)
    deque.push(107)
    deque.delete(9)
    print(deque.count == 3)
    print(deque.pop() == 107)
    print(deque.pop() == 9)
    print(deque.pop() == 73)
  }
}

let suite = LinkedListTests()
suite.testPopGetsElementFromTheList()
suite.testPushpopRespectivelyAddremoveAtTheEndOfTheList()
suite.testShiftGetsAnElementFromTheList()
suite.testShiftGetsFirstElementFromTheList()
suite.testUnshiftAddsElementAtStartOfTheList()
suite.testPopPushShiftAndUnshiftCanBeUsedInAnyOrder()
suite.testCountAnEmptyList()
suite.testCountAListWithItems()
suite.testCountIsCorrectAfterMutation()
suite.testPoppingToEmptyDoesntBreakTheList()
suite.testShiftingToEmptyDoesntBreakTheList()
suite.testDeletesTheOnlyElement()
suite.testDeletesTheElementWithTheSpecifiedValueFromTheList()
suite.testDeletesTheElementWithTheSpecifiedValueFromTheListReAssignsTail()
suite.testDeletesTheElementWithTheSpecifiedValueFromTheListReAssignsHead()
suite.testDeletesTheFirstOfTwoElements()
suite.testDeletesTheSecondOfTwoElements()
suite.testDeleteDoesNotModifyTheListIfTheElementIsNotFound()
suite.testDeletesOnlyTheFirstOccurrence()
