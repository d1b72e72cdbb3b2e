// Casts to a protocol composition test every protocol in it.
protocol Flyer { func fly() -> String }
protocol Swimmer { func swim() -> String }
struct Duck: Flyer, Swimmer {
    func fly() -> String { "duck flies" }
    func swim() -> String { "duck swims" }
}
struct Plane: Flyer { func fly() -> String { "plane flies" } }
struct Fish: Swimmer { func swim() -> String { "fish swims" } }
let things: [Any] = [Duck(), Plane(), Fish(), 3]
print(things.map { $0 is Flyer & Swimmer })
print(things.map { ($0 as? Flyer & Swimmer) != nil })
for thing in things {
    if let both = thing as? Flyer & Swimmer {
        print(both.fly(), "and", both.swim())
    } else if let flyer = thing as? Flyer {
        print(flyer.fly())
    }
    switch thing {
    case is Flyer & Swimmer: print("amphibious")
    case let s as Swimmer: print(s.swim())
    default: print("neither")
    }
}
