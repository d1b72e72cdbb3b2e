enum BowlingError: Error {
  case negativePins
  case tooManyPinsInFrame
  case gameIsOver
  case gameInProgress
}

class Bowling {
  var scoreCard: [Int]

  init(_ rolls: [Int]) {
    scoreCard = rolls
  }

  func roll(pins: Int) throws {
    if pins < 0 {
      throw BowlingError.negativePins
    }
    if pins > 10 || scoreCard.count % 2 == 1 && pins + scoreCard.last! > 10
      || scoreCard.count % 2 == 0 && pins > 10 - scoreCard.last!
    {
      throw BowlingError.tooManyPinsInFrame
    }
    if scoreCard.count >= 20 {
      throw BowlingError.gameIsOver
    }
    scoreCard.append(pins)
  }

  func score() throws -> Int {
    if scoreCard.count < 12 {
      throw BowlingError.gameInProgress
    }
    var score = 0
    var frame = 0

    for _ in 0..<10 {
      if scoreCard[frame] == 10 {
        if scoreCard.count > frame + 2 {
          score += 10 + scoreCard[frame + 1] + scoreCard[frame + 2]
        } else {
          throw BowlingError.gameInProgress
        }
        frame += 1
      } else if scoreCard[frame] + scoreCard[frame + 1] == 10 {
        if scoreCard.count > frame + 2 {
          score += 10 + scoreCard[frame + 2]
        } else {
          throw BowlingError.gameInProgress
        }
        frame += 2
      } else if scoreCard[frame] + scoreCard[frame + 1] > 10 {
        throw BowlingError.tooManyPinsInFrame
      } else {
        score += scoreCard[frame] + scoreCard[frame + 1]
        frame += 2
      }
    }
    return score
  }
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct BowlingTests {

  
  func testShouldBeAbleToScoreAGameWithAllZeros() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 0)
  }

  
  func testShouldBeAbleToScoreAGameWithNoStrikesOrSpares() {
    let bowling = Bowling([3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6])
    print(try! bowling.score() == 90)
  }

  
  func testASpareFollowedByZerosIsWorthTenPoints() {
    let bowling = Bowling([6, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 10)
  }

  
  func testPointsScoredInTheRollAfterASpareAreCountedTwice() {
    let bowling = Bowling([6, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 16)
  }

  
  func testConsecutiveSparesEachGetAOneRollBonus() {
    let bowling = Bowling([5, 5, 3, 7, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 31)
  }

  
  func testASpareInTheLastFrameGetsAOneRollBonusThatIsCountedOnce() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 3, 7])
    print(try! bowling.score() == 17)
  }

  
  func testAStrikeEarnsTenPointsInAFrameWithASingleRoll() {
    let bowling = Bowling([10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 10)
  }

  
  func testPointsScoredInTheTwoRollsAfterAStrikeAreCountedTwiceAsABonus() {
    let bowling = Bowling([10, 5, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 26)
  }

  
  func testConsecutiveStrikesEachGetTheTwoRollBonus() {
    let bowling = Bowling([10, 10, 10, 5, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    print(try! bowling.score() == 81)
  }

  
  func testAStrikeInTheLastFrameGetsATwoRollBonusThatIsCountedOnce() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 7, 1])
    print(try! bowling.score() == 18)
  }

  
  func testRollingASpareWithTheTwoRollBonusDoesNotGetABonusRoll() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 7, 3])
    print(try! bowling.score() == 20)
  }

  
  func testStrikesWithTheTwoRollBonusDoNotGetBonusRolls() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 10])
    print(try! bowling.score() == 30)
  }

  
  func testLastTwoStrikesFollowedByOnlyLastBonusWithNonStrikePoints() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 0, 1])
    print(try! bowling.score() == 31)
  }

  
  func testAStrikeWithTheOneRollBonusAfterASpareInTheLastFrameDoesNotGetABonus() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 3, 10])
    print(try! bowling.score() == 20)
  }

  
  func testAllStrikesIsAPerfectGame() {
    let bowling = Bowling([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10])
    print(try! bowling.score() == 300)
  }

  
  func testRollsCannotScoreNegativePoints() {
    let bowling = Bowling([])
    expectThrows { try bowling.roll(pins: -1) }

  }

  
  func testARollCannotScoreMoreThan10Points() {
    let bowling = Bowling([])
    expectThrows { try bowling.roll(pins: 11) }

  }

  
  func testTwoRollsInAFrameCannotScoreMoreThan10Points() {
    let bowling = Bowling([5])
    expectThrows { try bowling.roll(pins: 6) }

  }

  
  func testBonusRollAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10])
    expectThrows { try bowling.roll(pins: 11) }

  }

  
  func testTwoBonusRollsAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 5])
    expectThrows { try bowling.roll(pins: 6) }

  }

  
  func testTwoBonusRollsAfterAStrikeInTheLastFrameCanScoreMoreThan10PointsIfOneIsAStrike() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 6])
    print(try! bowling.score() == 26)
  }

  
  func testTheSecondBonusRollsAfterAStrikeInTheLastFrameCannotBeAStrikeIfTheFirstOneIsNotAStrike() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 6])
    expectThrows { try bowling.roll(pins: 10) }

  }

  
  func testSecondBonusRollAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10])
    expectThrows { try bowling.roll(pins: 11) }

  }

  
  func testAnUnstartedGameCannotBeScored() {
    let bowling = Bowling([])
    expectThrows { try bowling.score() }
  }

  
  func testAnIncompleteGameCannotBeScored() {
    let bowling = Bowling([0, 0])
    expectThrows { try bowling.score() }
  }

  
  func testCannotRollIfGameAlreadyHasTenFrames() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    expectThrows { try bowling.roll(pins: 0) }

  }

  
  func testBonusRollsForAStrikeInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10])
    expectThrows { try bowling.score() }
  }

  
  func testBothBonusRollsForAStrikeInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10])
    expectThrows { try bowling.score() }
  }

  
  func testBonusRollForASpareInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 3])
    expectThrows { try bowling.score() }
  }

  
  func testCannotRollAfterBonusRollForSpare() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 3, 2])
    expectThrows { try bowling.roll(pins: 2) }

  }

  
  func testCannotRollAfterBonusRollsForStrike() {
    let bowling = Bowling([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 3, 2])
    expectThrows { try bowling.roll(pins: 2) }

  }
}

