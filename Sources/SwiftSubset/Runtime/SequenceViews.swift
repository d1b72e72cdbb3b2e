/// The lazy views Sequence's defaults give on a program's own sequence: `prefix(_:)` (a
/// `PrefixSequence`) and `dropFirst(_:)` (a `DropFirstSequence`) of a sequence that is not a
/// collection (a collection's are `Slice`s, not answered here), and `enumerated()` (an
/// `EnumeratedSequence`) of either. A view is a value of a type made here (named as Swift names
/// it, `PrefixSequence<Countdown>`) holding the base and the count; it is walked through the
/// base's own iterator one element at a time as Swift's iterators walk it, so the base's
/// `next()` and the code reading the view interleave as in Swift, and an endless sequence's
/// prefix ends. The Sequence defaults (`map`, `reduce`, …) reach it as any program sequence.
/// Printing one is refused (Swift prints its stored parts: `PrefixSequence<C>(_base: …)`).
enum SequenceViews {
    /// The views by the method that makes them, with Swift's name for each.
    private static let viewNames: [String: String] = [
        "prefix(_:)": "PrefixSequence", "dropFirst(_:)": "DropFirstSequence", "dropFirst()": "DropFirstSequence",
        "enumerated()": "EnumeratedSequence",
    ]

    /// Whether `full` called on a value of `type` (a program's sequence) makes a view here.
    static func answers(_ type: TypeDecl, _ full: String) -> Bool {
        full == "enumerated()" || viewNames[full] != nil && ScriptCollections.kind(of: type) == "Sequence"
    }

    /// The view `full` makes of `base`, or nil when it makes none here. A negative count traps
    /// as Swift's precondition does.
    static func view(_ base: Value, _ type: TypeDecl, _ full: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard answers(type, full), let kind = viewNames[full] else { return nil }
        var count = 1
        if case .int(let n)? = args.first { count = n } else if full == "enumerated()" { count = 0 }
        if count < 0 {
            throw .fatal(kind == "PrefixSequence" ? "Fatal error: Can't take a prefix of negative length from a sequence"
                         : "Fatal error: Can't drop a negative number of elements from a sequence")
        }
        let name = "\(kind)<\(type.name)>"
        let view = TypeDecl(name: name, kind: .structType)
        view.conformances = ["Sequence", "CustomStringConvertible"]
        view.methods["get:description"] = Callable(name: "description") { _, _ throws(Interrupt) in
            throw .unsupported("printing a '\(name)' is not supported yet")
        }
        return .structValue(StructValue(type: view, fields: [base, .int(count)]))
    }

    /// The next-element function of a view made here; nil for any other value.
    static func iterator(_ value: Value) throws(Interrupt) -> (() throws(Interrupt) -> Value?)? {
        guard case .structValue(let s) = value, s.fields.count == 2, case .int(let count) = s.fields[1],
              let kind = s.type.name.split(separator: "<").first, viewNames.values.contains(String(kind)),
              ScriptSequences.scriptType(of: s.fields[0]) != nil,
              let next = try ScriptSequences.iterator(s.fields[0]) else { return nil }
        switch kind {
        case "PrefixSequence":
            var remaining = count
            return { () throws(Interrupt) -> Value? in
                guard remaining != 0 else { return nil }
                remaining -= 1
                return try next()
            }
        case "DropFirstSequence":
            // Swift drops them when the iterator is made.
            var dropped = 0
            while dropped < count, try next() != nil { dropped += 1 }
            return next
        default:
            var offset = 0
            return { () throws(Interrupt) -> Value? in
                guard let element = try next() else { return nil }
                defer { offset += 1 }
                return .tuple([.int(offset), element], labels: ["offset", "element"])
            }
        }
    }
}
