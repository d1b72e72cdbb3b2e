struct Item { var name: String }
let items = [Item(name: "a"), Item(name: "b")]
let x = Item(name: "a")
print(items.contains(x))
