// How `print` writes the metatypes of standard collections, and the type of the text a
// String's prefix gives.
print([String].self)
let kind = [Int].self
print(kind, [String: Double].self)
print(type(of: ["a": 1]), type(of: [1.5]))
let title = "swift"
print(type(of: title.prefix(2)), type(of: title.dropLast()), type(of: title.dropFirst()))
print(type(of: title.suffix(3)), type(of: title))
let cut = title.prefix(3)
print(cut, cut.count)
