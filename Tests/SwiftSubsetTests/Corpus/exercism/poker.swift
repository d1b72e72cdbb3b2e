import Foundation

enum HandRank: Int, Comparable {
  case highCard, onePair, twoPair, threeOfAKind, straight, flush, fullHouse, fourOfAKind,
    straightFlush

  static func < (lhs: HandRank, rhs: HandRank) -> Bool {
    return lhs.rawValue < rhs.rawValue
  }
}

class Poker {
  var hands: [[String]]

  init(_ hands: [String]) {
    self.hands = hands.map { $0.components(separatedBy: " ") }
  }

  func bestHands() -> String {
    var bestRank: HandRank = .highCard
    var bestRankedHands: [[String]] = []

    for hand in hands {
      let rank = evaluateHand(hand)
      if rank > bestRank {
        bestRank = rank
        bestRankedHands = [hand]
      } else if rank == bestRank {
        bestRankedHands.append(hand)
      }
    }
    let bestHand = breakTies(between: bestRankedHands, for: bestRank)
    return bestHand.joined(separator: " ")
  }

  private func convertValue(_ value: String, _ flush: Bool = false) -> Int {
    let value = String(value.prefix(value.count - 1))

    if flush == true && value == "A" {
      return 1
    }

    switch value {
    case "J": return 11
    case "Q": return 12
    case "K": return 13
    case "A": return 14
    default: return Int(value)!
    }
  }

  private func evaluateHand(_ hand: [String]) -> HandRank {

    // This method evaluates the rank of the hand
    // For simplicity, this example returns a high card rank.
    // You need to implement full hand ranking logic here.

    let sortedHand = hand.sorted { card1, card2 in
      let value1 = convertValue(card1)
      let value2 = convertValue(card2)
      return value1 < value2
    }

    // Check for flush
    let flush = sortedHand.allSatisfy { $0.last == sortedHand[0].last }

    var sortedHandFlush = sortedHand

    if sortedHand.last?.prefix(1) == "A" && sortedHand.first?.prefix(1) == "2" {
      sortedHandFlush.removeLast()
    }

    let straight = sortedHandFlush.enumerated().allSatisfy { index, card in
      if index == 0 {
        return true
      }

      let value1 = convertValue(sortedHandFlush[index - 1])
      let value2 = convertValue(card)
      return value2 - value1 == 1
    }

    let fullHouse = sortedHand.enumerated().contains { index, card in
      if index + 4 < sortedHand.count {
        return sortedHand[index].prefix(sortedHand[index].count - 1)
          == sortedHand[index + 1].prefix(sortedHand[index + 1].count - 1)
          && sortedHand[index].prefix(sortedHand[index].count - 1)
            == sortedHand[index + 2].prefix(sortedHand[index + 2].count - 1)
          && sortedHand[index + 3].prefix(sortedHand[index + 3].count - 1)
            == sortedHand[index + 4].prefix(sortedHand[index + 4].count - 1)
      }
      return false
    }

    let cardCounts = Dictionary(grouping: hand, by: { convertValue($0) })
    let twoPair = cardCounts.values.filter { $0.count == 2 }.count == 2
    let onePair = cardCounts.values.contains { $0.count == 2 }
    let threeOfAKind = cardCounts.values.contains { $0.count == 3 }
    let fourOfAKind = cardCounts.values.contains { $0.count == 4 }

    if flush && straight {
      return .straightFlush
    } else if fourOfAKind {
      return .fourOfAKind
    } else if fullHouse {
      return .fullHouse
    } else if flush {
      return .flush
    } else if straight {
      return .straight
    } else if threeOfAKind {
      return .threeOfAKind
    } else if twoPair {
      return .twoPair
    } else if onePair {
      return .onePair
    }
    return .highCard
  }

