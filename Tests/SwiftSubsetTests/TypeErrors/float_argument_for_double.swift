// A Float argument for a Double parameter must be converted with Double(_:).
func half(_ x: Double) -> Double { x / 2 }
let width: Float = 3
print(half(width))
