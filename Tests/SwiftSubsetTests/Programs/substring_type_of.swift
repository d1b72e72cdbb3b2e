// The pieces of a split are Substrings, and so is any one of them a method picks.
let words = "tea coffee cocoa".split(separator: " ")
let longest = words.max { $0.count < $1.count }!
print(longest, type(of: longest))
print(type(of: words.min { $0.count < $1.count }!))
print(type(of: words.max()!), type(of: words.first(where: { $0.hasPrefix("c") })!))
print(type(of: words.sorted()[0]), type(of: words[1]))
print(type(of: "hello".dropFirst()), type(of: String(longest)))
