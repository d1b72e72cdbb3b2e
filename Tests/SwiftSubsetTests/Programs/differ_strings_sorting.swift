// Silent-difference probes (session 9): strings, characters and sorting.
let e1 = "e\u{301}"
let e2 = "\u{E9}"
print(e1 == e2, e1.count, e2.count, e1.utf8.count, e2.utf8.count, e1.unicodeScalars.count)
print(Character(e1) == Character(e2))
let flag = "🇫🇷"
print(flag.count, flag.unicodeScalars.count, flag.utf16.count)
let fam = "👨‍👩‍👧"
print(fam.count, fam.unicodeScalars.count, fam.utf8.count)
print("cafe\u{301}".count, "cafe\u{301}".hasSuffix("e"), "cafe\u{301}".hasSuffix("é"))
print("a" < "b", "Z" < "a", "abc" < "abd", "" < "a", "é" < "f", "e\u{301}" < "f")
print("apple" > "Apple", "a" == "a", ["b", "a", "C", "é", "e"].sorted())
print(Character("a") < Character("b"), Character("é") > Character("z"))
print("hello".uppercased(), "ÉCOLE".lowercased(), "straße".uppercased())

print("a,b,,c".split(separator: ","))
print("  x ".count, "x".isEmpty, "".isEmpty)
print("abc".contains("b"), "abc".contains(Character("c")), "abc".hasPrefix("ab"))
print("hello".first!, "hello".last!, "hello".first as Any, "".first as Any)
print("hello".dropFirst(2), "hello".dropLast(2), "hello".prefix(3), "hello".suffix(2))
print(String(repeating: "ab", count: 3), String(repeating: Character("z"), count: 2))
var s = "abc"
s.append("d"); s += "e"; s.append(contentsOf: "fg"); s.insert("X", at: s.startIndex)
print(s, s.count)
s.removeFirst(); s.removeLast()
print(s)

print("x".unicodeScalars.first!.value, Character("A").asciiValue!, Character("é").asciiValue as Any)
print(Character("5").wholeNumberValue!, Character("a").isLetter, Character(" ").isWhitespace, Character("A").isUppercase)
print("Hello".map { $0 }, "Hi".map { String($0) })

print("hello"["hello".startIndex], "hello".count)
let str = "Hello, World"
let i = str.firstIndex(of: ",")!
print(str[..<i], str[str.index(after: i)...])
print(str[str.index(str.startIndex, offsetBy: 7)..<str.endIndex])
print(str.index(str.endIndex, offsetBy: -5, limitedBy: str.startIndex) != nil)
print(str.index(str.startIndex, offsetBy: 50, limitedBy: str.endIndex) as Any)
print(str.distance(from: str.startIndex, to: i))
let sub = str.dropFirst(7)
print(String(sub).count, sub.count)
print("😀".count, "😀".utf16.count, "😀".utf8.count)
print("Ünïcödé".count, Array("Ünïcödé".utf8).count)
print("a\r\nb".count, "\r\n".count)
print("abc" + String(5) + String(2.5) + String(true))
print(String(describing: 3), "\(3)" + "\(4.0)")
print(Int("42")!, Int("-0")!, Int("+5")!, Int(" 5") as Any, Int("5x") as Any, Int("") as Any)

print("Swift".lowercased().sorted(), "banana".filter { $0 == "a" }.count)

print("abc".elementsEqual("abc"), "abc".starts(with: "ab"))
print(["a", "b"].joined(), ["a", "b"].joined(separator: ", "))
print("x\ty", "x\\y", "\u{41}")
print("multi\nline")
let raw = #"raw \n "quoted""#
print(raw)
print("\("nested \("deep")")")
print("abc".dropFirst(1), "abc".dropLast(3).isEmpty)
struct Rec { let k: Int; let v: String }
let rs = [Rec(k: 2, v: "a"), Rec(k: 1, v: "b"), Rec(k: 2, v: "c"), Rec(k: 1, v: "d"), Rec(k: 0, v: "e"), Rec(k: 2, v: "f")]
print(rs.sorted { $0.k < $1.k }.map { $0.v })
print(rs.sorted { $0.k > $1.k }.map { $0.v })
var m = rs
m.sort { $0.k < $1.k }
print(m.map { $0.v }.joined())
let words = ["pear", "fig", "apple", "kiwi", "plum", "date"]
print(words.sorted { $0.count < $1.count })
print(words.sorted(by: >), words.min()!, words.max()!)
print(words.max { $0.count < $1.count }!, words.min { $0.count < $1.count }!)
print([3, 1, 2].sorted(), [3, 1, 2].sorted(by: >), [3.5, -1, 2].sorted())
print([(2, "b"), (1, "z"), (2, "a")].sorted { $0 < $1 })
print((1, "a") < (1, "b"), (2, 0) > (1, 9), (1, 2, 3) == (1, 2, 3), (1, 2) <= (1, 2))
print(Array(1...20).sorted { $0 % 3 < $1 % 3 })
print(words.firstIndex(of: "kiwi")!)
var part = [1, 2, 3, 4]

print(words.shuffled().count)
var big = (0..<40).map { ($0 * 7) % 10 }
let keys = big.enumerated().sorted { $0.element < $1.element }.map { $0.offset }
print(keys)
