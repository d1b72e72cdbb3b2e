// Computed variables and observed variables at the top level and inside functions.
var stored = 3
var doubled: Int {
    get { stored * 2 }
    set(value) { stored = value / 2 }
}
print(doubled)
doubled = 10
print(stored, doubled)
var steps: Int = 0 {
    willSet { print("about to set steps to \(newValue) from \(steps)") }
    didSet(previous) { print("steps went from \(previous) to \(steps)") }
}
steps = 5
steps += 2
func bump(_ x: inout Int) { print("in bump"); x += 1 }
bump(&steps)
func local() {
    var count = 0
    var text: String { "count is \(count)" }
    var total = 10 {
        didSet { print("total now \(total), was \(oldValue)") }
    }
    count += 1
    print(text)
    total -= 3
    let add = { total += 1 }
    add()
    print(total)
}
local()
var names: [String] = [] {
    didSet { print("names:", names) }
}
names.append("a")
names.append("b")
