// dump spells a generic type with its type arguments, as Swift's mirror does.
struct GS<T> { var v: T }
class Gen<T> { var v: T; init(_ v: T) { self.v = v } }
dump(GS(v: 1))
dump(Gen("a"))
dump([GS(v: 2.5)])
struct Pair<A, B> { var a: A; var b: B }
dump(Pair(a: 1, b: "x"))
