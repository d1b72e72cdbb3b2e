// Initialisers swiftc accepts around its delegation rules: a subclass setting its own
// properties (and reading them back) before `super.init`, using `self` after it, parameters
// named like inherited properties, convenience initialisers delegating across, optional and
// defaulted properties left to their values, a closure made after `super.init`.
class Animal {
    var name: String
    var sound = "..."
    init(name: String) { self.name = name }
    func describe() -> String { "\(name) says \(sound)" }
}
class Dog: Animal {
    var tricks: Int
    var owner: String?
    var mood = "happy"
    init(name: String, tricks: Int) {
        self.tricks = tricks
        let shown = self.tricks * 2
        print("before", name, shown)
        super.init(name: name)
        sound = "woof"
        print("after", self.name, describe())
    }
    convenience init(called name: String) {
        self.init(name: name, tricks: 0)
        owner = "Sam"
    }
    convenience init() { self.init(called: "Pup") }
}
class Point {
    var x: Double, y: Double
    init(x: Double, y: Double) { self.x = x; self.y = y }
    convenience init(both value: Double) { self.init(x: value, y: value) }
}
class Puppy: Dog {
    let age: Int
    init(age: Int) {
        self.age = age
        super.init(name: "Bit", tricks: 1)
        let report = { "\(self.name) is \(self.age)" }
        print(report())
    }
}
let rex = Dog()
print(rex.name, rex.tricks, rex.owner ?? "none", rex.mood)
print(Point(both: 2).y, Puppy(age: 1).describe())
