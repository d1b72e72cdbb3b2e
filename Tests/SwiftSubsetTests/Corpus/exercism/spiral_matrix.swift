
func spiralMatrix(size: Int) -> [[Int]] {
    if size <= 0 { return [] }
    else if size == 1 { return [[1]] }

    var matrix = Array(repeating: Array(repeating: 0, count: size), count: size)
    var rowStart = 0
    var rowEnd = size - 1
    var columnStart = 0
    var columnEnd = size - 1
    var counter = 1

    while (rowStart <= rowEnd && columnStart <= columnEnd) {
        if columnStart <= columnEnd {
            for i in columnStart...columnEnd {
                matrix[rowStart][i] = counter
                counter += 1
            }
        }
        rowStart += 1

        if rowStart <= rowEnd {
            for i in rowStart...rowEnd {
                matrix[i][columnEnd] = counter
                counter += 1
            }
        }
        columnEnd -= 1

        if columnStart <= columnEnd {
            for i in stride(from: columnEnd, through: columnStart, by: -1) {
                matrix[rowEnd][i] = counter
                counter += 1
            }
        }
        rowEnd -= 1

        if rowStart <= rowEnd {
            for i in stride(from: rowEnd, through: rowStart, by: -1) {
                matrix[i][columnStart] = counter
                counter += 1
            }

        }
        columnStart += 1
    }
    return matrix
}


struct SpiralMatrixTests {

  
  func testEmptySpiral() {
    print(spiralMatrix(size: 0) == [])
  }

  
  func testTrivialSpiral() {
    print(spiralMatrix(size: 1) == [[1]])
  }

  
  func testSpiralOfSize2() {
    print(spiralMatrix(size: 2) == [[1, 2], [4, 3]])
  }

  
  func testSpiralOfSize3() {
    print(spiralMatrix(size: 3) == [[1, 2, 3], [8, 9, 4], [7, 6, 5]])
  }

  
  func testSpiralOfSize4() {
    print(
      spiralMatrix(size: 4) == [[1, 2, 3, 4], [12, 13, 14, 5], [11, 16, 15, 6], [10, 9, 8, 7]])
  }

  
  func testSpiralOfSize5() {
    print(
      spiralMatrix(size: 5) == [
        [1, 2, 3, 4, 5], [16, 17, 18, 19, 6], [15, 24, 25, 20, 7], [14, 23, 22, 21, 8],
        [13, 12, 11, 10, 9],
      ])
  }
}

let suite = SpiralMatrixTests()
suite.testEmptySpiral()
suite.testTrivialSpiral()
suite.testSpiralOfSize2()
suite.testSpiralOfSize3()
suite.testSpiralOfSize4()
suite.testSpiralOfSize5()
