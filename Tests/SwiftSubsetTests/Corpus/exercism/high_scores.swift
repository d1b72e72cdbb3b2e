import Foundation

struct HighScores {

    let scores: [Int]
    let latest: Int?
    let personalBest: Int?
    let topThree: [Int]

    init(scores: [Int]) {
        self.scores = scores
        self.latest = scores.last
        self.personalBest = scores.max()
        self.topThree = Array(scores.sorted(by: >).prefix(3))
    }

}


struct HighScoresTests {

  
  func testListOfScores() {
    print(HighScores(scores: [30, 50, 20, 70]).scores == [30, 50, 20, 70])
  }

  
  func testLatestScore() {
    print(HighScores(scores: [100, 0, 90, 30]).latest == 30)
  }

  
  func testPersonalBest() {
    print(HighScores(scores: [40, 100, 70]).personalBest == 100)
  }

  
  func testPersonalTopThreeFromAListOfScores() {
    var hs = HighScores(scores: [10, 30, 90, 30, 100, 20, 10, 0, 30, 40, 40, 70, 70])
    print(hs.topThree == [100, 90, 70])
  }

  
  func testPersonalTopHighestToLowest() {
    var hs = HighScores(scores: [20, 10, 30])
    print(hs.topThree == [30, 20, 10])
  }

  
  func testPersonalTopWhenThereIsATie() {
    var hs = HighScores(scores: [40, 20, 40, 30])
    print(hs.topThree == [40, 40, 30])
  }

  
  func testPersonalTopWhenThereAreLessThan3() {
    var hs = HighScores(scores: [30, 70])
    print(hs.topThree == [70, 30])
  }

  
  func testPersonalTopWhenThereIsOnlyOne() {
    var hs = HighScores(scores: [40])
    print(hs.topThree == [40])
  }

  
  func testLatestScoreAfterPersonalTopScores() {
    var hs = HighScores(scores: [70, 50, 20, 30])
    hs.topThree
    print(hs.latest == 30)
  }

  
  func testScoresAfterPersonalTopScores() {
    var hs = HighScores(scores: [30, 50, 20, 70])
    hs.topThree
    print(hs.scores == [30, 50, 20, 70])
  }

  
  func testLatestScoreAfterPersonalBest() {
    var hs = HighScores(scores: [20, 70, 15, 25, 30])
    hs.personalBest
    print(hs.latest == 30)
  }

  
  func testScoresAfterPersonalBest() {
    var hs = HighScores(scores: [20, 70, 15, 25, 30])
    hs.personalBest
    print(hs.scores == [20, 70, 15, 25, 30])
  }

}

let suite = HighScoresTests()
suite.testListOfScores()
suite.testLatestScore()
suite.testPersonalBest()
suite.testPersonalTopThreeFromAListOfScores()
suite.testPersonalTopHighestToLowest()
suite.testPersonalTopWhenThereIsATie()
suite.testPersonalTopWhenThereAreLessThan3()
suite.testPersonalTopWhenThereIsOnlyOne()
suite.testLatestScoreAfterPersonalTopScores()
suite.testScoresAfterPersonalTopScores()
suite.testLatestScoreAfterPersonalBest()
suite.testScoresAfterPersonalBest()
