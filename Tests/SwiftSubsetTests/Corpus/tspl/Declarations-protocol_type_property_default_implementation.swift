protocol P { static var x: Int { get } }
extension P { static var x: Int { return 100 } }
struct S1: P { }
print(S1.x)
struct S2: P { static var x = 10 }
print(S2.x)
