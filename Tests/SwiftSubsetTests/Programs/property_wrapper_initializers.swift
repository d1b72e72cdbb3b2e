// Which wrapper initialiser each spelling of a wrapped property calls: init(),
// init(wrappedValue:), attribute arguments with and without an initial value.
@propertyWrapper
struct Limited {
    private var maximum: Int
    private var number: Int
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, maximum) }
    }
    init() {
        print("init()")
        maximum = 12
        number = 0
    }
    init(wrappedValue: Int) {
        print("init(wrappedValue: \(wrappedValue))")
        maximum = 12
        number = min(wrappedValue, maximum)
    }
    init(wrappedValue: Int, maximum: Int) {
        print("init(wrappedValue: \(wrappedValue), maximum: \(maximum))")
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
}

struct Zero { @Limited var height: Int }
struct Unit { @Limited var height: Int = 1 }
struct Narrow { @Limited(wrappedValue: 2, maximum: 5) var height: Int }
struct Mixed {
    @Limited var height: Int = 1
    @Limited(maximum: 9) var width: Int = 2
}

var z = Zero()
print(z.height)
z.height = 30
print(z.height)
let u = Unit()
print(u.height)
var n = Narrow()
n.height = 100
print(n.height)
var m = Mixed()
m.width = 20
m.height = 20
print(m.height, m.width)
let given = Mixed(height: 30, width: 3)
print(given.height, given.width)
let zero = Zero(height: Limited(wrappedValue: 4))
print(zero.height)
