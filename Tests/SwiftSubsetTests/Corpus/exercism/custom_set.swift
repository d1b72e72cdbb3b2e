struct CustomSet<Element: Hashable>: Equatable {
  private var elements: [Element: Bool] = [:]
  var isEmpty: Bool { elements.isEmpty }

  init(_ elements: [Element] = []) {
    self.elements = elements.reduce(into: [:]) { $0[$1] = true }
  }

  mutating func add(_ element: Element) {
    elements[element] = true
  }

  mutating func delete(_ element: Element) {
    elements[element] = nil
  }

  func contains(_ element: Element) -> Bool {
    elements[element] ?? false
  }

  func isDisjoint(with otherSet: CustomSet<Element>) -> Bool {
    for element in elements.keys {
      if otherSet.contains(element) {
        return false
      }
    }
    return true
  }

  func isSubset(of otherSet: CustomSet<Element>) -> Bool {
    for element in elements.keys {
      if !otherSet.contains(element) {
        return false
      }
    }
    return true
  }

  func isSuperset(of otherSet: CustomSet<Element>) -> Bool {
    otherSet.isSubset(of: self)
  }

  func union(_ otherSet: CustomSet<Element>) -> CustomSet<Element> {
    var unionSet = self
    for element in otherSet.elements.keys {
      unionSet.add(element)
    }
    return unionSet
  }

  func intersection(_ otherSet: CustomSet<Element>) -> CustomSet<Element> {
    var intersectionSet = CustomSet<Element>()
    for element in elements.keys {
      if otherSet.contains(element) {
        intersectionSet.add(element)
      }
    }
    return intersectionSet
  }

  func difference(_ otherSet: CustomSet<Element>) -> CustomSet<Element> {
    var differenceSet = self
    for element in otherSet.elements.keys {
      differenceSet.delete(element)
    }
    return differenceSet
  }
}


struct CustomSetTests {

  
  func testSetsWithNoElementsAreEmpty() {
    let customSet = CustomSet([Int]())
    print(customSet.isEmpty)
  }
  
  func testSetsWithElementsAreNotEmpty() {
    let customSet = CustomSet([1])
    print(!customSet.isEmpty)
  }
  
  func testNothingIsContainedInAnEmptySet() {
    let customSet = CustomSet([Int]())
    print(!customSet.contains(1))
  }
  
  func testWhenTheElementIsInTheSet() {
    let customSet = CustomSet([1, 2, 3])
    print(customSet.contains(1))
  }
  
  func testWhenTheElementIsNotInTheSet() {
    let customSet = CustomSet([1, 2, 3])
    print(!customSet.contains(4))
  }
  
  func testEmptySetIsASubsetOfAnotherEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print(set1.isSubset(of: set2))
  }
  
  func testEmptySetIsASubsetOfNonEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([1])
    print(set1.isSubset(of: set2))
  }
  
  func testNonEmptySetIsNotASubsetOfEmptySet() {
    let set1 = CustomSet([1])
    let set2 = CustomSet([Int]())
    print(!set1.isSubset(of: set2))
  }
  
  func testSetIsASubsetOfSetWithExactSameElements() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([1, 2, 3])
    print(set1.isSubset(of: set2))
  }
  
  func testSetIsASubsetOfLargerSetWithSameElements() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([4, 1, 2, 3])
    print(set1.isSubset(of: set2))
  }
  
  func testSetIsNotASubsetOfSetThatDoesNotContainItsElements() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([4, 1, 3])
    print(!set1.isSubset(of: set2))
  }
  
  func testTheEmptySetIsDisjointWithItself() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print(set1.isDisjoint(with: set2))
  }
  
  func testEmptySetIsDisjointWithNonEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([1])
    print(set1.isDisjoint(with: set2))
  }
  
  func testNonEmptySetIsDisjointWithEmptySet() {
    let set1 = CustomSet([1])
    let set2 = CustomSet([Int]())
    print(set1.isDisjoint(with: set2))
  }
  
  func testSetsAreNotDisjointIfTheyShareAnElement() {
    let set1 = CustomSet([1, 2])
    let set2 = CustomSet([2, 3])
    print(!set1.isDisjoint(with: set2))
  }
  
  func testSetsAreDisjointIfTheyShareNoElements() {
    let set1 = CustomSet([1, 2])
    let set2 = CustomSet([3, 4])
    print(set1.isDisjoint(with: set2))
  }
  
  func testEmptySetsAreEqual() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print((set1 == set2))
  }
  
  func testEmptySetIsNotEqualToNonEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([1, 2, 3])
    print(!(set1 == set2))
  }
  
  func testNonEmptySetIsNotEqualToEmptySet() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([Int]())
    print(!(set1 == set2))
  }
  
  func testSetsWithTheSameElementsAreEqual() {
    let set1 = CustomSet([1, 2])
    let set2 = CustomSet([2, 1])
    print((set1 == set2))
  }
  
  func testSetsWithDifferentElementsAreNotEqual() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([1, 2, 4])
    print(!(set1 == set2))
  }
  
  func testSetIsNotEqualToLargerSetWithSameElements() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([1, 2, 3, 4])
    print(!(set1 == set2))
  }
  
  func testSetIsEqualToASetConstructedFromAnArrayWithDuplicates() {
    let set1 = CustomSet([1])
    let set2 = CustomSet([1, 1])
    print((set1 == set2))
  }
  
  func testAddToEmptySet() {
    var customSet = CustomSet([Int]())
    customSet.add(3)
    print(customSet == CustomSet([3]))
  }
  
  func testAddToNonEmptySet() {
    var customSet = CustomSet([1, 2, 4])
    customSet.add(3)
    print(customSet == CustomSet([1, 2, 3, 4]))
  }
  
  func testAddingAnExistingElementDoesNotChangeTheSet() {
    var customSet = CustomSet([1, 2, 3])
    customSet.add(3)
    print(customSet == CustomSet([1, 2, 3]))
  }
  
  func testIntersectionOfTwoEmptySetsIsAnEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print(set1.intersection(set2) == CustomSet([]))
  }
  
  func testIntersectionOfAnEmptySetAndNonEmptySetIsAnEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([3, 2, 5])
    print(set1.intersection(set2) == CustomSet([]))
  }
  
  func testIntersectionOfANonEmptySetAndAnEmptySetIsAnEmptySet() {
    let set1 = CustomSet([1, 2, 3, 4])
    let set2 = CustomSet([Int]())
    print(set1.intersection(set2) == CustomSet([]))
  }
  
  func testIntersectionOfTwoSetsWithNoSharedElementsIsAnEmptySet() {
    let set1 = CustomSet([1, 2, 3])
    let set2 = CustomSet([4, 5, 6])
    print(set1.intersection(set2) == CustomSet([]))
  }
  
  func testIntersectionOfTwoSetsWithSharedElementsIsASetOfTheSharedElements() {
    let set1 = CustomSet([1, 2, 3, 4])
    let set2 = CustomSet([3, 2, 5])
    print(set1.intersection(set2) == CustomSet([2, 3]))
  }
  
  func testDifferenceOfTwoEmptySetsIsAnEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print(set1.difference(set2) == CustomSet([]))
  }
  
  func testDifferenceOfEmptySetAndNonEmptySetIsAnEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([3, 2, 5])
    print(set1.difference(set2) == CustomSet([]))
  }
  
  func testDifferenceOfANonEmptySetAndAnEmptySetIsTheNonEmptySet() {
    let set1 = CustomSet([1, 2, 3, 4])
    let set2 = CustomSet([Int]())
    print(set1.difference(set2) == CustomSet([1, 2, 3, 4]))
  }
  
  func testDifferenceOfTwoNonEmptySetsIsASetOfElementsThatAreOnlyInTheFirstSet() {
    let set1 = CustomSet([3, 2, 1])
    let set2 = CustomSet([2, 4])
    print(set1.difference(set2) == CustomSet([1, 3]))
  }
  
  func testDifferenceRemovesAllDuplicatesInTheFirstSet() {
    let set1 = CustomSet([1, 1])
    let set2 = CustomSet([1])
    print(set1.difference(set2) == CustomSet([]))
  }
  
  func testUnionOfEmptySetsIsAnEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([Int]())
    print(set1.union(set2) == CustomSet([]))
  }
  
  func testUnionOfAnEmptySetAndNonEmptySetIsTheNonEmptySet() {
    let set1 = CustomSet([Int]())
    let set2 = CustomSet([2])
    print(set1.union(set2) == CustomSet([2]))
  }
  
  func testUnionOfANonEmptySetAndEmptySetIsTheNonEmptySet() {
    let set1 = CustomSet([1, 3])
    let set2 = CustomSet([Int]())
    print(set1.union(set2) == CustomSet([1, 3]))
  }
  
  func testUnionOfNonEmptySetsContainsAllUniqueElements() {
    let set1 = CustomSet([1, 3])
    let set2 = CustomSet([2, 3])
    print(set1.union(set2) == CustomSet([3, 2, 1]))
  }
}

