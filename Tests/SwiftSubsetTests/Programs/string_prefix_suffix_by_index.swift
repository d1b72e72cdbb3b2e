let word = "Swift"
let i = word.index(word.startIndex, offsetBy: 2)
print(word.prefix(upTo: i))
print(word.suffix(from: i))
print(word.prefix(through: i))
print(word.prefix(upTo: i) == "Sw", word.suffix(from: word.startIndex).count)
if let space = "hello world".firstIndex(of: " ") {
    let text = "hello world"
    print(text.prefix(upTo: space), "|", text.suffix(from: text.index(after: space)))
}
print("a\r\nb".contains("\n"), "a\r\nb".contains("\r\n"), "abc".contains("bc"), "e\u{301}x".contains("e"))
print(Double(exactly: 3) as Any, Double(exactly: 7) ?? -1)
let big = 9_007_199_254_740_993
print(Double(exactly: big) as Any, Double(exactly: 2.5) as Any)
if let d = Double(exactly: 12) { print("exact", d) }
enum Keyword: String { case `default`, `if`, plain }
print(Keyword.default.rawValue, Keyword(rawValue: "if") as Any, Keyword.plain.rawValue)
