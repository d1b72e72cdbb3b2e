class Profile {
    var name: String!
    var age: Int!
    var tags: [String]!
    func describe(_ text: String) -> String { "<" + text + ">" }
    func show() {
        let plain: String = name
        print(plain)
        print(describe(name))
        let years: Int = age
        print(years + 1)
        var list: [String] = tags
        list.append("new")
        print(list, list.count)
        print(name as Any, String(describing: age))
    }
}
let p = Profile()
p.name = "Ann"
p.age = 30
p.tags = ["a"]
p.show()
let later: String! = "later"
func shout(_ s: String) { print(s.uppercased()) }
shout(later)
let copy = later
print(copy as Any)
