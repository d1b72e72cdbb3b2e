// Casts to a generic function's own type parameter, bound by each call.

func only<T>(_ items: [Any]) -> [T] {
    var kept: [T] = []
    for item in items {
        if let x = item as? T { kept.append(x) }
    }
    return kept
}

let mixed: [Any] = [1, "two", 3.5, 4, "five", true]
let ints: [Int] = only(mixed)
let strings: [String] = only(mixed)
let doubles: [Double] = only(mixed)
let bools: [Bool] = only(mixed)
print(ints, strings, doubles, bools)

// A nested function sees the binding of the call that runs it.
func flatten<T>(_ list: [Any?]) -> [T] {
    var out = [T]()
    func walk(_ xs: [Any?]) {
        for element in xs.compactMap({ $0 }) {
            if let inner = element as? [Any?] { walk(inner) }
            if let v = element as? T { out.append(v) }
        }
    }
    walk(list)
    return out
}
let nested: [Int] = flatten([1, [2, [3, nil]], nil, 4])
print(nested)
let words: [String] = flatten(["a", ["b", 1], [["c"]]])
print(words)

// `is T`, with `T` bound by an argument.
func count<T>(of sample: T, in items: [Any]) -> Int {
    var n = 0
    for item in items where item is T { n += 1 }
    return n
}
print(count(of: 0, in: mixed), count(of: "", in: mixed), count(of: 0.5, in: mixed))

// The program's own types: a class's subclass is one, a struct is not a class.
class Animal { let name: String; init(name: String) { self.name = name } }
class Dog: Animal {}
struct Rock {}
let things: [Any] = [Animal(name: "cat"), Dog(name: "rex"), Rock(), 7]
let animals: [Animal] = only(things)
let dogs: [Dog] = only(things)
let rocks: [Rock] = only(things)
print(animals.map(\.name), dogs.map(\.name), rocks.count)

// A closure made inside the call keeps its binding after the call returns.
func matcher<T>(_ sample: T) -> (Any) -> Bool {
    return { $0 is T }
}
let isInt = matcher(1)
let isString = matcher("s")
print(isInt(5), isInt("5"), isString("5"), isString(5.0))
