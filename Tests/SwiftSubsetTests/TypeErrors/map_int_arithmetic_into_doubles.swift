let scores = [70, 85, 92]
let halves: [Double] = scores.map { score in score / 2 }
print(halves)
