struct Matrix {

  let rows: [[Int]]
  let columns: [[Int]]

  init(_ stringRepresentation: String) {
    var rows = [[Int]]()
    var columns = [[Int]]()

    let rowItems = stringRepresentation.split(separator: "\n")
    for item in rowItems {
      let elements = item.split(separator: " ").compactMap { Int(String($0)) }
      rows.append(elements)
    }
    for i in 0..<rows[0].count {
      var column = [Int]()
      for row in rows {
        column.append(row[i])
      }

      columns.append(column)
    }

    self.rows = rows
    self.columns = columns
  }
}


struct MatrixTests {

  
  func testExtractRowFromOneNumberMatrix() {
    let matrix = Matrix("1")
    print([1] == matrix.rows[0])
  }

  
  func testCanExtractRow() {
    let matrix = Matrix("1 2\n3 4")
    print([3, 4] == matrix.rows[1])
  }

  
  func testExtractRowWhereNumbersHaveDifferentWidths() {
    let matrix = Matrix("1 2\n10 20")
    print([10, 20] == matrix.rows[1])
  }

  
  func testCanExtractRowFromNonSquareMatrixWithNoCorrespondingColumn() {
    let matrix = Matrix("1 2 3\n4 5 6\n7 8 9\n8 7 6")
    print([8, 7, 6] == matrix.rows[3])
  }

  
  func testExtractColumnFromOneNumberMatrix() {
    let matrix = Matrix("1")
    print([1] == matrix.columns[0])
  }

  
  func testCanExtractColumn() {
    let matrix = Matrix("1 2 3\n4 5 6\n7 8 9")
    print([3, 6, 9] == matrix.columns[2])
  }

  
  func testCanExtractColumnFromNonSquareMatrixWithNoCorrespondingRow() {
    let matrix = Matrix("1 2 3 4\n5 6 7 8\n9 8 7 6")
    print([4, 8, 6] == matrix.columns[3])
  }

  
  func testExtractColumnWhereNumbersHaveDifferentWidths() {
    let matrix = Matrix("89 1903 3\n18 3 1\n9 4 800")
    print([1903, 3, 4] == matrix.columns[1])
  }
}

let suite = MatrixTests()
suite.testExtractRowFromOneNumberMatrix()
suite.testCanExtractRow()
suite.testExtractRowWhereNumbersHaveDifferentWidths()
suite.testCanExtractRowFromNonSquareMatrixWithNoCorrespondingColumn()
suite.testExtractColumnFromOneNumberMatrix()
suite.testCanExtractColumn()
suite.testCanExtractColumnFromNonSquareMatrixWithNoCorrespondingRow()
suite.testExtractColumnWhereNumbersHaveDifferentWidths()
