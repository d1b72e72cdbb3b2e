// A protocol extension's operator is Equatable's witness only where it takes two values of the
// type and its extension applies to the type; otherwise the synthesized `==` stands.
protocol Describable { var text: String { get } }
extension Describable { static func == (l: Self, r: String) -> Bool { l.text == r } }
enum Color: Describable, Equatable { case red, blue; var text: String { "c" } }
print(Color.red != Color.red, Color.red == Color.blue)
print([Color.red, .blue].firstIndex(of: .blue)!)

protocol Tagged { var tag: Int { get } }
protocol Special {}
extension Tagged where Self: Special { static func == (l: Self, r: Self) -> Bool { l.tag == r.tag } }
struct Plain: Tagged, Equatable { var tag: Int; var body: String }
print(Plain(tag: 1, body: "a") == Plain(tag: 1, body: "b"))

protocol Keyed { var key: Int { get } }
extension Keyed { static func == (l: Self, r: Int) -> Bool { l.key == r } }
struct K: Keyed, Equatable { var key: Int; var note = "" }
print(K(key: 1) == K(key: 1), K(key: 1, note: "x") == K(key: 1))

protocol Entity: Equatable { var id: Int { get } }
extension Entity { static func == (l: Self, r: Self) -> Bool { l.id == r.id } }
struct User: Entity { var id: Int; var name: String }
print(User(id: 1, name: "a") == User(id: 1, name: "b"), [User(id: 2, name: "x")].contains(User(id: 2, name: "y")))

class Owner { let name: String; init(_ n: String) { name = n } }
struct Pet { unowned let owner: Owner; var kind: String }
struct Tag { unowned let owner: Owner }
let o = Owner("Ann")
print(Pet(owner: o, kind: "cat").owner.name, Tag(owner: o).owner.name)
