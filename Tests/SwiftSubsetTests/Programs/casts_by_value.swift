// Casts read what a value is: scalars by kind, collections element by element, program types
// through the protocols they adopt and refine, standard protocols as the standard types adopt them.
let things: [Any] = [Character("a"), Int8(3), UInt(4), 2.5, "s", [1, 2], ["k": 1], (1, 2), Set([1]), true]
for x in things {
    print(x is Character, x is Int8, x is UInt, x is [Int], x is [String: Int], x is Set<Int>, x is (Int, Int), x is Bool)
}
let mixed: [Any] = [1, "two", 3.0, [4], ["five": 5]]
print(mixed.compactMap { $0 as? [Int] }, mixed.compactMap { $0 as? [String: Int] })
let json: [String: Any] = ["name": "Ann", "tags": ["a", "b"], "age": 30, "address": ["city": "Oslo"]]
if let tags = json["tags"] as? [String] { print("tags", tags) }
if let age = json["age"] as? [Int] { print("wrong", age) } else { print("age is no array") }
if let address = json["address"] as? [String: String], let city = address["city"] { print("city", city) }
print(json["name"] as? [String: Any] as Any)

func describe<T>(_ x: T) -> String { (x as? CustomStringConvertible)?.description ?? "no description" }
struct Temperature: CustomStringConvertible { let c: Double; var description: String { "\(c)°C" } }
struct Plain { let v = 1 }
print(describe(5), describe("text"), describe(Temperature(c: 21.5)), describe(Plain()), describe([1, 2]))

let anything: [Any] = [5, "x", 2.5, true, Character("c"), Plain()]
print(anything.map { $0 is any Hashable }, anything.map { $0 is any Comparable })

enum Direction { case north, south }
enum Shape { case circle(Double) }
struct Tag: Hashable { let name: String }
let more: [Any] = [Direction.north, Shape.circle(1), Tag(name: "t")]
print(more.map { $0 is any Hashable }, more.map { $0 is any Equatable })

protocol Named { var name: String { get } }
protocol Printable: Named {}
struct Product: Printable { let name: String }
class Animal: Named { var name: String { "animal" } }
class Dog: Animal {}
let entities: [Any] = [Product(name: "pen"), Dog(), 3]
for e in entities {
    print((e as? Named)?.name ?? "unnamed", e is Printable, e is Animal)
}

enum AppError: Error { case failed }
let errors: [Any] = [AppError.failed, "not an error"]
print(errors.map { $0 is Error })
switch mixed[3] {
case let numbers as [Int]: print("numbers", numbers.count)
default: print("other")
}
for value in mixed {
    switch value {
    case is [String: Int]: print("dictionary")
    case is String: print("string")
    default: print("something else")
    }
}
