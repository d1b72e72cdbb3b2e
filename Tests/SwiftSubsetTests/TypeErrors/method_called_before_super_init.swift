// Describing the new vehicle before the superclass's initialiser ran.
class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    func describe() { print("\(wheels) wheels") }
}
class Bike: Vehicle {
    var gears: Int
    init(gears: Int) {
        self.gears = gears
        describe()
        super.init(wheels: 2)
    }
}
print(Bike(gears: 21).gears)
