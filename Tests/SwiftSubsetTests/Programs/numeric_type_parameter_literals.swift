// Number literals that take a generic function's numeric type parameter's type.
func sumAll<T: Numeric>(_ values: [T]) -> T { values.reduce(0, +) }
print(sumAll([1, 2, 3]), sumAll([0.5, 0.25]))
let noPrices: [Double] = []
print(sumAll(noPrices))

func doubled<T: Numeric>(_ x: T) -> T { x * 2 }
print(doubled(21), doubled(1.25))

func isEven<T: BinaryInteger>(_ n: T) -> Bool { n % 2 == 0 }
print(isEven(10), isEven(7))

func sumOfSquares<T: Numeric>(_ xs: [T]) -> T {
    var total: T = 0
    for x in xs { total += x * x }
    return total
}
print(sumOfSquares([1, 2, 3]), sumOfSquares([0.5, 1.5]))

func power<T: Numeric>(_ base: T, times: Int) -> T {
    var result: T = 1
    for _ in 0..<times { result = result * base }
    return result
}
print(power(2, times: 10), power(1.5, times: 3))

func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T {
    if xs.isEmpty { return 0 }
    return xs.reduce(0, +) / T(xs.count)
}
print(average([1.0, 2.0, 4.0]), average([Double]()))

func floorAtZero<T: Numeric & Comparable>(_ x: T) -> T { x < 0 ? 0 : x }
print(floorAtZero(-3), floorAtZero(2.5), floorAtZero(-0.5))

func unit<T: Numeric>() -> T { 1 }
let one: Double = unit()
let whole: Int = unit()
print(one, whole)

struct Meter {
    var label = "m"
    func scaled<T: Numeric>(_ x: T) -> T { x * 100 }
    static func negated<T: SignedNumeric>(_ x: T) -> T { x * -1 }
}
print(Meter().scaled(3), Meter().scaled(0.25), Meter.negated(4), Meter.negated(-1.5))
