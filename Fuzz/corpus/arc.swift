class Resource {
    let name: String
    init(name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}
var r: Resource? = Resource(name: "A")
print("before nil")
r = nil
print("after nil")
func scope() {
    let local = Resource(name: "B")
    print("using \(local.name)")
}
scope()
print("after scope")
class Owner {
    var pet: Pet?
    deinit { print("owner gone") }
}
class Pet {
    weak var owner: Owner?
    deinit { print("pet gone") }
}
var o: Owner? = Owner()
let p = Pet()
o!.pet = p
p.owner = o
print(p.owner != nil)
o = nil
print(p.owner == nil)
var list: [Resource] = [Resource(name: "C"), Resource(name: "D")]
list.removeFirst()
print("removed first")
list = []
print("end")
