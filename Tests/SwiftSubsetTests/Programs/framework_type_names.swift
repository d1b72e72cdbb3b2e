import Foundation

// The frameworks' types are qualified by their own modules, not the program's, wherever
// Swift writes a qualified name.
let rules: [FloatingPointRoundingRule] = [.up, .down, .toNearestOrEven]
print(rules)
debugPrint(FloatingPointRoundingRule.towardZero)
print(FloatingPointRoundingRule.towardZero)

let id = UUID()
print([type(of: id)])
print(type(of: id))
print(String(reflecting: type(of: id)))
let link = URL(string: "https://example.com/a")!
print([type(of: link)], type(of: link))

let hasher = Hasher()
print(type(of: hasher), [type(of: hasher)])

let letters = CharacterSet.letters
print([type(of: letters)])

let word = "swift"
print(type(of: word.startIndex), [type(of: word.startIndex)])
print(type(of: word.startIndex..<word.endIndex))
debugPrint(type(of: word.startIndex..<word.endIndex))

struct Outer {
    enum Kind { case small, large }
    struct Inner { var kind = Kind.small }
}
print([Outer.Inner()], [Outer.Kind.large])
print([type(of: Outer.Inner())], type(of: Outer.Inner()))
