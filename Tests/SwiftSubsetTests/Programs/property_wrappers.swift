// Property wrappers on struct and class properties, local variables, projections and
// the backing storage (SE-0258, The Swift Programming Language, "Property Wrappers").
@propertyWrapper
struct Clamped {
    private var value: Int
    private let low: Int
    private let high: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, low), high) }
    }
    init(wrappedValue: Int, low: Int, high: Int) {
        print("Clamped.init(wrappedValue: \(wrappedValue), low: \(low), high: \(high))")
        self.low = low
        self.high = high
        self.value = min(max(wrappedValue, low), high)
    }
}

@propertyWrapper
struct Logged {
    private var stored: Int
    private(set) var projectedValue: [Int] = []
    var wrappedValue: Int {
        get { stored }
        set {
            projectedValue.append(newValue)
            stored = newValue
        }
    }
    init(wrappedValue: Int) {
        print("Logged.init(wrappedValue: \(wrappedValue))")
        stored = wrappedValue
    }
}

@propertyWrapper
struct Fallback {
    var wrappedValue: String
    init() {
        print("Fallback.init()")
        wrappedValue = "none"
    }
}

struct Thermostat {
    @Clamped(low: 10, high: 30) var target = 21
    @Logged var changes = 0
    var label = "hall"
    func backing() -> Int { _changes.wrappedValue + _target.wrappedValue }
}


var t = Thermostat()
print(t.target, t.changes, t.label)
t.target = 45
t.changes = 1
t.changes += 2
print(t.target, t.changes, t.$changes)
print(t.backing())

var u = Thermostat(target: 5, changes: 7, label: "attic")
print(u.target, u.changes, u.$changes, u.label)

struct Name {
    @Fallback var nickname: String
}
let n = Name()
print(n.nickname)
var m = Name(nickname: Fallback())
m.nickname = "Ada"
print(m.nickname)

final class Counter {
    @Logged var count = 3
    func bump() {
        count += 1
        print("bumped to \(count), history \($count)")
    }
}
let c = Counter()
c.bump()
c.bump()
print(c.count, c.$count)

func local() {
    @Clamped(low: 0, high: 9) var digit: Int = 4
    print(digit)
    digit = 12
    print(digit, _digit.wrappedValue)
    @Logged var steps = 1
    steps = 2
    steps = 3
    print(steps, $steps)
}
local()
