// expect: limit
var a = Array(0..<1_000_000)
var keep: [[Int]] = []
while true { keep.append(a.reversed()) }
