let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
assert(board == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
gameLoop: while square != finalSquare {
   diceRoll += 1
   if diceRoll == 7 { diceRoll = 1 }
   print("diceRoll is \(diceRoll)")
   switch square + diceRoll {
      case finalSquare:
         // diceRoll will move us to the final square, so the game is over
         print("finalSquare, game is over")
         break gameLoop
      case let newSquare where newSquare > finalSquare:
         // diceRoll will move us beyond the final square, so roll again
         print("move too far, roll again")
         continue gameLoop
      default:
         // this is a valid move, so find out its effect
         square += diceRoll
         print("after diceRoll, square is \(square)")
         square += board[square]
         print("after snakes or ladders, square is \(square)")
   }
}
print("Game over!")
