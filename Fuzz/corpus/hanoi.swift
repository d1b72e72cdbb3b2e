var moves: [String] = []
func hanoi(_ n: Int, from: String, to: String, via: String) {
    if n == 0 { return }
    hanoi(n - 1, from: from, to: via, via: to)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from)
}
hanoi(3, from: "A", to: "C", via: "B")
print(moves.count, moves.first!, moves.last!)
func permutations(_ a: [Int]) -> [[Int]] {
    if a.count <= 1 { return [a] }
    var out: [[Int]] = []
    for (i, x) in a.enumerated() {
        var rest = a
        rest.remove(at: i)
        for p in permutations(rest) { out.append([x] + p) }
    }
    return out
}
print(permutations([1, 2, 3]))
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map(factorial).last!)
