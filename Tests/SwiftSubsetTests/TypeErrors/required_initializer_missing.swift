class Vehicle {
    let wheels: Int
    required init(wheels: Int) { self.wheels = wheels }
}
class Bike: Vehicle {
    let brand: String
    init(brand: String) {
        self.brand = brand
        super.init(wheels: 2)
    }
}
print(Bike(brand: "Zed").wheels)
