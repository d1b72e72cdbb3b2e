// Set.Index: finding an element's index, reading and removing through it, walking indices.
// Only results that do not depend on Swift's hash order are printed.
var primes: Set<Int> = [2, 3, 5, 7, 11]
if let i = primes.firstIndex(of: 5) {
    print("at the index of 5:", primes[i])
    let removed = primes.remove(at: i)
    print("removed", removed, "left", primes.count, primes.contains(5))
}
print(primes.firstIndex(of: 4) == nil)

let big = primes.firstIndex(where: { $0 > 10 })!
print("first over 10:", primes[big])

var steps = 0
var i = primes.startIndex
var total = 0
while i != primes.endIndex {
    total += primes[i]
    i = primes.index(after: i)
    steps += 1
}
print("walked", steps, "total", total)
print(primes.distance(from: primes.startIndex, to: primes.endIndex))
let second = primes.index(primes.startIndex, offsetBy: 1)
print(second > primes.startIndex, second < primes.endIndex)
print(primes.index(primes.startIndex, offsetBy: 10, limitedBy: primes.endIndex) == nil)
print(primes.index(primes.startIndex, offsetBy: 4, limitedBy: primes.endIndex) == primes.endIndex)

// Removing what an index finds, as a solution might drop a zero factor.
func sumOfMultiples(below limit: Int, of factors: [Int]) -> Int {
    var set = Set(factors)
    if let zero = set.firstIndex(of: 0) {
        set.remove(at: zero)
    }
    var sum = 0
    for n in 1..<limit where set.contains(where: { n % $0 == 0 }) {
        sum += n
    }
    return sum
}
print(sumOfMultiples(below: 20, of: [3, 5, 0]))

var empty = Set<String>()
print(empty.startIndex == empty.endIndex)
empty.insert("only")
let only = empty.firstIndex(of: "only")!
print(empty.remove(at: only), empty.isEmpty)