let suite = BowlingTests()
suite.testShouldBeAbleToScoreAGameWithAllZeros()
suite.testShouldBeAbleToScoreAGameWithNoStrikesOrSpares()
suite.testASpareFollowedByZerosIsWorthTenPoints()
suite.testPointsScoredInTheRollAfterASpareAreCountedTwice()
suite.testConsecutiveSparesEachGetAOneRollBonus()
suite.testASpareInTheLastFrameGetsAOneRollBonusThatIsCountedOnce()
suite.testAStrikeEarnsTenPointsInAFrameWithASingleRoll()
suite.testPointsScoredInTheTwoRollsAfterAStrikeAreCountedTwiceAsABonus()
suite.testConsecutiveStrikesEachGetTheTwoRollBonus()
suite.testAStrikeInTheLastFrameGetsATwoRollBonusThatIsCountedOnce()
suite.testRollingASpareWithTheTwoRollBonusDoesNotGetABonusRoll()
suite.testStrikesWithTheTwoRollBonusDoNotGetBonusRolls()
suite.testLastTwoStrikesFollowedByOnlyLastBonusWithNonStrikePoints()
suite.testAStrikeWithTheOneRollBonusAfterASpareInTheLastFrameDoesNotGetABonus()
suite.testAllStrikesIsAPerfectGame()
suite.testRollsCannotScoreNegativePoints()
suite.testARollCannotScoreMoreThan10Points()
suite.testTwoRollsInAFrameCannotScoreMoreThan10Points()
suite.testBonusRollAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points()
suite.testTwoBonusRollsAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points()
suite.testTwoBonusRollsAfterAStrikeInTheLastFrameCanScoreMoreThan10PointsIfOneIsAStrike()
suite.testTheSecondBonusRollsAfterAStrikeInTheLastFrameCannotBeAStrikeIfTheFirstOneIsNotAStrike()
suite.testSecondBonusRollAfterAStrikeInTheLastFrameCannotScoreMoreThan10Points()
suite.testAnUnstartedGameCannotBeScored()
suite.testAnIncompleteGameCannotBeScored()
suite.testCannotRollIfGameAlreadyHasTenFrames()
suite.testBonusRollsForAStrikeInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated()
suite.testBothBonusRollsForAStrikeInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated()
suite.testBonusRollForASpareInTheLastFrameMustBeRolledBeforeScoreCanBeCalculated()
suite.testCannotRollAfterBonusRollForSpare()
suite.testCannotRollAfterBonusRollsForStrike()
