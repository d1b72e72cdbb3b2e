// A generic property wrapper whose wrapped value is its type parameter, on properties and a
// local with written types (the written type binds the parameter).
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let low: Value
    let high: Value
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, low), high) }
    }
    var projectedValue: [Value] { [low, high] }
    init(wrappedValue: Value, low: Value, high: Value) {
        self.low = low
        self.high = high
        value = min(max(wrappedValue, low), high)
    }
}
struct Settings {
    @Clamped(low: 0, high: 10) var volume: Int = 15
    @Clamped(low: 0.0, high: 1.0) var brightness: Double = 0.5
    @Clamped(low: "b", high: "y") var letter: String = "a"
}
var s = Settings()
print(s.volume, s.brightness, s.letter, s.$volume, s.$brightness)
s.volume = -3
s.brightness = 2
s.letter = "z"
print(s.volume, s.brightness, s.letter)
let t = Settings(volume: 7, brightness: 0.25, letter: "m")
print(t.volume, t.brightness, t.letter)
func level() {
    @Clamped(low: 1, high: 3) var stars: Int = 0
    stars += 10
    print(stars, $stars)
}
level()
