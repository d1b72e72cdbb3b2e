protocol Describable {
    var summary: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "<\(summary)>" }
}
struct Book: Describable {
    let title: String
    var summary: String { "Book \(title)" }
}
class Car: Describable {
    var summary: String { "Car" }
    func describe() -> String { "custom car" }
}
let items: [Describable] = [Book(title: "Swift"), Car()]
for i in items { print(i.describe(), i.summary) }
protocol Greeter: AnyObject {
    func greet() -> String
}
class English: Greeter { func greet() -> String { "Hello" } }
weak var g: Greeter?
let e = English()
g = e
print(g?.greet() ?? "none")
extension Int {
    var squared: Int { self * self }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
print(5.squared)
3.times { print("hi") }
extension String {
    func shout() -> String { uppercased() + "!" }
}
print("hey".shout())
print(items[0] is Book, items[1] is Book)
