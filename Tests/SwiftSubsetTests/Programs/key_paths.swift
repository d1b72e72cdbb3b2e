// Key paths: `\Type.property`, `\.property` where the root type is known from context,
// `\.self`, optional chaining and force-unwrapping inside a path, reading with
// `value[keyPath:]`, writing through a writable path, and paths used as functions.
struct Address {
    var city: String
    var zip: String?
    var hasZip: Bool { zip != nil }
}
struct Person {
    var name: String
    var age: Int
    var address: Address
    let id: Int
    var nickname: String?
}
var people = [
    Person(name: "Ada", age: 36, address: Address(city: "London", zip: "N1"), id: 1, nickname: nil),
    Person(name: "Linus", age: 28, address: Address(city: "Helsinki", zip: nil), id: 2, nickname: "L"),
]
print(people.map(\.name))
print(people.map(\.address.city))
print(people.map(\.address.zip))
print(people.map(\.nickname?.count))
print(people.filter(\.address.hasZip).map(\.name))
let agePath = \Person.age
print(people[0][keyPath: agePath])
people[1][keyPath: agePath] += 1
print(people[1].age)
let cityPath = \Person.address.city
people[0][keyPath: cityPath] = "Cambridge"
print(people[0].address.city)
print(people.map(\.id).reduce(0, +))
print(people.sorted { $0[keyPath: agePath] > $1[keyPath: agePath] }.map(\.name))
var numbers = [3, 1, 2]
numbers[keyPath: \.self] = [9]
print(numbers)
print([1, 2, 3].map(\.self))
print(people[1][keyPath: \.nickname!])
class Account {
    var balance = 0 { didSet { print("balance \(oldValue) -> \(balance)") } }
    var owner: Person?
}
let account = Account()
let balancePath = \Account.balance
account[keyPath: balancePath] = 50
print(account[keyPath: balancePath])
print(account[keyPath: \.owner?.name] as Any)
account.owner = people[0]
print(account[keyPath: \.owner?.name] as Any)
let names: [String] = people.map(\.name)
print(names.map(\.count))
print(agePath, cityPath, \Person.address)
let nicknameLength = \Person.nickname?.count
print(people.map { $0[keyPath: nicknameLength] })
struct Box { var items: [Int] = [] { didSet { print("items now \(items)") } } }
var box = Box()
let itemsPath = \Box.items
box[keyPath: itemsPath].append(4)
box[keyPath: itemsPath] += [5]
print(box.items.map(\.description).joined(separator: "+"))
