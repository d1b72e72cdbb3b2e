// expect: limit
var i = 0
repeat { i += 1 } while i > 0
