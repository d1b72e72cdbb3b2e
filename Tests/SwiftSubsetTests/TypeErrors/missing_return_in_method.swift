struct Thermometer {
    var celsius: Double
    func fahrenheit() -> Double {
        let f = celsius * 9 / 5 + 32
    }
}
print(Thermometer(celsius: 20).fahrenheit())
