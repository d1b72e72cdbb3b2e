// A generic function calling another (or itself) with values of its own type parameter binds
// the callee's to its own; arguments whose static type is not known here bind a numeric type
// parameter by the number they hold; literals take the type the other arguments bind.

func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    guard a != 0 else { return b }
    return a < b ? gcd(b % a, a) : gcd(a % b, b)
}

func factorial<T: BinaryInteger>(_ n: T) -> T {
    guard n != 0 else { return 1 }
    return stride(from: n, to: 0, by: -1).reduce(1, *)
}

func binomial<T: BinaryInteger>(_ x: (n: T, k: T)) -> T {
    factorial(x.n) / (factorial(x.n - x.k) * factorial(x.k))
}

func lcm<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    a / gcd(a, b) * b
}

func matrixSum<T: Numeric>(_ m: [[T]]) -> T {
    var total = T.zero
    for row in m { for x in row { total += x } }
    return total
}

func describe<T: BinaryInteger>(_ n: T) -> String {
    let doubled = n * 2
    return "\(n) doubled is \(doubled) (\(type(of: doubled)))"
}

func twice<T: BinaryInteger>(_ n: T) -> String { describe(n) + "; " + describe(n + 1) }

print(gcd(12, 18))
let small: UInt8 = 12
print(gcd(small, 200), type(of: gcd(small, 200)))
print(binomial((5, 3)))
print("binomial(20, 11) = \(binomial((20, 11)))")
print(lcm(4, 6), lcm(Int16(21), 6))
print(matrixSum([[1.5, 2], [3, 4]]))
print(matrixSum([[UInt8(1), 2], [3]]))
print(twice(Int8(5)))
print(twice(41))

let values = [12, 18, 27, 36]
print(zip(values, values.dropFirst()).map { gcd($0.0, $0.1) })
print(values.reduce(values[0]) { gcd($0, $1) })
let wide: [UInt64] = [1 << 40, 1 << 35]
print(wide.map { gcd($0, 1 << 20) })

func power<T: Numeric>(_ b: T, _ e: Int) -> T {
    if e == 0 { return 1 }
    return b * power(b, e - 1)
}
print(power(2, 3), power(1.5, 2), power(UInt8(3), 4))
