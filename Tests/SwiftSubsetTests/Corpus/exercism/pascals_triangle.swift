func pascalsTriangle(rows: Int) -> [[Int]] {
  var triangle = [[Int]]()

  for row in 0..<rows {
    var currentRow = [Int]()
    for col in 0...row {
      if col == 0 || col == row {
        currentRow.append(1)
      } else {
        let left = triangle[row - 1][col - 1]
        let right = triangle[row - 1][col]
        currentRow.append(left + right)
      }
    }
    triangle.append(currentRow)
  }

  return triangle
}


struct PascalsTriangleTests {

  
  func testZeroRows() {
    print(pascalsTriangle(rows: 0) == [])
  }

  
  func testSingleRow() {
    print(pascalsTriangle(rows: 1) == [[1]])
  }

  
  func testTwoRows() {
    print(pascalsTriangle(rows: 2) == [[1], [1, 1]])
  }

  
  func testThreeRows() {
    print(pascalsTriangle(rows: 3) == [[1], [1, 1], [1, 2, 1]])
  }

  
  func testFourRows() {
    print(pascalsTriangle(rows: 4) == [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1]])
  }

  
  func testFiveRows() {
    print(
      pascalsTriangle(rows: 5) == [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]])
  }

  
  func testSixRows() {
    print(
      pascalsTriangle(rows: 6) == [
        [1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1], [1, 5, 10, 10, 5, 1],
      ])
  }

  
  func testTenRows() {
    print(
      pascalsTriangle(rows: 10) == [
        [1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1], [1, 5, 10, 10, 5, 1],
        [1, 6, 15, 20, 15, 6, 1], [1, 7, 21, 35, 35, 21, 7, 1], [1, 8, 28, 56, 70, 56, 28, 8, 1],
        [1, 9, 36, 84, 126, 126, 84, 36, 9, 1],
      ])
  }
}

let suite = PascalsTriangleTests()
suite.testZeroRows()
suite.testSingleRow()
suite.testTwoRows()
suite.testThreeRows()
suite.testFourRows()
suite.testFiveRows()
suite.testSixRows()
suite.testTenRows()
