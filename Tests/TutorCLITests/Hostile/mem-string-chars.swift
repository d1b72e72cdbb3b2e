// expect: limit
var s = String(repeating: "é", count: 1000)
while true { s = s + s.uppercased() }
