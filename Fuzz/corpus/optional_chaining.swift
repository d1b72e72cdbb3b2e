class Address { var street: String; init(street: String) { self.street = street } }
class Person {
    var address: Address?
    var friends: [Person] = []
    let name: String
    init(name: String) { self.name = name }
    func greet() -> String { "hi from \(name)" }
}
let p = Person(name: "Ann")
print(p.address?.street as Any)
p.address = Address(street: "Main")
print(p.address?.street as Any, p.address?.street.count as Any)
p.address?.street = "Oak"
print(p.address!.street)
var maybe: Person? = nil
print(maybe?.greet() as Any, maybe?.friends.count as Any)
maybe = p
print(maybe?.greet() ?? "nobody", maybe?.friends.count ?? -1)
let names: [String]? = ["x", "y"]
print(names?.count as Any, names?.first as Any)
let dict: [String: [Int]] = ["a": [1, 2]]
print(dict["a"]?.count as Any, dict["b"]?.count as Any)
