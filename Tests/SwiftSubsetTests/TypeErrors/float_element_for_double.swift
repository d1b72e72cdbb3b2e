let samples: [Float] = [1, 2]
let first: Double = samples[0]
print(first)
