// Number literals and literal-bound generic calls share one type with their group at any
// depth: nested arrays, dictionary values, a Set without an element type, tuples beside text.
func id<T>(_ x: T) -> T { x }
print([[id(1)], [2.5]])
print([[1], [id(2.5)]])
print([[[id(3)]], [[0.5]]])
let byKey = ["k": [id(1)], "j": [2.5]]
print(byKey.sorted { $0.key < $1.key })
let s: Set = [1, 2.5]
print(s.sorted())
let t: Set = [id(4), 0.5]
print(t.sorted())
let u: Set = [3, 1]
print(u.sorted())
print([(1, "a"), (2.5, "b")])
print([(id(1), "a"), (2.5, "b")])
let flags = [(1, true), (0.5, false)]
print(flags)
let words = [("x", "y"), ("z", "w")]
print(words)
let pick = Bool.random() ? (1, "one") : (1.5, "more")
print(pick.0 > 0)
