class Vehicle {
    static var created = 0
    class var kind: String { "vehicle" }
    let id: Int
    init() {
        Vehicle.created += 1
        id = Vehicle.created
    }
    static func reset() { created = 0 }
}
class Car: Vehicle {
    override class var kind: String { "car" }
}
let v = Vehicle()
let c = Car()
print(v.id, c.id, Vehicle.created, Vehicle.kind, Car.kind)
Vehicle.reset()
print(Vehicle.created, Car().id)
