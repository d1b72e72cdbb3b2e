extension Array {

  fileprivate func reversedCustom() -> Array {
    return reversed()

  }
}

class Element<T> {
  var value: T?
  var next: Element?

  init() {}

  init(_ value: T, _ next: Element?) {
    self.value = value
    self.next = next
  }
  func toArray() -> [T] {
    return toA(self)
  }

  private var countArray: [T] = []

  @discardableResult
  private func toA(_ input: Element, _ tempArray: [T] = []) -> [T] {
    if tempArray.isEmpty && input.value != nil {
      countArray.append(input.value!)
    }
    if input.next != nil && input.next!.value != nil {
      countArray.append(input.next!.value!)
      toA(input.next!, countArray)
    }
    return countArray
  }

  class func fromArray(_ input: [T]) -> Element {
    var tempElement = Element<T>()
    for each in Array(input.reversedCustom()) {
      tempElement = Element(each, tempElement)
    }
    return tempElement
  }

  func reverseElements() -> Element {
    return Element.fromArray(Array(toArray().reversedCustom()))
  }
}


struct SimpleLinkedListTests {
  
  func testConstructorA() {
    let one = Element(1, nil)
    let two = Element(2, one)
    print(1 == one.value!)
    print(one.next == nil)
    print(2 == two.value!)
  }

  
  func testConstructorB() {
    let one = Element(1, nil)
    let two = Element(2, one)
    let result = one.value
    let result2 = two.next?.value
    print(result! == result2!)
  }

  
  func testToA() {
    let elementNil = Element<Int>()
    let elementOne = Element(1, nil)
    let elementTwo = Element(2, elementOne)
    let elementThree = Element(3, elementTwo)
    print([] == elementNil.toArray())
    print([1] == elementOne.toArray())
    print([2, 1] == elementTwo.toArray())
    print([3, 2, 1] == elementThree.toArray())
  }

  
  func testReverseOne() {
    let one = Element(1, nil)
    let oneR = one.reverseElements()
    print(1 == oneR.value!)
    print(oneR.next?.value == nil)

  }

  
  func testReverseTwo() {
    let one = Element(1, nil)
    let two = Element(2, one)
    let twoR = two.reverseElements()
    print(1 == twoR.value!)
    let expect = twoR.next?.value
    print(2 == expect!)
  }

  
  func testFromAOne() {
    print(Element<Int>.fromArray([]).value == nil)
    let oneA = Element.fromArray([1])
    print(1 == oneA.value!)
    print(oneA.next?.value == nil)

  }

  
  func testFromATwo() {
    let twoA = Element.fromArray([2, 1])
    print(2 == twoA.value!)
    let expected = twoA.next?.value
    print(1 == expected!)
    print(twoA.next?.next?.value == nil)
  }

  
  func testFromATen() {
    let oneToTen = Element.fromArray(Array(1...10))
    let expected10 = oneToTen.next?.next?.next?.next?.next?.next?.next?.next?.next?.value
    print(10 == expected10!)
  }

  
  func testRoundtrip() {
    print([1] == Element.fromArray([1]).toArray())
    print([2, 1] == Element.fromArray([2, 1]).toArray())
    print(Array(1...10) == Element.fromArray(Array(1...10)).toArray())
  }
}

let suite = SimpleLinkedListTests()
suite.testConstructorA()
suite.testConstructorB()
suite.testToA()
suite.testReverseOne()
suite.testReverseTwo()
suite.testFromAOne()
suite.testFromATwo()
suite.testFromATen()
suite.testRoundtrip()
