import Foundation

enum SublistKind {

  case sublist
  case superlist
  case equal
  case unequal

}
func classifier(listOne: [Int], listTwo: [Int]) -> SublistKind {

  if listOne == listTwo {

    return .equal
  } else if listOne.isEmpty || listTwo.isEmpty {

    if listOne.isEmpty {

      return .sublist
    }
    return .superlist

  } else if listOne.count != listTwo.count {

    var i = 0
    var count = 0
    var smallerList = [Int]()

    var iterations = 0
    iterations = max(listOne.count, listTwo.count) - (min(listOne.count, listTwo.count) - 1)

    while iterations > 0 {

      var j = i
      while count <= min(listOne.count, listTwo.count) - 1 {

        if listOne.count > listTwo.count {

          smallerList.append(listOne[j])

        } else {

          smallerList.append(listTwo[j])
        }

        j += 1
        count += 1
      }

      if smallerList == listTwo {

        return .superlist

      } else if smallerList == listOne {

        return .sublist

      } else {

        smallerList.removeAll()
        i += 1
        count = 0
      }

      iterations -= 1

    }

  }
  return .unequal
}


struct SublistTests {

  
  func testEmptyLists() {
    print(.equal == classifier(listOne: [], listTwo: []))
  }

  
  func testEmptyListWithinNonEmptyList() {
    print(.sublist == classifier(listOne: [], listTwo: [1, 2, 3]))
  }

  
  func testNonEmptyListContainsEmptyList() {
    print(.superlist == classifier(listOne: [1, 2, 3], listTwo: []))
  }

  
  func testListEqualsItself() {
    print(.equal == classifier(listOne: [1, 2, 3], listTwo: [1, 2, 3]))
  }

  
  func testDifferentLists() {
    print(.unequal == classifier(listOne: [1, 2, 3], listTwo: [2, 3, 4]))
  }

  
  func testFalseStart() {
    print(.sublist == classifier(listOne: [1, 2, 5], listTwo: [0, 1, 2, 3, 1, 2, 5, 6]))
  }

  
  func testConsecutive() {
    print(.sublist == classifier(listOne: [1, 1, 2], listTwo: [0, 1, 1, 1, 2, 1, 2]))
  }

  
  func testSublistAtStart() {
    print(.sublist == classifier(listOne: [0, 1, 2], listTwo: [0, 1, 2, 3, 4, 5]))
  }

  
  func testSublistInMiddle() {
    print(.sublist == classifier(listOne: [2, 3, 4], listTwo: [0, 1, 2, 3, 4, 5]))
  }

  
  func testSublistAtEnd() {
    print(.sublist == classifier(listOne: [3, 4, 5], listTwo: [0, 1, 2, 3, 4, 5]))
  }

  
  func testAtStartOfSuperlist() {
    print(.superlist == classifier(listOne: [0, 1, 2, 3, 4, 5], listTwo: [0, 1, 2]))
  }

  
  func testInMiddleOfSuperlist() {
    print(.superlist == classifier(listOne: [0, 1, 2, 3, 4, 5], listTwo: [2, 3]))
  }

  
  func testAtEndOfSuperlist() {
    print(.superlist == classifier(listOne: [0, 1, 2, 3, 4, 5], listTwo: [3, 4, 5]))
  }

  
  func testFirstListMissingElementFromSecondList() {
    print(.unequal == classifier(listOne: [1, 3], listTwo: [1, 2, 3]))
  }

  
  func testSecondListMissingElementFromFirstList() {
    print(.unequal == classifier(listOne: [1, 2, 3], listTwo: [1, 3]))
  }

  
  func testFirstListMissingAdditionalDigitsFromSecondList() {
    print(.unequal == classifier(listOne: [1, 2], listTwo: [1, 22]))
  }

  
  func testOrderMattersToAList() {
    print(.unequal == classifier(listOne: [1, 2, 3], listTwo: [3, 2, 1]))
  }

  
  func testSameDigitsButDifferentNumbers() {
    print(.unequal == classifier(listOne: [1, 0, 1], listTwo: [10, 1]))
  }
}

let suite = SublistTests()
suite.testEmptyLists()
suite.testEmptyListWithinNonEmptyList()
suite.testNonEmptyListContainsEmptyList()
suite.testListEqualsItself()
suite.testDifferentLists()
suite.testFalseStart()
suite.testConsecutive()
suite.testSublistAtStart()
suite.testSublistInMiddle()
suite.testSublistAtEnd()
suite.testAtStartOfSuperlist()
suite.testInMiddleOfSuperlist()
suite.testAtEndOfSuperlist()
suite.testFirstListMissingElementFromSecondList()
suite.testSecondListMissingElementFromFirstList()
suite.testFirstListMissingAdditionalDigitsFromSecondList()
suite.testOrderMattersToAList()
suite.testSameDigitsButDifferentNumbers()
