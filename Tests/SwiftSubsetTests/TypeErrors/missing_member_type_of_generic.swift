struct Crate<Item> {
    var item: Item
    func label() -> Crate.Label { "crate" }
}
print(Crate(item: 1).label())
