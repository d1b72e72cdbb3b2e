// expect: limit
var s = "ab"
while true { s += s }
