// A class gets no synthesized ==: declaring Equatable without writing one is an error.
class Contact: Equatable {
    var name: String
    var phone: String
    init(name: String, phone: String) {
        self.name = name
        self.phone = phone
    }
}

let a = Contact(name: "Ada", phone: "555-0100")
let b = Contact(name: "Ada", phone: "555-0100")
print(a == b)
