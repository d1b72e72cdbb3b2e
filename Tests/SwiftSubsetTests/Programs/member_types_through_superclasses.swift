// Types nested in a superclass, named through a subclass; an enum's RawValue.
class Vehicle {
    enum Fuel { case petrol, electric }
    struct Plate { var text = "AB-12" }
}
class Car: Vehicle {
    var fuel: Car.Fuel = .electric
}
let plate: Car.Plate = Car.Plate()
print(Car().fuel, plate.text)

enum Planet: Int { case mercury = 1, venus, earth }
let order: Planet.RawValue = 3
print(order, Planet(rawValue: order)!)
