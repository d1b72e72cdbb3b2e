enum QueenError: Error {
  case inValidColumn
  case inValidRow
}

class Queen {
  let row: Int
  let column: Int

  init(row: Int, column: Int) throws {
    guard row >= 0 && row < 8 else {
      throw QueenError.inValidRow
    }
    guard column >= 0 && column < 8 else {
      throw QueenError.inValidColumn
    }
    self.row = row
    self.column = column
  }

  func canAttack(other: Queen) -> Bool {
    return row == other.row || column == other.column
      || abs(row - other.row) == abs(column - other.column)
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

struct QueenAttackTests {

  
  func testQueenWithAValidPosition() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 2)
      print(queen.row == 2)
      print(queen.column == 2)
    }
  }

  
  func testQueenMustHavePositiveRow() throws {
    expectThrows {
      try Queen(row: -2, column: 2)
    }
  }

  
  func testQueenMustHaveRowOnBoard() throws {
    expectThrows {
      try Queen(row: 8, column: 4)
    }
  }

  
  func testQueenMustHavePositiveColumn() throws {
    expectThrows {
      try Queen(row: 2, column: -2)
    }
  }

  
  func testQueenMustHaveColumnOnBoard() throws {
    expectThrows {
      try Queen(row: 4, column: 8)
    }
  }

  
  func testCannotAttack() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 4)
      let otherQueen = try Queen(row: 6, column: 6)
      print(!queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnSameRow() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 4)
      let otherQueen = try Queen(row: 2, column: 6)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnSameColumn() throws {
    expectThrows {
      let queen = try Queen(row: 4, column: 5)
      let otherQueen = try Queen(row: 2, column: 5)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnFirstDiagonal() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 2)
      let otherQueen = try Queen(row: 0, column: 4)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnSecondDiagonal() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 2)
      let otherQueen = try Queen(row: 3, column: 1)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnThirdDiagonal() throws {
    expectThrows {
      let queen = try Queen(row: 2, column: 2)
      let otherQueen = try Queen(row: 1, column: 1)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func testCanAttackOnFourthDiagonal() throws {
    expectThrows {
      let queen = try Queen(row: 1, column: 7)
      let otherQueen = try Queen(row: 0, column: 6)
      print(queen.canAttack(other: otherQueen))
    }
  }

  
  func
    testCannotAttackIfFallingDiagonalsAreOnlyTheSameWhenReflectedAcrossTheLongestFallingDiagonal()
    throws
  {
    expectThrows {
      let queen = try Queen(row: 4, column: 1)
      let otherQueen = try Queen(row: 2, column: 5)
      print(!queen.canAttack(other: otherQueen))
    }
  }
}

let suite = QueenAttackTests()
try suite.testQueenWithAValidPosition()
try suite.testQueenMustHavePositiveRow()
try suite.testQueenMustHaveRowOnBoard()
try suite.testQueenMustHavePositiveColumn()
try suite.testQueenMustHaveColumnOnBoard()
try suite.testCannotAttack()
try suite.testCanAttackOnSameRow()
try suite.testCanAttackOnSameColumn()
try suite.testCanAttackOnFirstDiagonal()
try suite.testCanAttackOnSecondDiagonal()
try suite.testCanAttackOnThirdDiagonal()
try suite.testCanAttackOnFourthDiagonal()
try suite.testCannotAttackIfFallingDiagonalsAreOnlyTheSameWhenReflectedAcrossTheLongestFallingDiagonal()
