for index in 1...5 {
   print("\(index) times 5 is \(index * 5)")
}
let names = ["Anna", "Alex", "Brian", "Jack"]
let count = names.count
assert(count == 4)
for i in 0..<count {
   print("Person \(i + 1) is called \(names[i])")
}
for name in names[2...] {
    print(name)
}
for name in names[...2] {
    print(name)
}
for name in names[..<2] {
    print(name)
}
let range = ...5
print(type(of: range))
let a =
range.contains(7)   // false
let b =
range.contains(4)   // true
let c =
range.contains(-1)  // true
print(a, b, c)
