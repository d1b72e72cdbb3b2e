// One-sided ranges: slices to an array's ends, containment, patterns, loops, printing.
let a = [10, 20, 30, 40, 50]
print(a[2...])
print(a[..<3])
print(a[...3])
print(a[5...])
print(a[..<0])
print(a[...(-1)])
print(a[1...].map { $0 * 2 })
print(a[2...].count, a[2...].first!)
for x in a[3...] { print(x) }

let from = 3...
let upTo = ..<3
let through = ...3
print(from.contains(5), from.contains(2))
print(upTo.contains(2), upTo.contains(3))
print(through.contains(3), through.contains(4))
print(from.lowerBound, upTo.upperBound, through.upperBound)
print(from)
print(upTo)
print(through)
print(type(of: from), type(of: upTo), type(of: through))

for n in [-4, 3, 7, 12] {
    switch n {
    case ..<0: print(n, "negative")
    case 10...: print(n, "big")
    case ...5: print(n, "small")
    default: print(n, "middle")
    }
}

var total = 0
for k in 5... {
    total += k
    if k == 8 { break }
}
print(total)
