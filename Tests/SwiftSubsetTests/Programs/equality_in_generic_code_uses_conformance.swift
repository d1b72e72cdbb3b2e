// Generic code and the standard library call the operator of a class's conformance (the
// class adopting Equatable/Comparable), not one a subclass declares beside it; code that
// knows the operands' static type calls that type's.
class Card: Comparable {
    let rank: Int
    init(rank: Int) { self.rank = rank }
    static func == (l: Card, r: Card) -> Bool { print("  Card =="); return l.rank == r.rank }
    static func < (l: Card, r: Card) -> Bool { print("  Card <"); return l.rank < r.rank }
}
class Joker: Card {
    let face: String
    init(rank: Int, face: String) { self.face = face; super.init(rank: rank) }
    static func == (l: Joker, r: Joker) -> Bool { print("  Joker =="); return l.face == r.face }
    static func < (l: Joker, r: Joker) -> Bool { print("  Joker <"); return l.face < r.face }
}
func equal<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func notEqual<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
func lowest<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? a : b }
struct Pair<T: Equatable> { var first: T; var second: T; var same: Bool { first == second } }

let j1 = Joker(rank: 1, face: "red"), j2 = Joker(rank: 1, face: "black")
print("static Joker:", j1 == j2, j1 < j2)
let c1: Card = j1, c2: Card = j2
print("static Card:", c1 == c2, c1 < c2)
print("generic:", equal(j1, j2))
print("generic !=:", notEqual(j1, j2))
print("generic <:", lowest(j1, j2).rank)
print("generic type:", Pair(first: j1, second: j2).same)
print("contains:", [j1].contains(j2))
print("firstIndex:", [j2, j1].firstIndex(of: j1) ?? -1)
print("sorted:", [Joker(rank: 3, face: "a"), Joker(rank: 2, face: "b")].sorted().map(\.rank))
print("max:", [Joker(rank: 3, face: "a"), Joker(rank: 5, face: "b")].max()!.rank)
