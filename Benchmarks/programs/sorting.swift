var values: [Int] = []
var seed = 42
for _ in 0..<20000 {
    seed = (seed &* 1103515245 &+ 12345) % 2147483648
    values.append(seed % 100000)
}
let sorted = values.sorted()
let byHand = values.sorted { $0 > $1 }
print(sorted[0], sorted[sorted.count - 1], byHand[0])
