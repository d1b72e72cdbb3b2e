class Animal {
    func speak() { print("...") }
}
class Dog: Animal {
    override func bark() { print("Woof") }
}
Dog().bark()
