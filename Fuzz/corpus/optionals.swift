var x: Int? = 5
let y: Int? = nil
print(x as Any, y as Any)
print(x ?? 0, y ?? -1)
if let v = x { print("has", v) }
if let x { print("short", x) }
guard let z = x else { fatalError() }
print(z + 1)
x = nil
print(x == nil, x as Any)
let names: [String?] = ["a", nil, "c"]
print(names)
let lengths = names.map { $0?.count }
print(lengths)
var dict = ["one": 1, "two": 2]
print(dict["one"] as Any, dict["three"] as Any, dict["two"]!)
dict["three"] = 3
print(dict.count, dict["three", default: 0], dict["four", default: 4])
struct Box { var value: Int? }
let b = Box(value: 3)
print(b, b.value!)
let s: String? = "hi"
print(s?.count as Any, s?.uppercased() as Any)
let none: String? = nil
print(none?.count as Any)
let n = Int("12") ?? 0
print(n)
