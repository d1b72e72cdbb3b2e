// expect: limit
var s = ["x"]
while true { s = [s.joined(separator: ","), s.joined(separator: ",")] }
