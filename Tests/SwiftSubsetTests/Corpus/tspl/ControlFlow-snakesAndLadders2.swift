let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
assert(board == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
repeat {
   // move up or down for a snake or ladder
   square += board[square]
     print("after snakes or ladders, square is \(square)")
   // roll the dice
   diceRoll += 1
   if diceRoll == 7 { diceRoll = 1 }
   print("diceRoll is \(diceRoll)")
   // move by the rolled amount
   square += diceRoll
   print("after diceRoll, square is \(square)")
} while square < finalSquare
print("Game over!")
