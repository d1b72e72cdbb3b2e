let count = 3
let scaled: Float = count
print(scaled)
