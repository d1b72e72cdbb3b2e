// zip and stride used as the Sequences they are: loops, map, Array(_:), reversed() (an Array), first(where:).
let a = [1, 2, 3], b = ["x", "y", "z"]
let z = zip(a, b)
for (n, s) in z { print(n, s) }
print(Array(z))
print(z.map { "\($0)\($1)" })
let d = Dictionary(uniqueKeysWithValues: zip(b, a))
print(d.sorted { $0.key < $1.key })
let s = stride(from: 0, to: 10, by: 3)
for i in s { print(i, terminator: " ") }
print()
print(s.reversed())
print(s.contains(6), s.map { $0 * 2 })
print(z.first(where: { $0.0 > 1 }) as Any)
z.forEach { print($0.0) }
print(s.reduce(0, +))
let t = stride(from: 1.0, through: 2.0, by: 0.5)
print(Array(t), t.min() as Any)
let pairs = Array(zip(a, a.dropFirst()))
print(pairs)
print(zip(a, b).count(where: { $0.0 > 1 }))
