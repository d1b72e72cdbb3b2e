// A generic result `T?` made from a `T` that is itself an optional wraps it whole.
func wrap<T>(_ x: T) -> T? { x }
func firstMatch<T>(in items: [T], where test: (T) -> Bool) -> T? {
    for item in items where test(item) { return item }
    return nil
}
struct Shelf {
    func lift<T>(_ x: T) -> T? {
        return x
    }
}

let maybe: Int? = 4
let nothing: Int? = nil
print(wrap(maybe))
print(wrap(nothing))
print(wrap(7))
print(Shelf().lift(Optional("book")))
print(Shelf().lift("pen"))
let scores: [Int?] = [nil, 8, 3]
print(firstMatch(in: scores) { $0 == nil } as Any)
print(firstMatch(in: scores) { ($0 ?? 0) > 5 } as Any)
print(firstMatch(in: [1, 2, 3]) { $0 > 5 } as Any)

// Binding one level of a nested optional keeps the inner optional.
if let first = scores.first { print("first:", first as Any) }
if let last = scores.last { print("last:", last as Any) }
let ages: [String: Int?] = ["ann": 31, "bob": nil]
if let a = ages["ann"] { print("ann:", a as Any) }
if let b = ages["bob"] { print("bob:", b as Any) } else { print("no bob") }
if let c = ages["cy"] { print("cy:", c as Any) } else { print("no cy") }
func age(of name: String) -> String {
    guard let entry = ages[name] else { return "\(name) unknown" }
    guard let years = entry else { return "\(name) has no age" }
    return "\(name) is \(years)"
}
print(age(of: "ann"), age(of: "bob"), age(of: "cy"))
print(ages["ann"] as Any, ages["bob"] as Any)
func head<T>(_ xs: [T]) -> T? { return xs.isEmpty ? nil : xs[0] }
print(head(scores) as Any, head([2]) as Any, head([Int]()) as Any)
