struct A { var description: String { "custom A" } }
struct B: CustomStringConvertible { var description: String { "custom B" } }
class C { var description: String { "custom C" } }
class D: CustomStringConvertible { var description: String { "custom D" } }
class E: D {}
print(A(), B(), C(), D(), E(), [B()], "\(A()) \(B())")
