// A struct property's observers: the replaced value is released before didSet runs
// unless didSet reads it (then after), and after willSet.
final class Tag {
    let name: String
    init(_ name: String) { self.name = name; print("make \(name)") }
    deinit { print("free \(name)") }
}
struct Card {
    var seen = Tag("a") { didSet { print("didSet") } }
    var plain = Tag("p")
    var reads = Tag("r") { didSet { print("didSet old \(oldValue.name)") } }
    var warned = Tag("w") { willSet { print("willSet \(newValue.name)") } }
    var both = Tag("x") {
        willSet { print("willSet both \(newValue.name)") }
        didSet { print("didSet both") }
    }
}
var card = Card()
print("observed")
card.seen = Tag("b")
print("plain")
card.plain = Tag("q")
print("reading didSet")
card.reads = Tag("s")
print("willSet")
card.warned = Tag("v")
print("both")
card.both = Tag("y")
func inFunction() {
    var local = Card()
    print("local")
    local.seen = Tag("c")
    print("local done")
}
inFunction()
var cards = [Card()]
print("element")
cards[0].seen = Tag("d")
struct Deck { var top = Card() }
var deck = Deck()
print("nested")
deck.top.seen = Tag("e")
print("end")
