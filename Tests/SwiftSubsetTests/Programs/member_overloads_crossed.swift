// Overloads whose type parameter and program type sit at crossed positions: a call that only
// one of them takes runs it (two `Circle`s would be ambiguous: TypeErrors/overload_ambiguous_crossed).
struct Circle { var radius = 1 }
struct Tray<Item> {
    func place(_ c: Circle, _ other: Item) { print("circle first, then \(other)") }
    func place(_ other: Item, _ c: Circle) { print("\(other), then circle") }
}
let tray = Tray<Int>()
tray.place(Circle(), 3)
tray.place(4, Circle())
let words = Tray<String>()
words.place("a", Circle(radius: 2))
words.place(Circle(radius: 3), "b")
