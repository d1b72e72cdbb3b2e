// A value assigned to a place takes the place's declared type, however the place is reached:
// a property a subclass inherits, a property behind `?.` or `!`, a tuple's element; a
// `mutating` method a program adds to a standard type changes the variable it is called on;
// `abs` keeps a sized integer's type.
class Vehicle {
    var speed: Double = 0
    var plate: String?
    var log: [Double] = []
    var limits: [String: Double] = [:]
}

final class Truck: Vehicle {
    var load = 0
    override init() {
        super.init()
        speed = 40
        self.plate = "TR-1"
    }
    func accelerate() { speed = speed * 2 + 1 }
}

let truck = Truck()
print(truck.speed / 3, truck.plate as Any)
truck.speed = 7
truck.log.append(2)
truck.limits["city"] = 50
truck.accelerate()
print(truck.speed / 2, truck.log, truck.limits)

final class Garage { var vehicle: Vehicle?; var spare: Vehicle? }
let garage = Garage()
garage.vehicle = Vehicle()
garage.vehicle?.plate = "GR-7"
garage.vehicle?.speed = 3
garage.spare = Vehicle()
garage.spare!.plate = "SP-2"
print(garage.vehicle!.plate as Any, garage.vehicle!.speed / 2)
print(garage.vehicle!.plate.map { $0 + "!" } as Any, garage.spare!.plate.map { $0.count } as Any)

var pair: (Int?, String) = (nil, "x")
pair.0 = 4
print(pair)
var box = (width: 10.0, height: 5.0)
box.width = 3
print(box, box.width / 2)

extension Int {
    mutating func triple() { self *= 3 }
}
extension String {
    mutating func bracket(_ mark: String) { self = mark + self + mark }
}
extension Array {
    mutating func rotate() { if let first = first { removeFirst(); append(first) } }
}
var count = 4
count.triple()
var title = "menu"
title.bracket("*")
var readings = [3, -1, 5, -7]
readings.rotate()
print(count, title, readings)

let small: Int16 = -300
print(abs(small), abs(Int8(-5)), abs(Int64(9)), type(of: abs(small)))
