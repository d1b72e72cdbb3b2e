// An array's firstIndex and lastIndex are optional Ints: a variable holding one stays optional.

var g = [1, 2].firstIndex(of: 2)
g = 1
print(g as Any)
let words = ["a", "b", "a"]
if let i = words.lastIndex(of: "a") { print(i + 1) }
var h = words.firstIndex { $0 == "b" }
print(h as Any, type(of: h))
h = nil
print(h ?? -1)
