// `@dynamicMemberLookup` (by name and by key path) and `@dynamicCallable`, with
// `repeatElement` used as a sequence.
@dynamicMemberLookup
struct Settings {
    var values = ["colour": "blue", "size": "large"]
    var owner = "Ada"
    subscript(dynamicMember key: String) -> String {
        values[key] ?? "unset"
    }
}
let settings = Settings()
print(settings.colour, settings.size, settings.font)
print(settings.owner)  // a declared member wins over the dynamic lookup
print(settings[dynamicMember: "colour"])
let shouted = settings.colour.uppercased()
print(shouted, settings.size.count)

struct Point { var x: Int; var y: Int }

@dynamicMemberLookup
struct Tracked<Value> {
    var value: Value
    var reads = 0
    subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T {
        value[keyPath: path]
    }
}
let tracked = Tracked(value: Point(x: 3, y: 4))
print(tracked.x + tracked.y)
print(tracked.reads)

@dynamicMemberLookup
class Lookup {
    subscript(dynamicMember name: String) -> Int { name.count }
}
let lookup = Lookup()
print(lookup.abc, lookup.hello)

@dynamicCallable
struct Adder {
    var base: Int
    func dynamicallyCall(withArguments numbers: [Int]) -> Int {
        numbers.reduce(base, +)
    }
}
let add = Adder(base: 100)
print(add(1, 2, 3))
print(add())
print(add.dynamicallyCall(withArguments: [5]))

@dynamicCallable
struct Labeller {
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> String {
        pairs.map { label, count in
            repeatElement(label.isEmpty ? "_" : label, count: count).joined(separator: "+")
        }.joined(separator: " | ")
    }
}
let label = Labeller()
print(label(a: 2, b: 1, 3, a: 1))

for word in repeatElement("hey", count: 2) { print(word) }
print(Array(repeatElement(0, count: 3)), repeatElement(1.5, count: 2).map { $0 * 2 })
print(repeatElement("x", count: 4).count, repeatElement(7, count: 0).isEmpty)
