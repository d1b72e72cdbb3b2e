// A subclass's override reading its superclass's computed property through super.
class Vehicle {
    var speed = 0.0
    var description: String { "moving at \(speed)" }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
class Racer: Car {
    override var description: String { "racer " + super.description }
}
let r = Racer()
r.speed = 120.0
r.gear = 5
print(r.description)
let v: Vehicle = r
print(v.description)
