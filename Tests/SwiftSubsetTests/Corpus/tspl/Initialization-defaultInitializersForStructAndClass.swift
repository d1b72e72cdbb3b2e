struct S { var s: String = "s" }
assert(S().s == "s")
class A { var a: String = "a" }
assert(A().a == "a")
class B: A { var b: String = "b" }
assert(B().a == "a")
assert(B().b ==  "b")
