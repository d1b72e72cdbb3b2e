import Foundation

struct Robot {
  var name: String

  init() {
    let numberPart = (Int.random(in: 0..<899)) + 100
    name = generateRandomLetter() + generateRandomLetter() + "\(numberPart)"
  }

  mutating func resetName() {
    let numberPart = (Int.random(in: 0..<899)) + 100
    name = generateRandomLetter() + generateRandomLetter() + "\(numberPart)"
  }
}

private func convertStringToStringArray(_ input: String) -> [String] {
  var characterArray: [String] = []
  for character in input {
    characterArray.append("\(character)")
  }
  return characterArray
}

private func generateRandomLetter() -> String {
  let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  let letters = convertStringToStringArray(alphabet)
  let randomIndex = Int.random(in: 0..<letters.count)
  return letters[randomIndex]
}


typealias Regex = NSRegularExpression


 struct RobotNameTests {
  func robotNameIsCorrectlyFormatted(_ name: String) -> Bool {
    let robotNameRegex = try? Regex(pattern: "\\A[A-Z]{2}\\d{3}\\z")
    guard
      let matches = robotNameRegex?.matches(
        in: name, options: .withoutAnchoringBounds, range: NSRange(0..<name.utf16.count))
    else { return false }

    return matches.count > 0
  }

  
  func testHasName() {
    let robot = Robot()
    print(robotNameIsCorrectlyFormatted(robot.name))
  }

  
  func testNameSticks() {
    let robot = Robot()
    let name = robot.name
    print(name == robot.name)
  }

  
  func testDifferentRobotsHaveDifferentNames() {
    let firstRobot = Robot()
    let secondRobot = Robot()
    print(firstRobot.name != secondRobot.name)
  }

  
  func testResetName() {
    var robot = Robot()
    let firstName = robot.name
    robot.resetName()
    let secondName = robot.name
    print(firstName != secondName)
  }
}

let suite = RobotNameTests()
suite.testHasName()
suite.testNameSticks()
suite.testDifferentRobotsHaveDifferentNames()
suite.testResetName()
