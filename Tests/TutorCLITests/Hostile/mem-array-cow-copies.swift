// expect: limit
let a = Array(repeating: 1, count: 1_000_000)
var copies: [[Int]] = []
while true { var b = a; b[0] = 2; copies.append(b) }
