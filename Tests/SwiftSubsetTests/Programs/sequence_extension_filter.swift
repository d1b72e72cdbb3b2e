// Inside an extension of Sequence, `filter` is Sequence's: it gives an array, for a String
// and a Set too (whose own `filter` gives a String and a Set).
extension Sequence {
    func everyOther() -> [Element] {
        var keep = false
        return filter { _ in keep.toggle(); return keep }
    }
    func without(_ unwanted: (Element) -> Bool) -> [Element] { self.filter { !unwanted($0) } }
}
print("hello".everyOther())
print([1, 2, 3, 4, 5].everyOther())
print("banana".without { $0 == "a" })
print(Set([7]).without { $0 > 10 })
print(String("hello".filter { $0 != "l" }))

extension StringProtocol {
    func letters() -> [Character] { filter { $0.isLetter } }
}
print("a1b2".letters(), "x-y".dropFirst().letters())
