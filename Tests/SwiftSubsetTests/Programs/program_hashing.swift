// Sets and dictionaries hash a program type by its own hash(into:) and compare it by its own ==
// (entities equal by id), for structs, classes and enums.
struct Person: Hashable {
    let id: Int
    let name: String
    static func == (a: Person, b: Person) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let first = Person(id: 1, name: "Ann"), renamed = Person(id: 1, name: "Anna"), other = Person(id: 2, name: "Bo")
print(Set([first, renamed, other]).count)
var visits: [Person: Int] = [first: 1]
visits[renamed, default: 0] += 5
visits[other] = 2
print(visits[first]!, visits.count)
print(Set([first]).contains(renamed), [first, other].firstIndex(of: renamed) ?? -1)

final class Account: Hashable {
    let number: String
    var balance: Int
    init(_ number: String, _ balance: Int) { self.number = number; self.balance = balance }
    static func == (a: Account, b: Account) -> Bool { a.number == b.number }
    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}
let accounts: Set<Account> = [Account("A1", 10), Account("A1", 99), Account("B2", 5)]
print(accounts.count, accounts.map(\.number).sorted())

enum Token: Hashable {
    case word(String), number(Int)
    func hash(into hasher: inout Hasher) {
        switch self {
        case .word(let w): hasher.combine(w.lowercased())
        case .number(let n): hasher.combine(n)
        }
    }
    static func == (a: Token, b: Token) -> Bool {
        switch (a, b) {
        case (.word(let x), .word(let y)): return x.lowercased() == y.lowercased()
        case (.number(let x), .number(let y)): return x == y
        default: return false
        }
    }
}
let tokens: Set<Token> = [.word("Swift"), .word("SWIFT"), .number(3), .number(3), .word("code")]
print(tokens.count)
var seen = Set<Person>()
for p in [first, other, renamed] {
    let (inserted, member) = seen.insert(p)
    print(inserted, member.name)
}
struct Point: Hashable { var x: Int, y: Int }
print(Set([Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]).count)
