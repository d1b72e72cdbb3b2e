func makeAccumulator() -> (Int) -> Int {
    var total = 0
    return { x in
        total += x
        return total
    }
}
let acc = makeAccumulator()
print(acc(5), acc(10), acc(-3))
var shared = 0
let incr = { shared += 1 }
let read = { shared }
incr(); incr()
print(read(), shared)
var closures: [() -> String] = []
for name in ["a", "b"] {
    let upper = name.uppercased()
    closures.append { upper + name }
}
print(closures.map { $0() })
var value = 1
let captured = { [value] in value * 100 }
value = 2
print(captured(), value)
func counterPair() -> (() -> Int, () -> Void) {
    var n = 0
    return ({ n }, { n += 1 })
}
let (get, inc) = counterPair()
inc(); inc(); inc()
print(get())
