// Release order of temporaries, locals and stored references, as swiftc -Onone gives it.
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("released \(name)") }
}
func pair(_ a: Token, _ b: Token) { print("pair \(a.name) \(b.name)") }
func three(_ a: Token, _ b: Token, _ c: Token) -> Int { print("three"); return 3 }
func made(_ a: Token, _ b: Token) -> Token { print("made"); return Token("result") }
func labelled(first a: Token, second b: Token = Token("default")) { print("labelled \(a.name) \(b.name)") }
struct Calls {
    func method(_ a: Token, _ b: Token) { print("method") }
    mutating func change(_ a: Token, _ b: Token) { print("change") }
    static func shared(_ a: Token, _ b: Token) { print("static") }
}
struct Plain { init(_ a: Token, _ b: Token) { print("struct init") } }
final class Keeper {
    let a: Token
    let b: Token
    init(_ a: Token, _ b: Token) { self.a = a; self.b = b; print("keeper init") }
    deinit { print("keeper gone") }
}
struct Grid { subscript(row: Token, column: Token) -> Int { print("subscript"); return 7 } }
struct Triple { let a: Token; let b: Token; let c: Token }
func locals() {
    let x = Token("x")
    let y = Token("y")
    var z = Token("z")
    print("locals \(x.name) \(y.name) \(z.name)")
    z = Token("z2")
    do {
        let d1 = Token("d1")
        let d2 = Token("d2")
        print("block \(d1.name) \(d2.name)")
    }
    print("locals end")
}
func tupleLocal() {
    let t = (Token("t1"), Token("t2"))
    print("tuple \(t.0.name)")
}
func arrayLocal() {
    let items = [Token("r1"), Token("r2"), Token("r3")]
    print("array \(items.count)")
}
func structLocal() {
    let s = Triple(a: Token("s1"), b: Token("s2"), c: Token("s3"))
    print("struct \(s.a.name)")
}
print("-- global function")
pair(Token("a"), Token("b"))
print("-- three arguments")
_ = three(Token("a"), Token("b"), Token("c"))
print("-- returned object")
print(made(Token("a"), Token("b")).name)
print("-- labels and a default")
labelled(first: Token("a"))
print("-- method")
Calls().method(Token("a"), Token("b"))
var calls = Calls()
print("-- mutating method")
calls.change(Token("a"), Token("b"))
print("-- static method")
Calls.shared(Token("a"), Token("b"))
print("-- struct initialiser")
_ = Plain(Token("a"), Token("b"))
print("-- class initialiser keeps them")
_ = Keeper(Token("a"), Token("b"))
print("-- closure")
let closure = { (a: Token, b: Token) in print("closure \(a.name) \(b.name)") }
closure(Token("a"), Token("b"))
print("-- nested call")
pair(Token("outer"), made(Token("in1"), Token("in2")))
print("-- subscript")
print(Grid()[Token("a"), Token("b")])
print("-- locals")
locals()
print("-- tuple")
tupleLocal()
print("-- array")
arrayLocal()
print("-- array literal argument")
print([Token("a1"), Token("a2")].count)
print("-- struct")
structLocal()
print("-- end")
