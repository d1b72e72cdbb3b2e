// A struct's memberwise initialiser lets an optional `var` without a value be left out (it
// starts as nil); a `let` or a non-optional `var` must still be given.
struct Contact {
    var name: String
    var phone: String?
    let id: Int?
    var tags: [String]?
    var level = 1
}

let first = Contact(name: "Ann", id: 1)
let second = Contact(name: "Bo", phone: "555", id: nil, level: 3)
let third = Contact(name: "Cy", id: 7, tags: ["x"])
for c in [first, second, third] {
    print(c.name, c.phone ?? "-", c.id as Any, c.tags as Any, c.level)
}
print(first)
