struct Item { var name: String }
let items = [Item(name: "a"), Item(name: "b")]
if let i = items.firstIndex(of: Item(name: "b")) { print(i) }
