// expect: limit
var a = [1]
while true { a = a + a }
