struct Diamond {
  static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { $0 }

  static func makeDiamond(letter: Character) -> [String] {
    guard let index = alphabet.firstIndex(of: letter) else {
      return []
    }

    let numberOfLines = index * 2 + 1
    let middle = numberOfLines / 2
    var result = [String]()

    for lineNumber in 0..<numberOfLines {
      var line = ""

      for column in 0..<numberOfLines {
        let distanceFromMiddle = middle - abs(middle - lineNumber)

        if abs(middle - column) == distanceFromMiddle {
          line.append(alphabet[distanceFromMiddle])
        } else {
          line.append(" ")
        }
      }
      result.append(line)
    }

    return result
  }
}


struct DiamondTests {

  
  func testDegenerateCaseWithASingleARow() {
    print(Diamond.makeDiamond(letter: "A") == ["A"])
  }

  
  func testDegenerateCaseWithNoRowContaining3DistinctGroupsOfSpaces() {
    print(Diamond.makeDiamond(letter: "B") == [" A ", "B B", " A "])
  }

  
  func testSmallestNonDegenerateCaseWithOddDiamondSideLength() {
    print(Diamond.makeDiamond(letter: "C") == ["  A  ", " B B ", "C   C", " B B ", "  A  "])
  }

  
  func testSmallestNonDegenerateCaseWithEvenDiamondSideLength() {
    print(
      Diamond.makeDiamond(letter: "D") == [
        "   A   ", "  B B  ", " C   C ", "D     D", " C   C ", "  B B  ", "   A   ",
      ])
  }

  
  func testLargestPossibleDiamond() {
    print(
      Diamond.makeDiamond(letter: "Z") == [
        "                         A                         ",
        "                        B B                        ",
        "                       C   C                       ",
        "                      D     D                      ",
        "                     E       E                     ",
        "                    F         F                    ",
        "                   G           G                   ",
        "                  H             H                  ",
        "                 I               I                 ",
        "                J                 J                ",
        "               K                   K               ",
        "              L                     L              ",
        "             M                       M             ",
        "            N                         N            ",
        "           O                           O           ",
        "          P                             P          ",
        "         Q                               Q         ",
        "        R                                 R        ",
        "       S                                   S       ",
        "      T                                     T      ",
        "     U                                       U     ",
        "    V                                         V    ",
        "   W                                           W   ",
        "  X                                             X  ",
        " Y                                               Y ",
        "Z                                                 Z",
        " Y                                               Y ",
        "  X                                             X  ",
        "   W                                           W   ",
        "    V                                         V    ",
        "     U                                       U     ",
        "      T                                     T      ",
        "       S                                   S       ",
        "        R                                 R        ",
        "         Q                               Q         ",
        "          P                             P          ",
        "           O                           O           ",
        "            N                         N            ",
        "             M                       M             ",
        "              L                     L              ",
        "               K                   K               ",
        "                J                 J                ",
        "                 I               I                 ",
        "                  H             H                  ",
        "                   G           G                   ",
        "                    F         F                    ",
        "                     E       E                     ",
        "                      D     D                      ",
        "                       C   C                       ",
        "                        B B                        ",
        "                         A                         ",
      ])
  }
}

let suite = DiamondTests()
suite.testDegenerateCaseWithASingleARow()
suite.testDegenerateCaseWithNoRowContaining3DistinctGroupsOfSpaces()
suite.testSmallestNonDegenerateCaseWithOddDiamondSideLength()
suite.testSmallestNonDegenerateCaseWithEvenDiamondSideLength()
suite.testLargestPossibleDiamond()
