struct Chessboard {
   let boardColors: [Bool] = {
      var temporaryBoard: [Bool] = []
      var isBlack = false
      for i in 1...8 {
         for j in 1...8 {
            temporaryBoard.append(isBlack)
            isBlack = !isBlack
         }
         isBlack = !isBlack
      }
      return temporaryBoard
   }()
   func squareIsBlackAt(row: Int, column: Int) -> Bool {
      return boardColors[(row * 8) + column]
   }
}
let board = Chessboard()
assert(board.boardColors == [false, true, false, true, false, true, false, true, true, false, true, false, true, false, true, false, false, true, false, true, false, true, false, true, true, false, true, false, true, false, true, false, false, true, false, true, false, true, false, true, true, false, true, false, true, false, true, false, false, true, false, true, false, true, false, true, true, false, true, false, true, false, true, false])
print(board.squareIsBlackAt(row: 0, column: 1))
print(board.squareIsBlackAt(row: 7, column: 7))
