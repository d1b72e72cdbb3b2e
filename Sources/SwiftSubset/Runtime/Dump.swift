/// Swift's `dump(_:name:indent:)`: the value as a tree, one line a node, `▿` before a node
/// with children and `-` before a leaf, two spaces of indentation a level. A node's summary is
/// what the standard library's `_dumpPrint` writes (checked against swiftc 6.3 here, see
/// `Programs/dump.swift`): the type's qualified name for structs, classes (with `#N`, the
/// object's number within this dump) and enum cases with a payload, element counts for
/// collections and tuples, and `debugPrint`'s text for everything else. Values the interpreter
/// cannot show as Swift's mirror does (host objects, unset lazy properties) are refused.
struct Dumper {
    let formatter: ValueFormatter
    private(set) var lines: [String] = []
    /// Objects met so far, numbered in order of first appearance, and metatypes with them (Swift's `dump` numbers both by identity: `- Swift.Int #1`).
    private var numbers: [Identity: Int] = [:]
    /// What `numbers` tells apart: an object, or a metatype by its qualified name.
    private enum Identity: Hashable {
        case object(ObjectIdentifier)
        case type(String)
    }
    /// The most bytes the lines may take (the run's output limit): a tree's indentation grows
    /// with the square of its depth, so a deep value's dump stops as soon as it passes this.
    private let maxBytes: Int
    private var bytes = 0

    init(formatter: ValueFormatter, maxBytes: Int = .max) {
        self.formatter = formatter
        self.maxBytes = maxBytes
    }

    /// What a line of the tree shows: a value, or the part of an object its superclass declares.
    private enum Node {
        case value(Value)
        case superclassPart(Instance, TypeDecl)
    }

    /// Writes `value` as a node labelled `label` at `indent` spaces.
    mutating func dump(_ value: Value, label: String?, indent: Int) throws(Interrupt) {
        try dump(.value(value), label: label, indent: indent)
    }

    private mutating func dump(_ item: Node, label: String?, indent: Int) throws(Interrupt) {
        let (summary, children, opens) = try node(item)
        let marker = (opens ?? !children.isEmpty) ? "▿ " : "- "
        let line = String(repeating: " ", count: indent) + marker + (label.map { "\($0): " } ?? "") + summary
        bytes += line.utf8.count + 1
        if bytes > maxBytes { throw .limit(.output, ["bytes": "\(maxBytes)"]) }
        lines.append(line)
        for (childLabel, child) in children {
            try dump(child, label: childLabel, indent: indent + 2)
        }
    }

