// Arithmetic on an integer array's elements appended, inside a closure, to an array of
// Doubles: Swift then types the array's literals as Doubles.

print([3, 5].reduce(into: [Double]()) { $0.append($1 / 2) })
print([7].reduce(into: [Double]()) { list, n in list.insert(n / 4, at: 0) })
print([3, 5].reduce(into: [Int]()) { $0.append($1 / 2) })

var halves: [Double] = []
[1, 9].forEach { halves.append($0 / 2) }
print(halves)

var wholes: [Int] = []
[1, 9].forEach { wholes.append($0 / 2) }
print(wholes)
