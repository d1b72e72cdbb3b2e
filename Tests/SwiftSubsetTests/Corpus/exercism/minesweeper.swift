class Board {
  var rows: [String]

  init(_ rows: [String]) {
    self.rows = rows
  }

  func transform() -> [String] {
    var result = [String]()
    for (rowIndex, row) in rows.enumerated() {
      var resultRow = ""
      for (columnIndex, column) in row.enumerated() {
        if column == "*" {
          resultRow += "*"
        } else {
          let count = countMines(rowIndex: rowIndex, columnIndex: columnIndex)
          resultRow += count == 0 ? " " : String(count)
        }
      }
      result.append(resultRow)
    }

    return result
  }

  private func countMines(rowIndex: Int, columnIndex: Int) -> Int {
    var count = 0
    for row in rowIndex - 1...rowIndex + 1 {
      for column in columnIndex - 1...columnIndex + 1 {
        if row >= 0 && row < rows.count && column >= 0 && column < rows[row].count {
          let currentRow = rows[row]
          let currentColumn = currentRow[currentRow.index(currentRow.startIndex, offsetBy: column)]
          if currentColumn == "*" {
            count += 1
          }
        }
      }
    }
    return count
  }
}


struct MinesweeperTests {

  
  func testNoRows() {
    let input = [String]()
    let output = [String]()
    print(Board(input).transform() == output)
  }

  
  func testNoColumns() {
    let input = [""]
    let output = [""]
    print(Board(input).transform() == output)
  }

  
  func testNoMines() {
    let input = ["   ", "   ", "   "]
    let output = ["   ", "   ", "   "]
    print(Board(input).transform() == output)
  }

  
  func testMinefieldWithOnlyMines() {
    let input = ["***", "***", "***"]
    let output = ["***", "***", "***"]
    print(Board(input).transform() == output)
  }

  
  func testMineSurroundedBySpaces() {
    let input = ["   ", " * ", "   "]
    let output = ["111", "1*1", "111"]
    print(Board(input).transform() == output)
  }

  
  func testSpaceSurroundedByMines() {
    let input = ["***", "* *", "***"]
    let output = ["***", "*8*", "***"]
    print(Board(input).transform() == output)
  }

  
  func testHorizontalLine() {
    let input = [" * * "]
    let output = ["1*2*1"]
    print(Board(input).transform() == output)
  }

  
  func testHorizontalLineMinesAtEdges() {
    let input = ["*   *"]
    let output = ["*1 1*"]
    print(Board(input).transform() == output)
  }

  
  func testVerticalLine() {
    let input = [" ", "*", " ", "*", " "]
    let output = ["1", "*", "2", "*", "1"]
    print(Board(input).transform() == output)
  }

  
  func testVerticalLineMinesAtEdges() {
    let input = ["*", " ", " ", " ", "*"]
    let output = ["*", "1", " ", "1", "*"]
    print(Board(input).transform() == output)
  }

  
  func testCross() {
    let input = ["  *  ", "  *  ", "*****", "  *  ", "  *  "]
    let output = [" 2*2 ", "25*52", "*****", "25*52", " 2*2 "]
    print(Board(input).transform() == output)
  }

  
  func testLargeMinefield() {
    let input = [" *  * ", "  *   ", "    * ", "   * *", " *  * ", "      "]
    let output = ["1*22*1", "12*322", " 123*2", "112*4*", "1*22*2", "111111"]
    print(Board(input).transform() == output)
  }
}

let suite = MinesweeperTests()
suite.testNoRows()
suite.testNoColumns()
suite.testNoMines()
suite.testMinefieldWithOnlyMines()
suite.testMineSurroundedBySpaces()
suite.testSpaceSurroundedByMines()
suite.testHorizontalLine()
suite.testHorizontalLineMinesAtEdges()
suite.testVerticalLine()
suite.testVerticalLineMinesAtEdges()
suite.testCross()
suite.testLargeMinefield()
