// A struct's lazy property is a parameter of its memberwise initialiser: a value given is kept,
// nil or nothing leaves it to be made on the first read.

func make() -> Int { print("made"); return 1 }
struct S {
    var a: Int
    lazy var b = make()
    var c = "c"
}
var s = S(a: 1, b: 6, c: "x")
print(s.b, s.c)
var t = S(a: 2)
print(t.b)
var u = S(a: 3, b: nil)
print(u.b)
var v = S(a: 4, c: "z")
print(v.c, v.b)
