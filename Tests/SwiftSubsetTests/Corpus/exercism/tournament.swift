import Foundation

class Tournament {
  var matches: [(team: String, opponent: String, result: String)] = []

  func addMatch(_ match: String) {
    let matchComponents = match.components(separatedBy: ";")
    let team1 = matchComponents[0]
    let team2 = matchComponents[1]
    let result = matchComponents[2]
    matches.append((team: team1, opponent: team2, result: result))
  }

  func tally() -> [String] {
    var result = ["Team                           | MP |  W |  D |  L |  P"]
    var ranking = [String: (MP: Int, W: Int, D: Int, L: Int, P: Int)]()
    for match in matches {
      let team1 = match.team
      let team2 = match.opponent
      let result = match.result
      if ranking[team1] == nil {
        ranking[team1] = (0, 0, 0, 0, 0)
      }
      if ranking[team2] == nil {
        ranking[team2] = (0, 0, 0, 0, 0)
      }
      ranking[team1]!.MP += 1
      ranking[team2]!.MP += 1
      switch result {
      case "win":
        ranking[team1]!.W += 1
        ranking[team1]!.P += 3
        ranking[team2]!.L += 1
      case "loss":
        ranking[team1]!.L += 1
        ranking[team2]!.W += 1
        ranking[team2]!.P += 3
      case "draw":
        ranking[team1]!.D += 1
        ranking[team1]!.P += 1
        ranking[team2]!.D += 1
        ranking[team2]!.P += 1
      default:
        break
      }
    }

    let sortedRanking = ranking.sorted { (team1, team2) -> Bool in
      if team1.value.P == team2.value.P {
        return team1.key < team2.key
      }
      return team1.value.P > team2.value.P
    }

    for team in sortedRanking {
      result.append(
        "\(team.key.padding(toLength: 31, withPad: " ", startingAt: 0))|  \(team.value.MP) |  \(team.value.W) |  \(team.value.D) |  \(team.value.L) | \(String(repeating: " ", count: 2 - String(team.value.P).count) + String(team.value.P))"
      )
    }
    return result
  }
}


struct TournamentTests {
  private var tournament: Tournament!