let suite = CustomSetTests()
suite.testSetsWithNoElementsAreEmpty()
suite.testSetsWithElementsAreNotEmpty()
suite.testNothingIsContainedInAnEmptySet()
suite.testWhenTheElementIsInTheSet()
suite.testWhenTheElementIsNotInTheSet()
suite.testEmptySetIsASubsetOfAnotherEmptySet()
suite.testEmptySetIsASubsetOfNonEmptySet()
suite.testNonEmptySetIsNotASubsetOfEmptySet()
suite.testSetIsASubsetOfSetWithExactSameElements()
suite.testSetIsASubsetOfLargerSetWithSameElements()
suite.testSetIsNotASubsetOfSetThatDoesNotContainItsElements()
suite.testTheEmptySetIsDisjointWithItself()
suite.testEmptySetIsDisjointWithNonEmptySet()
suite.testNonEmptySetIsDisjointWithEmptySet()
suite.testSetsAreNotDisjointIfTheyShareAnElement()
suite.testSetsAreDisjointIfTheyShareNoElements()
suite.testEmptySetsAreEqual()
suite.testEmptySetIsNotEqualToNonEmptySet()
suite.testNonEmptySetIsNotEqualToEmptySet()
suite.testSetsWithTheSameElementsAreEqual()
suite.testSetsWithDifferentElementsAreNotEqual()
suite.testSetIsNotEqualToLargerSetWithSameElements()
suite.testSetIsEqualToASetConstructedFromAnArrayWithDuplicates()
suite.testAddToEmptySet()
suite.testAddToNonEmptySet()
suite.testAddingAnExistingElementDoesNotChangeTheSet()
suite.testIntersectionOfTwoEmptySetsIsAnEmptySet()
suite.testIntersectionOfAnEmptySetAndNonEmptySetIsAnEmptySet()
suite.testIntersectionOfANonEmptySetAndAnEmptySetIsAnEmptySet()
suite.testIntersectionOfTwoSetsWithNoSharedElementsIsAnEmptySet()
suite.testIntersectionOfTwoSetsWithSharedElementsIsASetOfTheSharedElements()
suite.testDifferenceOfTwoEmptySetsIsAnEmptySet()
suite.testDifferenceOfEmptySetAndNonEmptySetIsAnEmptySet()
suite.testDifferenceOfANonEmptySetAndAnEmptySetIsTheNonEmptySet()
suite.testDifferenceOfTwoNonEmptySetsIsASetOfElementsThatAreOnlyInTheFirstSet()
suite.testDifferenceRemovesAllDuplicatesInTheFirstSet()
suite.testUnionOfEmptySetsIsAnEmptySet()
suite.testUnionOfAnEmptySetAndNonEmptySetIsTheNonEmptySet()
suite.testUnionOfANonEmptySetAndEmptySetIsTheNonEmptySet()
suite.testUnionOfNonEmptySetsContainsAllUniqueElements()
