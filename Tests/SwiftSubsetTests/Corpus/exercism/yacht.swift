
enum YachtCategory: String {
    case ones
    case twos
    case threes
    case fours
    case fives
    case sixes
    case fullHouse = "full house"
    case fourOfAKind = "four of a kind"
    case littleStraight = "little straight"
    case bigStraight = "big straight"
    case choice
    case yacht
}

func score(_ scores: [Int], category: YachtCategory) -> Int {
    switch category {
    case .ones: return simple(scores, category: 1)
    case .twos: return simple(scores, category: 2)
    case .threes: return simple(scores, category: 3)
    case .fours: return simple(scores, category: 4)
    case .fives: return simple(scores, category: 5)
    case .sixes: return simple(scores, category: 6)
    case .fullHouse: return fullHouse(scores)
    case .fourOfAKind: return fourOfAKind(scores)
    case .littleStraight: return littleStraight(scores)
    case .bigStraight: return bigStraight(scores)
    case .choice: return choice(scores)
    case .yacht: return yacht(scores)
    }
}

fileprivate func simple(_ scores: [Int], category: Int) -> Int {
    return category * scores.count { $0 == category }
}

fileprivate func fullHouse(_ scores: [Int]) -> Int {
    let counts = scores.reduce(into: [Int: Int]()) { result, element in
        result[element, default: 0] += 1
    }
    if counts.count == 2 && (counts.values.contains(2) && counts.values.contains(3)) {
        return scores.reduce(0, +)
    }
    return 0
}

fileprivate func fourOfAKind(_ scores: [Int]) -> Int {
    let counts = scores.reduce(into: [Int: Int]()) { result, element in
        result[element, default: 0] += 1
    }
    return counts.first { $0.value >= 4 }.map { $0.key * 4 } ?? 0
}

fileprivate func littleStraight(_ scores: [Int]) -> Int {
    return Set(scores) == [1, 2, 3, 4, 5] ? 30 : 0
}

fileprivate func bigStraight(_ scores: [Int]) -> Int {
    return Set(scores) == [2, 3, 4, 5, 6] ? 30 : 0
}

fileprivate func choice(_ scores: [Int]) -> Int {
    return scores.reduce(0, +)
}

fileprivate func yacht(_ scores: [Int]) -> Int {
    return scores.allSatisfy { $0 == scores.first } ? 50 : 0
}


struct YachtTests {

  
  func testYacht() {
    print(score([5, 5, 5, 5, 5], category: category("yacht")) == 50)
  }

  
  func testNotYacht() {
    print(score([1, 3, 3, 2, 5], category: category("yacht")) == 0)
  }

  
  func testOnes() {
    print(score([1, 1, 1, 3, 5], category: category("ones")) == 3)
  }

  
  func testOnesOutOfOrder() {
    print(score([3, 1, 1, 5, 1], category: category("ones")) == 3)
  }

  
  func testNoOnes() {
    print(score([4, 3, 6, 5, 5], category: category("ones")) == 0)
  }

  
  func testTwos() {
    print(score([2, 3, 4, 5, 6], category: category("twos")) == 2)
  }

  
  func testFours() {
    print(score([1, 4, 1, 4, 1], category: category("fours")) == 8)
  }

  
  func testYachtCountedAsThrees() {
    print(score([3, 3, 3, 3, 3], category: category("threes")) == 15)
  }

  
  func testYachtOf3SCountedAsFives() {
    print(score([3, 3, 3, 3, 3], category: category("fives")) == 0)
  }

  
  func testFives() {
    print(score([1, 5, 3, 5, 3], category: category("fives")) == 10)
  }

  
  func testSixes() {
    print(score([2, 3, 4, 5, 6], category: category("sixes")) == 6)
  }

  
  func testFullHouseTwoSmallThreeBig() {
    print(score([2, 2, 4, 4, 4], category: category("full house")) == 16)
  }

  
  func testFullHouseThreeSmallTwoBig() {
    print(score([5, 3, 3, 5, 3], category: category("full house")) == 19)
  }

  
  func testTwoPairIsNotAFullHouse() {
    print(score([2, 2, 4, 4, 5], category: category("full house")) == 0)
  }

  
  func testFourOfAKindIsNotAFullHouse() {
    print(score([1, 4, 4, 4, 4], category: category("full house")) == 0)
  }

  
  func testYachtIsNotAFullHouse() {
    print(score([2, 2, 2, 2, 2], category: category("full house")) == 0)
  }

  
  func testFourOfAKind() {
    print(score([6, 6, 4, 6, 6], category: category("four of a kind")) == 24)
  }

  
  func testYachtCanBeScoredAsFourOfAKind() {
    print(score([3, 3, 3, 3, 3], category: category("four of a kind")) == 12)
  }

  
  func testFullHouseIsNotFourOfAKind() {
    print(score([3, 3, 3, 5, 5], category: category("four of a kind")) == 0)
  }

  
  func testLittleStraight() {
    print(score([3, 5, 4, 1, 2], category: category("little straight")) == 30)
  }

  
  func testLittleStraightAsBigStraight() {
    print(score([1, 2, 3, 4, 5], category: category("big straight")) == 0)
  }

  
  func testFourInOrderButNotALittleStraight() {
    print(score([1, 1, 2, 3, 4], category: category("little straight")) == 0)
  }

  
  func testNoPairsButNotALittleStraight() {
    print(score([1, 2, 3, 4, 6], category: category("little straight")) == 0)
  }

  
  func testMinimumIs1MaximumIs5ButNotALittleStraight() {
    print(score([1, 1, 3, 4, 5], category: category("little straight")) == 0)
  }

  
  func testBigStraight() {
    print(score([4, 6, 2, 5, 3], category: category("big straight")) == 30)
  }

  
  func testBigStraightAsLittleStraight() {
    print(score([6, 5, 4, 3, 2], category: category("little straight")) == 0)
  }

  
  func testNoPairsButNotABigStraight() {
    print(score([6, 5, 4, 3, 1], category: category("big straight")) == 0)
  }

  
  func testChoice() {
    print(score([3, 3, 5, 6, 6], category: category("choice")) == 23)
  }

  
  func testYachtAsChoice() {
    print(score([2, 2, 2, 2, 2], category: category("choice")) == 10)
  }
}

func category(_ raw: String) -> YachtCategory {
  guard let category = YachtCategory(rawValue: raw) else {
    print(Bool(false), "Invalid test category: \(raw)")
    return .ones
  }
  return category
}

let suite = YachtTests()
suite.testYacht()
suite.testNotYacht()
suite.testOnes()
suite.testOnesOutOfOrder()
suite.testNoOnes()
suite.testTwos()
suite.testFours()
suite.testYachtCountedAsThrees()
suite.testYachtOf3SCountedAsFives()
suite.testFives()
suite.testSixes()
suite.testFullHouseTwoSmallThreeBig()
suite.testFullHouseThreeSmallTwoBig()
suite.testTwoPairIsNotAFullHouse()
suite.testFourOfAKindIsNotAFullHouse()
suite.testYachtIsNotAFullHouse()
suite.testFourOfAKind()
suite.testYachtCanBeScoredAsFourOfAKind()
suite.testFullHouseIsNotFourOfAKind()
suite.testLittleStraight()
suite.testLittleStraightAsBigStraight()
suite.testFourInOrderButNotALittleStraight()
suite.testNoPairsButNotALittleStraight()
suite.testMinimumIs1MaximumIs5ButNotALittleStraight()
suite.testBigStraight()
suite.testBigStraightAsLittleStraight()
suite.testNoPairsButNotABigStraight()
suite.testChoice()
suite.testYachtAsChoice()
