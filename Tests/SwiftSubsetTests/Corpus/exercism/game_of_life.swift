
func tick(_ matrix: [[Int]]) -> [[Int]] {
    let neighbors = [
        (-1, -1), (-1, 0), (-1, 1),
        ( 0, -1),          ( 0, 1),
        ( 1, -1), ( 1, 0), ( 1, 1)
    ]

    var result = matrix
    for (rowIndex, row) in matrix.enumerated() {
        for (columnIndex, cellValue) in row.enumerated() {
            var neighborsAlive = 0
            for (dx, dy) in neighbors {
                let x = rowIndex + dx
                let y = columnIndex + dy
                guard x >= 0, x < result.count, y >= 0, y < row.count else { 
                    continue
                }
                neighborsAlive += matrix[x][y]
            }
            
            if cellValue == 1 && (neighborsAlive != 2 && neighborsAlive != 3) {
                result[rowIndex][columnIndex] = 0
            }
            else if cellValue == 0 && neighborsAlive == 3 {
                result[rowIndex][columnIndex] = 1
            }
        }
    }
    return result
}


struct GameOfLifeTests {

  
  func testEmptyMatrix() {
    let initial: [[Int]] = []
    let expected: [[Int]] = []
    print(tick(initial) == expected)
  }

  
  func testLiveCellsWithZeroLiveNeighborsDie() {
    let initial: [[Int]] = [[0, 0, 0], [0, 1, 0], [0, 0, 0]]
    let expected: [[Int]] = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
    print(tick(initial) == expected)
  }

  
  func testLiveCellsWithOnlyOneLiveNeighborDie() {
    let initial: [[Int]] = [[0, 0, 0], [0, 1, 0], [0, 1, 0]]
    let expected: [[Int]] = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
    print(tick(initial) == expected)
  }

  
  func testLiveCellsWithTwoLiveNeighborsStayAlive() {
    let initial: [[Int]] = [[1, 0, 1], [1, 0, 1], [1, 0, 1]]
    let expected: [[Int]] = [[0, 0, 0], [1, 0, 1], [0, 0, 0]]
    print(tick(initial) == expected)
  }

  
  func testLiveCellsWithThreeLiveNeighborsStayAlive() {
    let initial: [[Int]] = [[0, 1, 0], [1, 0, 0], [1, 1, 0]]
    let expected: [[Int]] = [[0, 0, 0], [1, 0, 0], [1, 1, 0]]
    print(tick(initial) == expected)
  }

  
  func testDeadCellsWithThreeLiveNeighborsBecomeAlive() {
    let initial: [[Int]] = [[1, 1, 0], [0, 0, 0], [1, 0, 0]]
    let expected: [[Int]] = [[0, 0, 0], [1, 1, 0], [0, 0, 0]]
    print(tick(initial) == expected)
  }

  
  func testLiveCellsWithFourOrMoreNeighborsDie() {
    let initial: [[Int]] = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]
    let expected: [[Int]] = [[1, 0, 1], [0, 0, 0], [1, 0, 1]]
    print(tick(initial) == expected)
  }

  
  func testBiggerMatrix() {
    let initial: [[Int]] = [
      [1, 1, 0, 1, 1, 0, 0, 0], [1, 0, 1, 1, 0, 0, 0, 0], [1, 1, 1, 0, 0, 1, 1, 1],
      [0, 0, 0, 0, 0, 1, 1, 0], [1, 0, 0, 0, 1, 1, 0, 0], [1, 1, 0, 0, 0, 1, 1, 1],
      [0, 0, 1, 0, 1, 0, 0, 1], [1, 0, 0, 0, 0, 0, 1, 1],
    ]
    let expected: [[Int]] = [
      [1, 1, 0, 1, 1, 0, 0, 0], [0, 0, 0, 0, 0, 1, 1, 0], [1, 0, 1, 1, 1, 1, 0, 1],
      [1, 0, 0, 0, 0, 0, 0, 1], [1, 1, 0, 0, 1, 0, 0, 1], [1, 1, 0, 1, 0, 0, 0, 1],
      [1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1, 1],
    ]
    print(tick(initial) == expected)
  }
}

let suite = GameOfLifeTests()
suite.testEmptyMatrix()
suite.testLiveCellsWithZeroLiveNeighborsDie()
suite.testLiveCellsWithOnlyOneLiveNeighborDie()
suite.testLiveCellsWithTwoLiveNeighborsStayAlive()
suite.testLiveCellsWithThreeLiveNeighborsStayAlive()
suite.testDeadCellsWithThreeLiveNeighborsBecomeAlive()
suite.testLiveCellsWithFourOrMoreNeighborsDie()
suite.testBiggerMatrix()
