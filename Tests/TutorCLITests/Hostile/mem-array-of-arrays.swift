// expect: limit
var a: [[Int]] = []
while true { a.append(Array(repeating: 7, count: 100_000)) }
