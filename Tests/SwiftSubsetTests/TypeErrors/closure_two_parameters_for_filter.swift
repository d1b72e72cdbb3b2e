let scores = [70, 85, 92]
let passed = scores.filter { score, index in score > 80 }
print(passed)