  init() {
    tournament = Tournament()
  }

  
  func testJustTheHeaderIfNoInput() {
    let expected = ["Team                           | MP |  W |  D |  L |  P"]
    print(tournament.tally() == expected)
  }

  
  func testAWinIsThreePointsALossIsZeroPoints() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  1 |  1 |  0 |  0 |  3",
      "Blithering Badgers             |  1 |  0 |  0 |  1 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testAWinCanAlsoBeExpressedAsALoss() {
    tournament.addMatch("Blithering Badgers;Allegoric Alaskans;loss")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  1 |  1 |  0 |  0 |  3",
      "Blithering Badgers             |  1 |  0 |  0 |  1 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testADifferentTeamCanWin() {
    tournament.addMatch("Blithering Badgers;Allegoric Alaskans;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Blithering Badgers             |  1 |  1 |  0 |  0 |  3",
      "Allegoric Alaskans             |  1 |  0 |  0 |  1 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testADrawIsOnePointEach() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;draw")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  1 |  0 |  1 |  0 |  1",
      "Blithering Badgers             |  1 |  0 |  1 |  0 |  1",
    ]
    print(tournament.tally() == expected)
  }

  
  func testThereCanBeMoreThanOneMatch() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  2 |  2 |  0 |  0 |  6",
      "Blithering Badgers             |  2 |  0 |  0 |  2 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testThereCanBeMoreThanOneWinner() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;loss")
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  2 |  1 |  0 |  1 |  3",
      "Blithering Badgers             |  2 |  1 |  0 |  1 |  3",
    ]
    print(tournament.tally() == expected)
  }

  
  func testThereCanBeMoreThanTwoTeams() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    tournament.addMatch("Blithering Badgers;Courageous Californians;win")
    tournament.addMatch("Courageous Californians;Allegoric Alaskans;loss")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  2 |  2 |  0 |  0 |  6",
      "Blithering Badgers             |  2 |  1 |  0 |  1 |  3",
      "Courageous Californians        |  2 |  0 |  0 |  2 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testTypicalInput() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    tournament.addMatch("Devastating Donkeys;Courageous Californians;draw")
    tournament.addMatch("Devastating Donkeys;Allegoric Alaskans;win")
    tournament.addMatch("Courageous Californians;Blithering Badgers;loss")
    tournament.addMatch("Blithering Badgers;Devastating Donkeys;loss")
    tournament.addMatch("Allegoric Alaskans;Courageous Californians;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Devastating Donkeys            |  3 |  2 |  1 |  0 |  7",
      "Allegoric Alaskans             |  3 |  2 |  0 |  1 |  6",
      "Blithering Badgers             |  3 |  1 |  0 |  2 |  3",
      "Courageous Californians        |  3 |  0 |  1 |  2 |  1",
    ]
    print(tournament.tally() == expected)
  }

  
  func testIncompleteCompetitionNotAllPairsHavePlayed() {
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;loss")
    tournament.addMatch("Devastating Donkeys;Allegoric Alaskans;loss")
    tournament.addMatch("Courageous Californians;Blithering Badgers;draw")
    tournament.addMatch("Allegoric Alaskans;Courageous Californians;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  3 |  2 |  0 |  1 |  6",
      "Blithering Badgers             |  2 |  1 |  1 |  0 |  4",
      "Courageous Californians        |  2 |  0 |  1 |  1 |  1",
      "Devastating Donkeys            |  1 |  0 |  0 |  1 |  0",
    ]
    print(tournament.tally() == expected)
  }

  
  func testTiesBrokenAlphabetically() {
    tournament.addMatch("Courageous Californians;Devastating Donkeys;win")
    tournament.addMatch("Allegoric Alaskans;Blithering Badgers;win")
    tournament.addMatch("Devastating Donkeys;Allegoric Alaskans;loss")
    tournament.addMatch("Courageous Californians;Blithering Badgers;win")
    tournament.addMatch("Blithering Badgers;Devastating Donkeys;draw")
    tournament.addMatch("Allegoric Alaskans;Courageous Californians;draw")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Allegoric Alaskans             |  3 |  2 |  1 |  0 |  7",
      "Courageous Californians        |  3 |  2 |  1 |  0 |  7",
      "Blithering Badgers             |  3 |  0 |  1 |  2 |  1",
      "Devastating Donkeys            |  3 |  0 |  1 |  2 |  1",
    ]
    print(tournament.tally() == expected)
  }

  
  func testEnsurePointsSortedNumerically() {
    tournament.addMatch("Devastating Donkeys;Blithering Badgers;win")
    tournament.addMatch("Devastating Donkeys;Blithering Badgers;win")
    tournament.addMatch("Devastating Donkeys;Blithering Badgers;win")
    tournament.addMatch("Devastating Donkeys;Blithering Badgers;win")
    tournament.addMatch("Blithering Badgers;Devastating Donkeys;win")
    let expected = [
      "Team                           | MP |  W |  D |  L |  P",
      "Devastating Donkeys            |  5 |  4 |  0 |  1 | 12",
      "Blithering Badgers             |  5 |  1 |  0 |  4 |  3",
    ]
    print(tournament.tally() == expected)
  }
}

let suite = TournamentTests()
suite.testJustTheHeaderIfNoInput()
suite.testAWinIsThreePointsALossIsZeroPoints()
suite.testAWinCanAlsoBeExpressedAsALoss()
suite.testADifferentTeamCanWin()
suite.testADrawIsOnePointEach()
suite.testThereCanBeMoreThanOneMatch()
suite.testThereCanBeMoreThanOneWinner()
suite.testThereCanBeMoreThanTwoTeams()
suite.testTypicalInput()
suite.testIncompleteCompetitionNotAllPairsHavePlayed()
suite.testTiesBrokenAlphabetically()
suite.testEnsurePointsSortedNumerically()
