// expect: limit
var i = 0
while true { i += 1 }
