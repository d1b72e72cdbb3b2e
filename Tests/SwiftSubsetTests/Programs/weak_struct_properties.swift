// A struct's weak property lets its object go.
class Owner {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("owner", name, "freed") }
}
struct Pet {
    var name: String
    weak var owner: Owner?
    var ownerName: String { owner?.name ?? "nobody" }
}
struct Tag {
    weak var holder: Owner?
    var label = "tag"
    init(label: String) { self.label = label }
    mutating func attach(_ o: Owner) { holder = o }
}

var ann: Owner? = Owner("ann")
var rex = Pet(name: "rex", owner: ann)
let copy = rex
print(rex.ownerName, copy.owner === ann)
print(rex)
ann = nil
print(rex.ownerName, copy.owner == nil)
print(rex)

var tag = Tag(label: "blue")
do {
    let bo = Owner("bo")
    tag.attach(bo)
    print(tag.holder?.name ?? "none")
}
print(tag.holder?.name ?? "none")
var cy: Owner? = Owner("cy")
tag.holder = cy
var pets = [Pet(name: "a"), Pet(name: "b")]
pets[1].owner = cy
print(tag.holder!.name, pets.map(\.ownerName))
cy = nil
print(tag.holder == nil, pets.map(\.ownerName))
print("end")
