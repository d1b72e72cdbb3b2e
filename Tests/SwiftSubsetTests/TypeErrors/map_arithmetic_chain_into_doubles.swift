let counts = [1, 2, 3]
let scaled: [Double] = counts.map { $0 * 2 + 1 }
print(scaled)
