// A subclass greeting with its inherited name before its superclass has set it.
class Animal {
    var name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    var tricks: Int
    init(name: String, tricks: Int) {
        self.tricks = tricks
        print("Hello, \(self.name)")
        super.init(name: name)
    }
}
print(Dog(name: "Rex", tricks: 2).tricks)
