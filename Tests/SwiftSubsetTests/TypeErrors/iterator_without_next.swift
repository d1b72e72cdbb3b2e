struct Fibonacci: IteratorProtocol {
    var a = 0, b = 1
    mutating func nextValue() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}

var fib = Fibonacci()
print(fib.nextValue()!)
