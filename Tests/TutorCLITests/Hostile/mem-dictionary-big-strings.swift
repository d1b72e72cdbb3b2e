// expect: limit
let big = String(repeating: "x", count: 1_000_000)
var d: [Int: String] = [:]
var i = 0
while true { d[i] = big + "\(i)"; i += 1 }
