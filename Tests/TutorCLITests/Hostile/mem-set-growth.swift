// expect: limit
var s = Set<Int>()
var i = 0
while true { s.insert(i); i += 1 }
