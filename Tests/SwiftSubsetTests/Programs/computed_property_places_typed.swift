// A value assigned to a computed property (or a wrapped one) takes the property's type.
struct Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var half: Double {
        get { celsius / 2 }
        set { celsius = newValue * 2 }
    }
}

@propertyWrapper
struct Clamped {
    private var value: Double
    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
    init(wrappedValue: Double) { value = min(max(wrappedValue, 0), 10) }
}

struct Gauge {
    @Clamped var level: Double = 1
}

class Meter {
    @Clamped var reading: Double = 0
    var ratio: Double {
        get { reading / 10 }
        set { reading = newValue * 10 }
    }
}

var t = Temperature()
t.half = 7 / 2
print(t.celsius, t.half)
t.fahrenheit = 212
print(t.celsius)
t.half += 1 / 2
print(t.half)

var g = Gauge()
g.level = 7 / 2
print(g.level)
g.level += 9 / 2
print(g.level)
g.level = 20
print(g.level)

let m = Meter()
m.reading = 9 / 2
print(m.reading)
m.ratio = 1 / 4
print(m.ratio, m.reading)
