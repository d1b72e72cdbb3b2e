// A closure's $0 is immutable, and so are the struct properties it holds.
struct Player { var scores: [Int] = [] }
let team = [Player(), Player()]
team.forEach { $0.scores.append(2) }
print(team.count)
