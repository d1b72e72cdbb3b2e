struct Item {
    let name: String
    var quantity: Int
    let price: Double
    var total: Double { Double(quantity) * price }
}
class Inventory {
    private var items: [String: Item] = [:]
    func add(_ item: Item) {
        if var existing = items[item.name] {
            existing.quantity += item.quantity
            items[item.name] = existing
        } else {
            items[item.name] = item
        }
    }
    func remove(_ name: String, count: Int) -> Bool {
        guard var item = items[name], item.quantity >= count else { return false }
        item.quantity -= count
        items[name] = item.quantity == 0 ? nil : item
        return true
    }
    var value: Double { items.values.reduce(0) { $0 + $1.total } }
    var names: [String] { items.keys.sorted() }
}
let inv = Inventory()
inv.add(Item(name: "pen", quantity: 10, price: 1.5))
inv.add(Item(name: "book", quantity: 2, price: 12))
inv.add(Item(name: "pen", quantity: 5, price: 1.5))
print(inv.names, inv.value)
print(inv.remove("pen", count: 15), inv.remove("book", count: 5), inv.names)
