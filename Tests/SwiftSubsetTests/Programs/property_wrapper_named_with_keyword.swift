// A wrapped property may be named with a keyword in backticks, and is reached without them.
@propertyWrapper
struct Clamped {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
}

struct Knob {
    @Clamped var `default`: Int = 20
    @Clamped var level: Int = 3
}

var knob = Knob()
print(knob.default, knob.level)
knob.default = -4
knob.`default` += 2
print(knob.default)
