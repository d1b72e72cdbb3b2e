// Initialisers used as function values (`map(Foo.init)`, `map(String.init)`).
struct Celsius {
    let degrees: Double
}
struct Tag {
    let text: String
    init(_ text: String) { self.text = "#" + text }
}
class Box {
    let size: Int
    init(size: Int) { self.size = size }
}
let temps = [12.5, 30.0].map(Celsius.init)
print(temps.map { $0.degrees })
let tags = ["swift", "ios"].map(Tag.init)
print(tags.map { $0.text })
let boxes = [1, 2, 3].map(Box.init(size:))
print(boxes.map { $0.size * 2 })
let make = Tag.init
print(make("x").text)
print([1, 22, 333].map(String.init))
print(["7", "x", "42"].map(Int.init))
print(["7", "x", "42"].compactMap(Int.init))
print([1, 2].map(Double.init))
