// In a class, only a convenience initialiser may call another of its initialisers.
class Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
}
print(Temperature(fahrenheit: 212).celsius)
