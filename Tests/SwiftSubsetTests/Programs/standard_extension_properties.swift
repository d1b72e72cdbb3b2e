// A computed property an extension adds to a standard type, read where the value's static
// type is not written: a closure's `$0`, a loop's element (algorithm-club's Rabin-Karp).
extension Character {
    var asInt: Int {
        let s = String(self).unicodeScalars
        return Int(s[s.startIndex].value)
    }
    var isVowel: Bool { "aeiou".contains(self) }
}

extension Int {
    var doubled: Int { self * 2 }
}

extension String {
    var shout: String { uppercased() + "!" }
}

let codes = "abc".compactMap { $0.asInt }
print(codes)
print("hello".filter { $0.isVowel })
print([1, 2, 3].map { $0.doubled })
print(["a", "b"].map { $0.shout })
let words = ["x", "yz"]
for w in words { print(w.shout, w.count.doubled) }
let c: Character = "A"
print(c.asInt)
print([3, 4].reduce(0) { $0 + $1.doubled })

// Declared on a generic type or a protocol, read on an array, a string, an integer.
extension Array {
    var second: Element? { count > 1 ? self[1] : nil }
}
extension Collection {
    var isPair: Bool { count == 2 }
}
extension BinaryInteger {
    var isEvenNumber: Bool { self % 2 == 0 }
}
let xs = [1, 2, 3]
print(xs.second as Any, xs.isPair, [[1, 2], [3]].map { $0.isPair })
print("ab".isPair, 4.isEvenNumber, xs.map { $0.isEvenNumber })
