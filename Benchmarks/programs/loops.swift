// Loop and collection code: a sieve over an array, counting into a dictionary, nested loops.
var isPrime = [Bool](repeating: true, count: 100_000)
isPrime[0] = false
isPrime[1] = false
var i = 2
while i * i < isPrime.count {
    if isPrime[i] {
        var j = i * i
        while j < isPrime.count {
            isPrime[j] = false
            j += i
        }
    }
    i += 1
}
var primes = 0
for flag in isPrime where flag {
    primes += 1
}
var buckets: [Int: Int] = [:]
for n in 0..<30_000 {
    buckets[n % 97, default: 0] += n
}
var total = 0
for row in 0..<200 {
    for column in 0..<200 {
        total += row * column % 7
    }
}
var squares: [Int] = []
for n in 0..<20_000 {
    squares.append(n * n % 1000)
}
var evens = 0
for s in squares where s % 2 == 0 {
    evens += 1
}
print(primes, buckets[3]!, total, evens)
