func addBonus(to score: inout Int, _ bonus: Int) { score += bonus }
var score = 10
addBonus(to: score, 5)
print(score)