  private func breakTies(between hands: [[String]], for rank: HandRank) -> [String] {
    // This method resolves ties between hands of the same rank
    // For simplicity, this example returns the hands as-is.
    // You need to implement tie-breaking logic here.

    if rank == .highCard || rank == .straightFlush || rank == .straight || rank == .flush {
      return hands.max { hand1, hand2 in
        let isFlush = rank == .straight || rank == .straightFlush

        func highestCard(_ hand: [String]) -> String {
          return hand.max { card1, card2 in
            convertValue(card1, isFlush) < convertValue(card2, isFlush)
          }!
        }

        var hand1High = highestCard(hand1)
        var hand2High = highestCard(hand2)

        var hand1 = hand1
        var hand2 = hand2

        while convertValue(hand1High) == convertValue(hand2High) {
          hand1 = hand1.filter { $0 != hand1High }
          hand2 = hand2.filter { $0 != hand2High }
          if hand1.isEmpty {
            return false
          }
          hand1High = highestCard(hand1)
          hand2High = highestCard(hand2)
        }

        return convertValue(hand1High) < convertValue(hand2High)
      }!
    } else if rank == .onePair {

      let bestHand = hands.max { left, right in
        func pairValue(_ hand: [String]) -> Int {
          for i in 0..<hand.count {
            for j in i + 1..<hand.count {
              if convertValue(hand[i]) == convertValue(hand[j]) {
                return convertValue(hand[i])
              }
            }
          }
          return 0
        }
        return pairValue(left) < pairValue(right)
      }!
      return bestHand

    } else if rank == .twoPair {
      let bestHand = hands.max { left, right in
        func pairValue(_ hand: [String]) -> Int {
          var counts = [Int: Int]()
          for card in hand {
            let value = convertValue(card)
            counts[value, default: 0] += 1
          }
          return counts.filter { $0.value == 2 }.max(by: { $0.key < $1.key })!.key
        }
        if pairValue(left) == pairValue(right) {
          let leftHighest = pairValue(left.filter { convertValue($0) != pairValue(left) })
          let rightHighest = pairValue(
            right.filter { convertValue($0) != pairValue(right) })
          return leftHighest < rightHighest
        }
        return pairValue(left) < pairValue(right)
      }!
      return bestHand

    } else if rank == .threeOfAKind || rank == .fullHouse {
      let bestHand = hands.max { left, right in
        func tripValue(_ hand: [String]) -> Int {
          var counts = [Int: Int]()
          for card in hand {
            let value = convertValue(card)
            counts[value, default: 0] += 1
          }
          return counts.first(where: { $0.value == 3 })?.key ?? 0
        }
        if tripValue(left) == tripValue(right) {
          let rightHighest = right.filter { convertValue($0) != tripValue(right) }.max(
            by: { convertValue($0) < convertValue($1) })!
          let leftHighest = left.filter { convertValue($0) != tripValue(left) }.max(by: {
            convertValue($0) < convertValue($1)
          })!
          return convertValue(leftHighest) < convertValue(rightHighest)
        }

        return tripValue(left) < tripValue(right)
      }!
      return bestHand
    } else if rank == .fourOfAKind {
      let bestHand = hands.max { left, right in
        func quadValue(_ hand: [String]) -> Int {
          var counts = [Int: Int]()
          for card in hand {
            let value = convertValue(card)
            counts[value, default: 0] += 1
          }
          return counts.first(where: { $0.value == 4 })?.key ?? 0
        }
        if quadValue(left) == quadValue(right) {
          let rightHighest = right.filter { convertValue($0) != quadValue(right) }
          let leftHighest = left.filter { convertValue($0) != quadValue(left) }
          return convertValue(leftHighest[0]) < convertValue(rightHighest[0])
        }
        return quadValue(left) < quadValue(right)
      }!
      return bestHand

    } else {
      return hands[0]
    }
  }
}


