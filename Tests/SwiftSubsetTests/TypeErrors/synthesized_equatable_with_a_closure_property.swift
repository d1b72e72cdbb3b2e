// A closure is not Equatable, so the struct cannot get a synthesized ==.
struct MenuItem: Equatable {
    var title: String
    var action: () -> Void
}

let quit = MenuItem(title: "Quit") { print("bye") }
print(quit == quit)
