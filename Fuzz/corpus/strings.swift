let s = "Hello, Swift"
print(s.count, s.lowercased(), s.uppercased())
print(s.hasSuffix("Swift"), s.contains("lo, "), s.first!, s.last!)
var built = ""
for i in 1...5 { built += String(i) }
print(built, built.count)
let chars = Array("abc")
print(chars, chars.count)
let parts = "a,b,,c".split(separator: ",")
print(parts.count, parts)
let joined = ["x", "y", "z"].joined()
print(joined)
let padded = String(repeating: "-", count: 5)
print(padded)
let word = "level"
print(String(word.reversed()) == word)
var counts: [Character: Int] = [:]
for ch in "hello" { counts[ch, default: 0] += 1 }
print(counts["l"]!, counts["h"]!)
let e = "tab\tnew\\line \"quoted\""
print(e)
print("emoji 👍".count)
let n = 42
print("n is \(n), doubled \(n * 2), \(n > 40 ? "big" : "small")")
print("nested \("inner \(n)")")
