// expect: limit
var d: [String: Int] = [:]
var i = 0
while true { d["key \(i)"] = i; i += 1 }
