// expect: limit
var s = "x"
while true { s = "\([s, s])" }
