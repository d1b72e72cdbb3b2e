class Animal {
    func speak() { print("...") }
}
class Dog: Animal {
    func speak() { print("Woof") }
}
Dog().speak()