    private func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }

    private func qualified(_ t: TypeDecl) -> String { t.qualifiedName(module: formatter.moduleName) }

    /// A generic type's name with its type arguments, as Swift's mirror spells them
    /// (`main.Box<Swift.Int>`); refused where the value does not carry them.
    private func qualified(_ t: TypeDecl, _ arguments: TypeArguments?) throws(Interrupt) -> String {
        guard t.isGeneric else { return qualified(t) }
        guard let arguments else { throw .unsupported("dumping a value of a generic type whose type arguments are not known here is not supported yet") }
        return qualified(t) + arguments.spelled(module: formatter.moduleName)
    }

    /// A node's summary, its children in order, and whether it shows `▿` where that is not
    /// whether it has children (nil): an object's (or its superclass part's) bullet says whether
    /// its class declares stored properties, as Swift's mirror counts only those as children
    /// (`- main.Dog #0` above its `▿ super: main.Animal`; `▿ main.Node #0` for an object met again).
    private mutating func node(_ item: Node) throws(Interrupt) -> (String, [(String?, Node)], Bool?) {
        func values(_ list: [(String?, Value)]) -> [(String?, Node)] { list.map { ($0.0, .value($0.1)) } }
        let value: Value
        switch item {
        case .superclassPart(let o, let t): return (qualified(t), try classChildren(o, t), !t.storedNames.isEmpty)
        case .value(let v): value = v
        }
        switch value {
        case .optional(let inner):
            guard let inner else { return ("nil", [], nil) }
            return (formatter.debug(value), [("some", .value(inner))], nil)
        case .weakRef(let cell):
            return try node(.value(.optional(cell.referent)))
        case .array(let items):
            return (count(items.count, "element", "elements"), values(items.map { (nil, $0) }), nil)
        case .set(let d):
            return (count(d.count, "member", "members"), values(d.keys.map { (nil, $0) }), nil)
        case .dictionary(let d):
            let pairs = zip(d.keys, d.values).map { (String?.none, Value.tuple([$0, $1], labels: ["key", "value"])) }
            return (count(d.count, "key/value pair", "key/value pairs"), values(pairs), nil)
        case .tuple(let items, let labels):
            if SetIndices.isIndex(value) { throw SetIndices.describingRefused }
            let children = items.enumerated().map { i, v in (labels[i] ?? ".\(i)", v) }
            return ("(\(count(items.count, "element", "elements")))", values(children), nil)
        case .range(let lo, let hi, let closed):
            let text = closed ? "ClosedRange(\(lo)...\(hi))" : "Range(\(lo)..<\(hi))"
            return (text, values([("lowerBound", .int(lo)), ("upperBound", .int(hi))]), nil)
        case .structValue(let s):
            let summary: String
            if let custom = try formatter.customText(value, debug: true) { summary = custom } else { summary = try qualified(s.type, s.typeArguments) }
            var fields: [(String?, Value)] = []
            for i in 0..<min(s.fields.count, s.type.storedNames.count) {
                let (name, v) = s.type.describedField(i, s.fields[i])
                fields.append((name, try Self.set(v)))
            }
            return (summary, values(fields), nil)
        case .enumValue(let t, let i, let payload):
            if t.isGeneric { throw .unsupported("dumping a value of a generic enum is not supported yet") }
            if payload.isEmpty { return (formatter.debug(value), [], nil) }
            let summary = try formatter.customText(value, debug: true) ?? "\(qualified(t)).\(t.caseNames[i])"
            let labels = t.caseLabels[i]
            if payload.count == 1, labels.first ?? nil == nil { return (summary, values([(t.caseNames[i], payload[0])]), nil) }
            let tuple = Value.tuple(payload, labels: payload.indices.map { $0 < labels.count ? labels[$0] : nil })
            return (summary, values([(t.caseNames[i], tuple)]), nil)
        case .object(let o):
            guard Members.hostOf(o.type) == nil else { throw Self.unsupported }
            let summary: String
            if let custom = try formatter.customText(value, debug: true) { summary = custom } else { summary = try qualified(o.type, o.typeArguments) }
            let opens = !o.type.storedNames.isEmpty
            if let seen = numbers[.object(ObjectIdentifier(o))] { return ("\(summary) #\(seen)", [], opens) }
            let number = numbers.count
            numbers[.object(ObjectIdentifier(o))] = number
            return ("\(summary) #\(number)", try classChildren(o, o.type), opens)
        case .metatype, .standardType:
            let name = formatter.debug(value)
            let number = numbers[.type(name)] ?? numbers.count
            numbers[.type(name)] = number
            return ("\(name) #\(number)", [], nil)
        case .native, .selector, .partialRange:
            throw Self.unsupported
        default:
            return (formatter.debug(value), [], nil)
        }
    }

    static var unsupported: Interrupt { .unsupported("dumping a value of this kind is not supported yet") }

    /// A stored property's value; a lazy one not yet read (held as `.void`) is refused, as
    /// Swift's mirror shows the property's hidden storage.
    static func set(_ v: Value) throws(Interrupt) -> Value {
        if case .void = v { throw .unsupported("dumping a value with an unset lazy property is not supported yet") }
        return v
    }

    /// A class's stored properties, after its superclass's part as one `super` child.
    private func classChildren(_ o: Instance, _ t: TypeDecl) throws(Interrupt) -> [(String?, Node)] {
        var children: [(String?, Node)] = []
        if let sup = t.superclass { children.append(("super", .superclassPart(o, sup))) }
        let base = t.fieldBase
        for (i, name) in t.storedNames.enumerated() {
            let v = o.fields[base + i]
            children.append((name, .value(try Self.set(v))))
        }
        return children
    }
}
