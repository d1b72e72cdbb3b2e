// expect: limit
var a = ["ab"]
while true { a = [a.joined(), a.joined()] }
