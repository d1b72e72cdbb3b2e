func minMax(_ a: [Int]) -> (min: Int, max: Int)? {
    guard var lo = a.first else { return nil }
    var hi = lo
    for x in a {
        if x < lo { lo = x }
        if x > hi { hi = x }
    }
    return (lo, hi)
}
if let r = minMax([3, 9, -2, 5]) { print(r.min, r.max, r) }
print(minMax([]) == nil)
var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)
let (x, _, z) = (1, 2, 3)
print(x, z)
let pairs = [(1, "a"), (2, "b")]
for (n, s) in pairs { print(n, s) }
let dict = ["k": 1]
for (key, value) in dict { print(key, value) }
print((1, 2) < (1, 3), (2, "a") == (2, "a"))
