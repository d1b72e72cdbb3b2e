// The root class's designated initialiser failing after it has set its stored properties has
// made the whole object, also when reached through `super.init` or `self.init`: the
// subclass's stored properties were set before. Swift runs every `deinit` of the chain as the
// object is released. Failing before that (in the subclass, before `super.init`; in the root,
// before its own properties are set) has made nothing.
enum Refusal: Error { case empty }
class Account {
    let owner: String
    var balance = 0
    init?(owner: String) {
        if owner == "nobody" { return nil }
        self.owner = owner
        if owner.isEmpty { print("empty owner"); return nil }
        print("Account init", owner)
    }
    init(strict owner: String) throws {
        self.owner = owner
        if owner.isEmpty { throw Refusal.empty }
    }
    convenience init?(doubled: String) {
        self.init(owner: doubled + doubled)
        print("doubled", doubled)
    }
    deinit { print("Account deinit '\(owner)'") }
}
class Savings: Account {
    let rate: Int
    var bonus = 1
    init?(owner: String, rate: Int) {
        if rate < 0 { return nil }
        self.rate = rate
        super.init(owner: owner)
        print("Savings init", rate)
    }
    init(strict owner: String, rate: Int) throws {
        self.rate = rate
        try super.init(strict: owner)
    }
    deinit { print("Savings deinit", rate) }
}
class Junior: Savings {
    var limit = 10
    deinit { print("Junior deinit", limit) }
}
print(Account(owner: "") == nil)
print(Account(owner: "nobody") == nil)
print(Account(doubled: "") == nil)
print(Savings(owner: "", rate: 3) == nil)
print(Savings(owner: "nobody", rate: 4) == nil)
print(Savings(owner: "ann", rate: -1) == nil)
print(Junior(owner: "", rate: 5) == nil)
do { _ = try Savings(strict: "", rate: 6) } catch { print("caught", error) }
print(Savings(owner: "bob", rate: 7)?.rate ?? 0)
print("end")
