final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("release \(name)") }
}
struct Circle {}
struct Shelf<T> {
    var count = 0
    func put(_ c: Circle, _ a: Token, _ b: Token) { print("circle \(a.name) \(b.name)") }
    func put(_ x: T, _ a: Token, _ b: Token) { print("generic \(a.name) \(b.name)") }
    mutating func add(_ c: Circle, _ a: Token, _ b: Token) { count += 1; print("add circle") }
    mutating func add(_ x: T, _ a: Token, _ b: Token) { count += 10; print("add generic") }
}
func viaGeneric<U>(_ u: U, _ shelf: Shelf<U>) {
    shelf.put(u, Token("a"), Token("b"))
    var s = shelf
    s.add(u, Token("c"), Token("d"))
    print("count \(s.count)")
}
viaGeneric(Circle(), Shelf<Circle>())
let held: Any = Circle()
let anyShelf = Shelf<Any>()
anyShelf.put(held, Token("e"), Token("f"))
var anyShelf2 = Shelf<Any>()
anyShelf2.add(held, Token("g"), Token("h"))
print("count \(anyShelf2.count)")
let direct = Shelf<Int>()
direct.put(Circle(), Token("i"), Token("j"))
direct.put(3, Token("k"), Token("l"))
print("end")
