// A generic function whose body uses its type parameter as a value, called where only the
// annotation of the variable its result initialises binds it.
final class Node<Element> {
    var value: Element
    var next: Node?
    init(_ value: Element) { self.value = value }
}

struct Box<T> {
    var items: [T]
}

func parse<T>(_ text: String) -> Node<T>? {
    guard let value = text as? T else {
        print("not a", T.self)
        return nil
    }
    return Node(value)
}

func empty<T>() -> Box<T> {
    print("making a box of", T.self)
    return Box(items: [])
}

func filled<T>(_ count: Int) -> Box<T>? {
    guard count > 0, let zero = 0 as? T else { return nil }
    return Box(items: Array(repeating: zero, count: count))
}

struct Decoder {
    func decode<T>(from text: String) -> Node<T>? {
        if let v = Int(text) as? T { return Node(v) }
        if let v = text as? T { return Node(v) }
        return nil
    }
}

let word: Node<String> = parse("hello")!
print(word.value)
let number: Node<Int>? = parse("12")
print(number == nil)
let ints: Box<Int> = empty()
print(ints.items.count)
let maybe: Box<String>? = empty()
print(maybe?.items ?? ["none"])
let three: Box<Int> = filled(3)!
print(three.items)
let none: Box<String>? = filled(2)
print(none == nil)
let decoder = Decoder()
let d1: Node<Int> = decoder.decode(from: "42")!
let d2: Node<String> = decoder.decode(from: "42")!
print(d1.value + 1, d2.value + "!")
