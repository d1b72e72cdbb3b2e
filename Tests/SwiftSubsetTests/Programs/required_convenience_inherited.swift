class Base {
    let id: Int
    required init(id: Int) { self.id = id }
    required convenience init() { self.init(id: 0) }
    convenience init(text: String) { self.init(id: text.count) }
}
class Sub: Base {
    required init(id: Int) { super.init(id: id + 1) }
}
class Leaf: Sub {
    let tag: String
    required init(id: Int) { tag = "leaf"; super.init(id: id * 10) }
}
print(Sub().id, Sub(text: "abc").id, Leaf().id, Leaf(text: "ab").tag)
