struct Circle { var radius = 1 }
struct Tray<Item> {
    func place(_ c: Circle, _ other: Item) { print("circle first") }
    func place(_ other: Item, _ c: Circle) { print("circle second") }
}
let tray = Tray<Circle>()
tray.place(Circle(), Circle())
