// `==` given by a program protocol's extension is the conformance's, not a synthesized one.
protocol Entity: Equatable {
    var id: Int { get }
}

extension Entity {
    static func == (lhs: Self, rhs: Self) -> Bool {
        print("comparing", lhs.id, rhs.id)
        return lhs.id == rhs.id
    }
}

struct User: Entity {
    var id: Int
    var name: String
}

let a = User(id: 1, name: "Ann"), b = User(id: 1, name: "Bob")
print(a == b)
print(a != User(id: 2, name: "Ann"))
print([a].contains(b))
print([User(id: 3, name: "x"), b].firstIndex(of: a) ?? -1)

func same<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
print(same(a, b))
