struct Score {
    private(set) var points = 0
    mutating func win() { points += 3 }
}
var score = Score()
score.win()
score.points += 10
print(score.points)
