import Foundation

/// A `CharacterSet` as scripts hold it: immutable, so a shared box behaves as a value.
final class CharacterSetBox {
    let set: CharacterSet
    init(_ set: CharacterSet) { self.set = set }
}

/// Foundation's `CharacterSet`: the standard sets by name (`.whitespaces`,
/// `CharacterSet.alphanumerics`), `CharacterSet(charactersIn:)`, `inverted` and
/// `contains(_:)`; `String.trimmingCharacters(in:)` and `components(separatedBy:)` take one.
enum CharacterSetHost {
    /// The standard sets scripts reach by name.
    static let named: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "punctuationCharacters": .punctuationCharacters, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "symbols": .symbols, "controlCharacters": .controlCharacters,
        "capitalizedLetters": .capitalizedLetters, "nonBaseCharacters": .nonBaseCharacters,
        "illegalCharacters": .illegalCharacters,
    ]

    static func makeClass() -> HostClass {
        let host = HostClass(name: "CharacterSet")
        // Swift prints a CharacterSet as its bitmap's size, which says nothing a learner needs.
        host.describe = { _ in "<CharacterSet>" }
        let box: (CharacterSet) -> Value = { [unowned host] set in .native(NativeBox(object: CharacterSetBox(set), hostClass: host)) }
        for (name, set) in named {
            host.defineStatic(name) { box(set) }
        }
        host.defineInit("init(charactersIn:)") { args, _ throws(Interrupt) -> AnyObject in
            guard case .string(let text)? = args.first else {
                throw .unsupported("CharacterSet(charactersIn:) takes a string")
            }
            return CharacterSetBox(CharacterSet(charactersIn: text))
        }
        host.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            let made: AnyObject = CharacterSetBox(CharacterSet())
            return made
        }
        host.properties["inverted"] = HostProperty(get: { object throws(Interrupt) -> Value in
            box((object as? CharacterSetBox)?.set.inverted ?? CharacterSet())
        })
        host.properties["isEmpty"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? CharacterSetBox)?.set.isEmpty ?? true)
        })
        host.define("contains(_:)") { object, args throws(Interrupt) -> Value in
            guard let set = (object as? CharacterSetBox)?.set, let scalar = scalar(args.first) else {
                throw .unsupported("CharacterSet.contains(_:) takes one Unicode scalar")
            }
            return .bool(set.contains(scalar))
        }
        for (name, combine) in [("union(_:)", CharacterSet.union), ("intersection(_:)", CharacterSet.intersection),
                                ("subtracting(_:)", CharacterSet.subtracting)] {
            host.define(name) { object, args throws(Interrupt) -> Value in
                guard let set = (object as? CharacterSetBox)?.set,
                      let other = args.first.flatMap({ FoundationHost.object($0, as: CharacterSetBox.self) }) else {
                    throw .unsupported("CharacterSet.\(name) takes a CharacterSet")
                }
                return box(combine(set)(other.set))
            }
        }
        return host
    }

    /// The one Unicode scalar of a `Character` or one-character string value.
    private static func scalar(_ value: Value?) -> Unicode.Scalar? {
        let text: String
        switch value {
        case .character(let c)?: text = String(c)
        case .string(let s)?: text = s
        default: return nil
        }
        guard text.unicodeScalars.count == 1 else { return nil }
        return text.unicodeScalars.first
    }
}
