/// `makeIterator()` on a standard collection (an array, a String, a set, a dictionary, a range)
/// and the iterator's `next()`: `var chars = text.makeIterator(); while let c = chars.next() {…}`.
/// The iterator is a value, as Swift's `IndexingIterator` is (a copy keeps its own position):
/// a tuple of the elements and the position, labelled as Swift's fields are
/// (`_elements`, `_position`). Printing one is refused by its static type
/// (`Compiler+StandardIteratorTypes`).
enum StandardIterators {
    static let labels: [String?] = ["_elements", "_position"]

    /// The iterator over `base`'s elements, in the order `for`-`in` visits them; nil for a
    /// value of another kind.
    static func make(_ base: Value) throws(Interrupt) -> Value? {
        let elements: [Value]
        switch base {
        case .string(let s): elements = s.map { .character($0) }
        case .array, .set, .dictionary, .range: elements = try Sequences.elements(base)
        default: return nil
        }
        return .tuple([.array(elements), .int(0)], labels: labels)
    }

    /// Whether `v` is an iterator `make` gave.
    static func isIterator(_ v: Value) -> Bool {
        if case .tuple(let parts, let l) = v, parts.count == 2, l == labels { return true }
        return false
    }

    /// `next()`: the element at the position, which moves on; nil past the end.
    static func next(_ iterator: inout Value) -> Value {
        guard case .tuple(let parts, let l) = iterator, case .array(let elements) = parts[0],
              case .int(let position) = parts[1], position < elements.count else { return .optional(nil) }
        iterator = .tuple([parts[0], .int(position + 1)], labels: l)
        return .optional(elements[position])
    }
}
