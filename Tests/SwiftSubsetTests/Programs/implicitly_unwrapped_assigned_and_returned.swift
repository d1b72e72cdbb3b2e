var s: String! = "bang"
var a: Int! = 5
var t = "x"; t = s; print(t)
func r() -> String { return s }
print(r())
class H { var v: Int = 0 }
let h = H(); h.v = a; print(h.v)
let x: [Int] = [a, 1]
print(x)
func maybe() -> String? { return s }
print(maybe() as Any)
var o: Int? = 3
o = a
print(o as Any)
let any: [Any] = [a as Any, 1]
print(any.count)
