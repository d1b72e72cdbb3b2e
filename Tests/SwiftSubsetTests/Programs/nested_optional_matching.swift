// Optionals of optionals: a closure that may give nil inside Optional.map, switch patterns
// that unwrap one level at a time, and `if let` on a generic function's `T?` where T is an
// optional itself.
let reading: Int? = 5
let kept = reading.map { $0 > 3 ? $0 : nil }
print(kept as Any)
let dropped = reading.map { $0 > 9 ? $0 : nil }
print(dropped as Any)
let written = reading.map { value -> Int? in
    if value > 3 { return value }
    return nil
}
print(written as Any)
let plain = true ? 7 : nil
print(plain as Any)

let slots: [Int??] = [1, .some(nil), nil]
for slot in slots {
    switch slot {
    case .some(.some(let value)): print("value", value)
    case .some(nil): print("empty slot")
    case nil: print("no slot")
    }
}

let sparse: [Int?] = [nil, 2]
switch sparse.first {
case .some(nil): print("first is a stored nil")
case .some(let value?): print("first", value)
case .none: print("no elements")
}
switch sparse.last {
case let found?: print("last", found as Any)
case nil: print("no elements")
}

let ages: [String: Int?] = ["ann": nil, "bo": 31]
for name in ["ann", "bo", "cy"] {
    switch ages[name] {
    case nil: print(name, "unknown")
    case .some(nil): print(name, "withheld")
    case .some(.some(let age)): print(name, age)
    }
}

func firstOf<T>(_ items: [T]) -> T? { items.first }
if let head = firstOf(sparse) {
    print("head", head as Any)
} else {
    print("no head")
}
let none: Int?? = .some(nil)
print(none as Any)
