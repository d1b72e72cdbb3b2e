// A generic property wrapper on a property whose type is not written: the wrapped type is
// the initial literal's (`@Logged var name = "x"` wraps a String).
@propertyWrapper
struct Logged<Value> {
    private var stored: Value
    private(set) var changes = 0
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        get { stored }
        set {
            print("set to \(newValue)")
            stored = newValue
            changes += 1
        }
    }
    var projectedValue: Int { changes }
}

@propertyWrapper
struct Clamped<T: Comparable> {
    private var value: T
    let range: ClosedRange<T>
    init(wrappedValue: T, _ range: ClosedRange<T>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: T {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Profile {
    @Logged var name = "guest"
    @Logged var visits = 0
    @Logged var ratio = 0.5
    @Logged var admin = false
    @Clamped(1...5) var stars = 9
}

var p = Profile()
print(p.name, p.visits, p.ratio, p.admin, p.stars)
p.name = "amy"
p.visits += 2
p.ratio = 1
p.admin.toggle()
p.stars = 0
print(p.name, p.visits, p.ratio, p.admin, p.stars, p.$name, p.$visits)
let q = Profile(name: "bo", visits: 3)
print(q.name, q.visits, q.ratio)
