// A generic type's own == taking its type parameter beside the == Swift synthesizes.
struct Box<T: Equatable>: Equatable {
    let value: T
    static func == (l: Box, r: T) -> Bool { l.value == r }
}
let a = Box(value: 1), b = Box(value: 1), c = Box(value: 2)
print(a == b, a == c, a == 1, c == 1)
print(a != b, a != c)
print([a, c].contains(b), [a, c].firstIndex(of: c) as Any)
let words = Box(value: "hi")
print(words == Box(value: "hi"), words == "hi", words == "ho")
