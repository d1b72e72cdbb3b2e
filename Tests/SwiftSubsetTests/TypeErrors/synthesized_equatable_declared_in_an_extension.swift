struct Address {
    var street: String
    var city: String
}

struct Customer {
    var name: String
    var address: Address
}

// Address is not Equatable, so Customer's == cannot be synthesized here.
extension Customer: Equatable {}

let c = Customer(name: "Lin", address: Address(street: "Main St", city: "Oslo"))
print(c == c)
