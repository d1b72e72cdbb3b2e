struct Item { var name: String }
var items = [Item(name: "a"), Item(name: "b")]
let i = items.lastIndex(of: Item(name: "b"))
print(i as Any)
