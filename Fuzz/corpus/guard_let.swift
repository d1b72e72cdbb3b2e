func parse(_ s: String) -> Int? {
    guard !s.isEmpty else { return nil }
    guard let n = Int(s) else {
        print("not a number: \(s)")
        return nil
    }
    return n
}
print(parse("12") as Any, parse("") as Any, parse("x") as Any)
func process(_ values: [String]) -> Int {
    var total = 0
    for v in values {
        guard let n = Int(v) else { continue }
        total += n
    }
    return total
}
print(process(["1", "a", "5"]))
struct User { let name: String; let email: String? }
func contact(_ u: User) -> String {
    guard let email = u.email, email.contains("@") else { return "\(u.name): no email" }
    return "\(u.name) <\(email)>"
}
print(contact(User(name: "A", email: "a@x.com")))
print(contact(User(name: "B", email: nil)))
print(contact(User(name: "C", email: "bad")))
