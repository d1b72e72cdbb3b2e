func isPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    var d = 2
    while d * d <= n {
        if n % d == 0 { return false }
        d += 1
    }
    return true
}
print((1...30).filter(isPrime))
var sieve = Array(repeating: true, count: 50)
sieve[0] = false
sieve[1] = false
for p in 2..<50 where sieve[p] {
    for m in stride(from: p * p, to: 50, by: p) { sieve[m] = false }
}
print(sieve.enumerated().filter { $0.element }.map { $0.offset })
