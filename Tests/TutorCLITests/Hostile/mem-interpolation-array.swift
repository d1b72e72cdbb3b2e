// expect: limit
var a = [1, 2, 3]
var s = ""
while true { s = "\(a)\(s)"; a.append(contentsOf: a) }
