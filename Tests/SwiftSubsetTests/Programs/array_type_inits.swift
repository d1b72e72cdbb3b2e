import Foundation
// Array initialisers spelled with the element type, String(), and Foundation's math functions.
var board = [Int](repeating: 0, count: 4)
board[2] = 7
print(board)
let grid = [[Int]](repeating: [Int](repeating: 1, count: 2), count: 3)
print(grid, grid.count)
let weights = [Double](repeating: 0, count: 2)
print(weights)
var slots = [Int?](repeating: nil, count: 2)
slots[0] = 5
print(slots)
let copied = [Int](1...4)
print(copied)
let empty = [String]()
print(empty, empty.isEmpty)
var text = String()
text += "abc"
print(text, String().isEmpty)
print(pow(2.0, 10.0), pow(2.5, 2.0), Int(pow(10.0, 3.0)))
print(sqrt(16), floor(2.7), ceil(2.1), fabs(-3.5))
let x = 3.0, y = 4.0
print(sqrt(x * x + y * y))
print(floor(log10(1000)), exp(0.0), cos(0.0))
