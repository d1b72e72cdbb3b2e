let total = 10
let average: Double = total / 4
print(average)
