class Person {
    var name: String
    var age: Int
}
let p = Person()
print(p.name)