struct PokerTests {

  
  func testSingleHandAlwaysWins() {
    let poker = Poker(["4S 5S 7H 8D JC"])
    let bestHand = poker.bestHands()
    let expected = "4S 5S 7H 8D JC"
    print(bestHand == expected)
  }

  
  func testHighestCardOutOfAllHandsWins() {
    let poker = Poker(["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"])
    let bestHand = poker.bestHands()
    let expected = "3S 4S 5D 6H JH"
    print(bestHand == expected)
  }

  
  func testATieHasMultipleWinners() {
    let poker = Poker(["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH", "3H 4H 5C 6C JD"])
    let bestHand = poker.bestHands()
    let expected = "3S 4S 5D 6H JH"
    print(bestHand == expected)
  }

  
  func testMultipleHandsWithTheSameHighCardsTieComparesNextHighestRankedDownToLastCard() {
    let poker = Poker(["3S 5H 6S 8D 7H", "2S 5D 6D 8C 7S"])
    let bestHand = poker.bestHands()
    let expected = "3S 5H 6S 8D 7H"
    print(bestHand == expected)
  }

  
  func testWinningHighCardHandAlsoHasTheLowestCard() {
    let poker = Poker(["2S 5H 6S 8D 7H", "3S 4D 6D 8C 7S"])
    let bestHand = poker.bestHands()
    let expected = "2S 5H 6S 8D 7H"
    print(bestHand == expected)
  }

  
  func testOnePairBeatsHighCard() {
    let poker = Poker(["4S 5H 6C 8D KH", "2S 4H 6S 4D JH"])
    let bestHand = poker.bestHands()
    let expected = "2S 4H 6S 4D JH"
    print(bestHand == expected)
  }

  
  func testHighestPairWins() {
    let poker = Poker(["4S 2H 6S 2D JH", "2S 4H 6C 4D JD"])
    let bestHand = poker.bestHands()
    let expected = "2S 4H 6C 4D JD"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveTheSamePairHighCardWins() {
    let poker = Poker(["4H 4S AH JC 3D", "4C 4D AS 5D 6C"])
    let bestHand = poker.bestHands()
    let expected = "4H 4S AH JC 3D"
    print(bestHand == expected)
  }

  
  func testTwoPairsBeatsOnePair() {
    let poker = Poker(["2S 8H 6S 8D JH", "4S 5H 4C 8C 5C"])
    let bestHand = poker.bestHands()
    let expected = "4S 5H 4C 8C 5C"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveTwoPairsHighestRankedPairWins() {
    let poker = Poker(["2S 8H 2D 8D 3H", "4S 5H 4C 8S 5D"])
    let bestHand = poker.bestHands()
    let expected = "2S 8H 2D 8D 3H"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveTwoPairsWithTheSameHighestRankedPairTieGoesToLowPair() {
    let poker = Poker(["2S QS 2C QD JH", "JD QH JS 8D QC"])
    let bestHand = poker.bestHands()
    let expected = "JD QH JS 8D QC"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveTwoIdenticallyRankedPairsTieGoesToRemainingCardKicker() {
    let poker = Poker(["JD QH JS 8D QC", "JS QS JC 2D QD"])
    let bestHand = poker.bestHands()
    let expected = "JD QH JS 8D QC"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveTwoPairsThatAddToTheSameValueWinGoesToHighestPair() {
    let poker = Poker(["6S 6H 3S 3H AS", "7H 7S 2H 2S AC"])
    let bestHand = poker.bestHands()
    let expected = "7H 7S 2H 2S AC"
    print(bestHand == expected)
  }

  
  func testTwoPairsFirstRankedByLargestPair() {
    let poker = Poker(["5C 2S 5S 4H 4C", "6S 2S 6H 7C 2C"])
    let bestHand = poker.bestHands()
    let expected = "6S 2S 6H 7C 2C"
    print(bestHand == expected)
  }

  
  func testThreeOfAKindBeatsTwoPair() {
    let poker = Poker(["2S 8H 2H 8D JH", "4S 5H 4C 8S 4H"])
    let bestHand = poker.bestHands()
    let expected = "4S 5H 4C 8S 4H"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveThreeOfAKindTieGoesToHighestRankedTriplet() {
    let poker = Poker(["2S 2H 2C 8D JH", "4S AH AS 8C AD"])
    let bestHand = poker.bestHands()
    let expected = "4S AH AS 8C AD"
    print(bestHand == expected)
  }

  
  func testWithMultipleDecksTwoPlayersCanHaveSameThreeOfAKindTiesGoToHighestRemainingCards() {
    let poker = Poker(["5S AH AS 7C AD", "4S AH AS 8C AD"])
    let bestHand = poker.bestHands()
    let expected = "4S AH AS 8C AD"
    print(bestHand == expected)
  }

  
  func testAStraightBeatsThreeOfAKind() {
    let poker = Poker(["4S 5H 4C 8D 4H", "3S 4D 2S 6D 5C"])
    let bestHand = poker.bestHands()
    let expected = "3S 4D 2S 6D 5C"
    print(bestHand == expected)
  }

  
  func testAcesCanEndAStraight10JQKA() {
    let poker = Poker(["4S 5H 4C 8D 4H", "10D JH QS KD AC"])
    let bestHand = poker.bestHands()
    let expected = "10D JH QS KD AC"
    print(bestHand == expected)
  }

  
  func testAcesCanStartAStraightA2345() {
    let poker = Poker(["4S 5H 4C 8D 4H", "4D AH 3S 2D 5C"])
    let bestHand = poker.bestHands()
    let expected = "4D AH 3S 2D 5C"
    print(bestHand == expected)
  }

  
  func testAcesCannotBeInTheMiddleOfAStraightQKA23() {
    let poker = Poker(["2C 3D 7H 5H 2S", "QS KH AC 2D 3S"])
    let bestHand = poker.bestHands()
    let expected = "2C 3D 7H 5H 2S"
    print(bestHand == expected)
  }

  
  func testBothHandsWithAStraightTieGoesToHighestRankedCard() {
    let poker = Poker(["4S 6C 7S 8D 5H", "5S 7H 8S 9D 6H"])
    let bestHand = poker.bestHands()
    let expected = "5S 7H 8S 9D 6H"
    print(bestHand == expected)
  }

  
  func testEvenThoughAnAceIsUsuallyHighA5HighStraightIsTheLowestScoringStraight() {
    let poker = Poker(["2H 3C 4D 5D 6H", "4S AH 3S 2D 5H"])
    let bestHand = poker.bestHands()
    let expected = "2H 3C 4D 5D 6H"
    print(bestHand == expected)
  }

  
  func testFlushBeatsAStraight() {
    let poker = Poker(["4C 6H 7D 8D 5H", "2S 4S 5S 6S 7S"])
    let bestHand = poker.bestHands()
    let expected = "2S 4S 5S 6S 7S"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveAFlushTieGoesToHighCardDownToTheLastOneIfNecessary() {
    let poker = Poker(["2H 7H 8H 9H 6H", "3S 5S 6S 7S 8S"])
    let bestHand = poker.bestHands()
    let expected = "2H 7H 8H 9H 6H"
    print(bestHand == expected)
  }

  
  func testFullHouseBeatsAFlush() {
    let poker = Poker(["3H 6H 7H 8H 5H", "4S 5H 4C 5D 4H"])
    let bestHand = poker.bestHands()
    let expected = "4S 5H 4C 5D 4H"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveAFullHouseTieGoesToHighestRankedTriplet() {
    let poker = Poker(["4H 4S 4D 9S 9D", "5H 5S 5D 8S 8D"])
    let bestHand = poker.bestHands()
    let expected = "5H 5S 5D 8S 8D"
    print(bestHand == expected)
  }

  
  func testWithMultipleDecksBothHandsHaveAFullHouseWithTheSameTripletTieGoesToThePair() {
    let poker = Poker(["5H 5S 5D 9S 9D", "5H 5S 5D 8S 8D"])
    let bestHand = poker.bestHands()
    let expected = "5H 5S 5D 9S 9D"
    print(bestHand == expected)
  }

  
  func testFourOfAKindBeatsAFullHouse() {
    let poker = Poker(["4S 5H 4D 5D 4H", "3S 3H 2S 3D 3C"])
    let bestHand = poker.bestHands()
    let expected = "3S 3H 2S 3D 3C"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveFourOfAKindTieGoesToHighQuad() {
    let poker = Poker(["2S 2H 2C 8D 2D", "4S 5H 5S 5D 5C"])
    let bestHand = poker.bestHands()
    let expected = "4S 5H 5S 5D 5C"
    print(bestHand == expected)
  }

  
  func testWithMultipleDecksBothHandsWithIdenticalFourOfAKindTieDeterminedByKicker() {
    let poker = Poker(["3S 3H 2S 3D 3C", "3S 3H 4S 3D 3C"])
    let bestHand = poker.bestHands()
    let expected = "3S 3H 4S 3D 3C"
    print(bestHand == expected)
  }

  
  func testStraightFlushBeatsFourOfAKind() {
    let poker = Poker(["4S 5H 5S 5D 5C", "7S 8S 9S 6S 10S"])
    let bestHand = poker.bestHands()
    let expected = "7S 8S 9S 6S 10S"
    print(bestHand == expected)
  }

  
  func testAcesCanEndAStraightFlush10JQKA() {
    let poker = Poker(["KC AH AS AD AC", "10C JC QC KC AC"])
    let bestHand = poker.bestHands()
    let expected = "10C JC QC KC AC"
    print(bestHand == expected)
  }

  
  func testAcesCanStartAStraightFlushA2345() {
    let poker = Poker(["KS AH AS AD AC", "4H AH 3H 2H 5H"])
    let bestHand = poker.bestHands()
    let expected = "4H AH 3H 2H 5H"
    print(bestHand == expected)
  }

  
  func testAcesCannotBeInTheMiddleOfAStraightFlushQKA23() {
    let poker = Poker(["2C AC QC 10C KC", "QH KH AH 2H 3H"])
    let bestHand = poker.bestHands()
    let expected = "2C AC QC 10C KC"
    print(bestHand == expected)
  }

  
  func testBothHandsHaveAStraightFlushTieGoesToHighestRankedCard() {
    let poker = Poker(["4H 6H 7H 8H 5H", "5S 7S 8S 9S 6S"])
    let bestHand = poker.bestHands()
    let expected = "5S 7S 8S 9S 6S"
    print(bestHand == expected)
  }

  
  func testEvenThoughAnAceIsUsuallyHighA5HighStraightFlushIsTheLowestScoringStraightFlush() {
    let poker = Poker(["2H 3H 4H 5H 6H", "4D AD 3D 2D 5D"])
    let bestHand = poker.bestHands()
    let expected = "2H 3H 4H 5H 6H"
    print(bestHand == expected)
  }
}

let suite = PokerTests()
suite.testSingleHandAlwaysWins()
suite.testHighestCardOutOfAllHandsWins()
suite.testATieHasMultipleWinners()
suite.testMultipleHandsWithTheSameHighCardsTieComparesNextHighestRankedDownToLastCard()
suite.testWinningHighCardHandAlsoHasTheLowestCard()
suite.testOnePairBeatsHighCard()
suite.testHighestPairWins()
suite.testBothHandsHaveTheSamePairHighCardWins()
suite.testTwoPairsBeatsOnePair()
suite.testBothHandsHaveTwoPairsHighestRankedPairWins()
suite.testBothHandsHaveTwoPairsWithTheSameHighestRankedPairTieGoesToLowPair()
suite.testBothHandsHaveTwoIdenticallyRankedPairsTieGoesToRemainingCardKicker()
suite.testBothHandsHaveTwoPairsThatAddToTheSameValueWinGoesToHighestPair()
suite.testTwoPairsFirstRankedByLargestPair()
suite.testThreeOfAKindBeatsTwoPair()
suite.testBothHandsHaveThreeOfAKindTieGoesToHighestRankedTriplet()
suite.testWithMultipleDecksTwoPlayersCanHaveSameThreeOfAKindTiesGoToHighestRemainingCards()
suite.testAStraightBeatsThreeOfAKind()
suite.testAcesCanEndAStraight10JQKA()
suite.testAcesCanStartAStraightA2345()
suite.testAcesCannotBeInTheMiddleOfAStraightQKA23()
suite.testBothHandsWithAStraightTieGoesToHighestRankedCard()
suite.testEvenThoughAnAceIsUsuallyHighA5HighStraightIsTheLowestScoringStraight()
suite.testFlushBeatsAStraight()
suite.testBothHandsHaveAFlushTieGoesToHighCardDownToTheLastOneIfNecessary()
suite.testFullHouseBeatsAFlush()
suite.testBothHandsHaveAFullHouseTieGoesToHighestRankedTriplet()
suite.testWithMultipleDecksBothHandsHaveAFullHouseWithTheSameTripletTieGoesToThePair()
suite.testFourOfAKindBeatsAFullHouse()
suite.testBothHandsHaveFourOfAKindTieGoesToHighQuad()
suite.testWithMultipleDecksBothHandsWithIdenticalFourOfAKindTieDeterminedByKicker()
suite.testStraightFlushBeatsFourOfAKind()
suite.testAcesCanEndAStraightFlush10JQKA()
suite.testAcesCanStartAStraightFlushA2345()
suite.testAcesCannotBeInTheMiddleOfAStraightFlushQKA23()
suite.testBothHandsHaveAStraightFlushTieGoesToHighestRankedCard()
suite.testEvenThoughAnAceIsUsuallyHighA5HighStraightFlushIsTheLowestScoringStraightFlush()
