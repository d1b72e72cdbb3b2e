var m = Array(repeating: Array(repeating: 0, count: 3), count: 3)
for i in 0..<3 {
    for j in 0..<3 { m[i][j] = i * 3 + j }
}
print(m)
var t = m
for i in 0..<3 {
    for j in 0..<3 { t[j][i] = m[i][j] }
}
print(t)
let diag = (0..<3).map { m[$0][$0] }
print(diag, diag.reduce(0, +))
let flat = m.flatMap { $0 }
print(flat.filter { $0 % 2 == 0 })
func multiply(_ a: [[Int]], _ b: [[Int]]) -> [[Int]] {
    var r = Array(repeating: Array(repeating: 0, count: b[0].count), count: a.count)
    for i in 0..<a.count {
        for j in 0..<b[0].count {
            for k in 0..<b.count { r[i][j] += a[i][k] * b[k][j] }
        }
    }
    return r
}
print(multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]]))
