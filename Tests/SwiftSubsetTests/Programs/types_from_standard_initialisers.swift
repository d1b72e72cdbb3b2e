// Collections and values whose types Swift infers from a standard initialiser or function
// (Array(repeating:count:), Array(s), Set(s), Dictionary(uniqueKeysWithValues:), max, reduce
// with an operator): a literal written into them later takes their type.
func f(_ a: [Double]) -> Double { a.reduce(0, +) }
print(f(Array(repeating: 1, count: 3)))
let xs: [Double] = Array(repeating: 0, count: 2)
print(xs)
var a = Array(repeating: 0, count: 3)
a[0] = 2
a[1] += 5
print(a, a[1] / 2)
let s = Set("hello")
print(s.contains("h"), s.count)
let chars = Array("hello")
print(chars.contains("l"), chars.firstIndex(of: "l")!, String(chars.reversed()))
let m = max(2.5, 3.5)
let arr = [m, 1]
print(arr)
struct P { var v: Double }
let p = P(v: max(1.0, 2.0))
print(p)
var g: [[Character]] = Array(repeating: Array(repeating: ".", count: 3), count: 2)
g[1][1] = "#"
print(g.map { String($0) })
let grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
print(grid)
var set = Set([1, 2])
set.insert(3)
print(set.sorted())
func total(_ xs: [Double]) -> Double { xs.reduce(0, +) }
print(total([1, 2]) / 4)
let r = [1, 2, 3].reduce(0, +) / 2
print(r)
let avg = Double([1, 2, 3].reduce(0, +)) / 3
print(avg)
var best = max(0.5, 1.5)
best = max(best, 3)
print(best / 2)
let t: Double = max(1.0, 2.0) / 4
print(t)
let words = Array(["a", "b"]) + ["c"]
print(words)
var letters = Array("abc")
letters.append("d")
letters.insert("z", at: 0)
letters += ["e"]
print(String(letters), letters)
var seen = Set("ab")
seen.insert("c")
print(String(seen.sorted()))
let dp2 = Array(repeating: Array(repeating: 0.0, count: 2), count: 2)
var dp = dp2
dp[1][1] = 1
print(dp, dp[1][1] / 4)
let counts = Array(repeating: 0, count: 2).map { $0 + 1 }
print(counts)
let anyArr: [Any] = Array(repeating: 1, count: 2)
print(anyArr)
let opt: [Int?] = Array(repeating: nil, count: 2)
print(opt)
var cs = Array(repeating: Character("."), count: 3)
cs[1] = "#"
print(String(cs))
var mixed = Array(repeating: 0.0, count: 1)
mixed.append(2)
mixed += [3]
print(mixed)
let sum = [0.5, 1.5].reduce(0, +)
let half = sum / 2
print(half, [sum, 2])
var table = Array(repeating: 0.0, count: 3)
table[0] = 1
table.append(2)
print(table, table[0] / 4)
var row = Array("ab")
row[0] = "3"
row.append("z")
print(String(row), row.count)
var board = Array(repeating: Array(repeating: Character("."), count: 3), count: 2)
board[1][1] = "@"
print(board.map { String($0) })
var prices = Dictionary(uniqueKeysWithValues: [("tea", 1.5)])
prices["cake"] = 2
print(prices["cake"]!, prices["cake"]! / 4)
var z = max(1.0, 2.0)
z = 5
print(z / 2)
var combined = [1.5, 2.5].reduce(0, +)
combined = 1
print(combined / 2)
var lengths = Set([1.5, 2.5])
lengths.insert(3)
print(lengths.contains(3.0), lengths.sorted())
enum Ch { case a, b }
enum Hashy: Hashable { case a, b(Int) }
let hs: Set<Hashy> = [Hashy.a]
let members = Set([Hashy.b(2)])
print(hs.contains(.a), members.contains(.b(2)), members.contains(.a))
