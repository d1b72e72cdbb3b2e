class Token {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("token \(id) freed") }
}
var actions: [String: () -> Int] = [:]
do {
    let t1 = Token(1)
    let t2 = Token(2)
    actions["one"] = { t1.id }
    actions["two"] = { [weak t2] in t2?.id ?? -1 }
}
print("after scope")
print(actions["one"]!(), actions["two"]!())
actions["one"] = nil
print("removed one")
actions.removeAll()
print("end")
