struct Circle { var radius = 1 }
struct Tray {
    func place<Item>(_ c: Circle, _ other: Item) { print("circle first") }
    func place<Item>(_ other: Item, _ c: Circle) { print("circle second") }
}
let tray = Tray()
let c = Circle()
tray.place(c, c)
