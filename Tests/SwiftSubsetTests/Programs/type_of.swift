// type(of:) names standard types as swiftc prints them, and declared types bare.
class Item {}
class Song: Item {}
let items: [Item] = [Song(), Item()]
print(type(of: items[0]), type(of: items[1]))
print(type(of: 5), type(of: 2.5), type(of: "s"), type(of: true))
let maybe: Int? = 5
print(type(of: maybe))
let names = ["a", "b"]
print(type(of: names))
let ages: [String: Int] = ["a": 1]
print(type(of: ages))
let pair: (Int, String) = (1, "x")
print(type(of: pair))
let ch: Character = "c"
print(type(of: ch))
