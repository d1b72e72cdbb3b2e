class A { class var cp: String { return "A" } }
class B: A { override class var cp: String { return "B" } }
assert(A.cp == "A")
assert(B.cp == "B")
