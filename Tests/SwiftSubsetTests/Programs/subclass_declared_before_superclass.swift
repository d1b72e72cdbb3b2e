// A class may be written before the class it inherits from: its overrides, initialisers and
// extensions find the superclass's members all the same.
class Puppy: Dog {
    override var sound: String { "yip" }
    override init(name: String) {
        print("puppy init")
        super.init(name: name)
    }
    deinit { print("puppy deinit") }
}
class Dog: Animal {
    var tricks = 0
    override var sound: String { "woof" }
    override func describe() -> String { super.describe() + " tricks \(tricks)" }
}
class Animal {
    let name: String
    var legs = 4
    var sound: String { "..." }
    init(name: String) { self.name = name; print("animal init", name) }
    func describe() -> String { "\(name) says \(sound) on \(legs) legs" }
    deinit { print("animal deinit", name) }
}
extension Puppy {
    func play() { tricks += 1 }
}
do {
    let p = Puppy(name: "Rex")
    p.play()
    print(p.describe())
    let all: [Animal] = [Animal(name: "a"), Dog(name: "d"), p]
    for x in all { print(x.sound, x is Dog, x is Puppy) }
}
print("end")
