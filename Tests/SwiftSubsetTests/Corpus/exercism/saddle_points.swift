struct Position: Equatable {
  let row: Int
  let column: Int

  static func == (lhs: Position, rhs: Position) -> Bool {
    return lhs.row == rhs.row && lhs.column == rhs.column
  }
}

struct SaddlePoints {
  static func saddlePoints(_ matrix: [[Int]]) -> [Position] {
    var saddlePoints = [Position]()
    for (rowIndex, row) in matrix.enumerated() {
      for (columnIndex, _) in row.enumerated() {
        if isSaddlePoint(matrix, rowIndex, columnIndex) {
          saddlePoints.append(Position(row: rowIndex + 1, column: columnIndex + 1))
        }
      }
    }
    return saddlePoints
  }

  static private func isSaddlePoint(_ matrix: [[Int]], _ rowIndex: Int, _ columnIndex: Int) -> Bool
  {
    let element = matrix[rowIndex][columnIndex]
    let row = matrix[rowIndex]
    let column = matrix.map { $0[columnIndex] }
    return row.allSatisfy { $0 <= element } && column.allSatisfy { $0 >= element }
  }
}


struct SaddlePointsTests {

  
  func testCanIdentifySingleSaddlePoint() {
    let input = [[9, 8, 7], [5, 3, 2], [6, 6, 7]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 2, column: 1)
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyThatEmptyMatrixHasNoSaddlePoints() {
    let input = [[Int]]()
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyLackOfSaddlePointsWhenThereAreNone() {
    let input = [[1, 2, 3], [3, 1, 2], [2, 3, 1]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyMultipleSaddlePointsInAColumn() {
    let input = [[4, 5, 4], [3, 5, 5], [1, 5, 4]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 1, column: 2), Position(row: 2, column: 2), Position(row: 3, column: 2),
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyMultipleSaddlePointsInARow() {
    let input = [[6, 7, 8], [5, 5, 5], [7, 5, 6]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 2, column: 1), Position(row: 2, column: 2), Position(row: 2, column: 3),
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifySaddlePointInBottomRightCorner() {
    let input = [[8, 7, 9], [6, 7, 6], [3, 2, 5]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 3, column: 3)
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifySaddlePointsInANonSquareMatrix() {
    let input = [[3, 1, 3], [3, 2, 4]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 1, column: 3), Position(row: 1, column: 1),
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyThatSaddlePointsInASingleColumnMatrixAreThoseWithTheMinimumValue() {
    let input = [[2], [1], [4], [1]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 2, column: 1), Position(row: 4, column: 1),
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }

  
  func testCanIdentifyThatSaddlePointsInASingleRowMatrixAreThoseWithTheMaximumValue() {
    let input = [[2, 5, 3, 5]]
    let saddlePoints = SaddlePoints.saddlePoints(input).sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    let expected: [Position] = [
      Position(row: 1, column: 2), Position(row: 1, column: 4),
    ].sorted {
      $0.row < $1.row || $0.row == $1.row && $0.column > $1.column
    }
    print(saddlePoints == expected)
  }
}

let suite = SaddlePointsTests()
suite.testCanIdentifySingleSaddlePoint()
suite.testCanIdentifyThatEmptyMatrixHasNoSaddlePoints()
suite.testCanIdentifyLackOfSaddlePointsWhenThereAreNone()
suite.testCanIdentifyMultipleSaddlePointsInAColumn()
suite.testCanIdentifyMultipleSaddlePointsInARow()
suite.testCanIdentifySaddlePointInBottomRightCorner()
suite.testCanIdentifySaddlePointsInANonSquareMatrix()
suite.testCanIdentifyThatSaddlePointsInASingleColumnMatrixAreThoseWithTheMinimumValue()
suite.testCanIdentifyThatSaddlePointsInASingleRowMatrixAreThoseWithTheMaximumValue()
