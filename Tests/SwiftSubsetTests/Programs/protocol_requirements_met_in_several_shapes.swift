// Program protocols' property and method requirements met by stored, computed, observed,
// constant and static members of structs and classes: swiftc accepts each.
protocol Renamable { var name: String { get set } }
protocol Titled { var title: String { get } }
protocol Shape {
    func area() -> Double
    func scaled(by factor: Double) -> Self
}
protocol Tallied { static var total: Int { get set } }
protocol Scored { var score: Double { get } }

struct Pet: Renamable, Titled {
    var name: String
    let title: String
}
final class Owner: Renamable, Titled {
    var name = "Sam"
    var title: String { "Owner " + name }
}
struct Badge: Renamable {
    private var stored = "badge"
    var name: String {
        get { stored }
        set { stored = newValue.uppercased() }
    }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    func scaled(by factor: Double) -> Square { Square(side: side * factor) }
}
struct Visits: Tallied { static var total = 0 }
struct Poster: Titled {
    var title: String { didSet { print("retitled to", title) } }
}
struct Exam: Scored { var score = 7.5 }
final class Quiz: Scored { let score: Double = 3 }

var pet = Pet(name: "Rex", title: "good dog")
pet.name = "Max"
var badge = Badge()
badge.name = "gold"
Visits.total += 2
var poster = Poster(title: "Dune")
poster.title = "Arrival"
print(pet.name, pet.title, Owner().title, badge.name)
print(Square(side: 2).scaled(by: 1.5).area(), Visits.total, poster.title)
print(Exam().score, Quiz().score)
