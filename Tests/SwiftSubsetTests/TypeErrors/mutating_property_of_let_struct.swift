// A struct constant's stored properties cannot change either.
struct Inventory { var items: [String] = [] }
let bag = Inventory()
bag.items.append("key")
print(bag.items)
