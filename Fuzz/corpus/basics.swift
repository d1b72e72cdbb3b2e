let a = 5
var b: Double = 3
b += 1.5
print(a, b, a * 2 - 7, 7 / 2, 7 % 3, -7 / 2, 10.0 / 4)
let name = "World"
print("Hello, \(name)! \(a + 1) \(b)")
var s = "abc"
s += "def"
print(s.count, s.uppercased(), s.hasPrefix("ab"), s.contains("cd"), s.isEmpty)
let multi = """
    line one
      line two
    """
print(multi)
print(1.0, 0.1 + 0.2, 1e16, 100.0, 2.5e-5)
print("a", "b", separator: "-", terminator: "!\n")
let flag = a > 3 && b < 10 || false
print(flag, !flag, a == 5 ? "five" : "other")
let words = "the quick brown fox".split(separator: " ")
print(words, words.count)
print(["x", "y"].joined(separator: ", "))
print(String(s.reversed()))
let c: Character = "z"
print(c, [c])
print(Int("42") as Any, Int("x") as Any, Double("2.5")!)
