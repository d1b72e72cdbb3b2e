extension TypeDecl {
    /// Whether the type, a superclass of it, or a protocol it adopts (or one that protocol
    /// refines) conforms to `proto`.
    func adopts(_ proto: String) -> Bool {
        firstAlongConformances { $0.conformances.contains(proto) ? true : nil } ?? false
    }
}

/// Renders values the way Swift's `print` (`description`) and collections (`debugDescription`)
/// render them.
struct ValueFormatter {
    let moduleName: String

    /// What `print(value)` writes.
    func describe(_ value: Value) -> String {
        if let d = customDescription(value) { return d }
        switch value {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .enumValue(let t, let i, let payload):
            return enumText(t, i, payload)
        case .structValue(let s):
            if let arguments = s.typeArguments {
                // `Stack<Double>(items: [1.0])`: the type arguments as `print` spells them.
                return s.type.simpleName + arguments.spelled(module: nil) + "(" + fieldsText(s) + ")"
            }
            // `Inner(x: 1)` for `Outer.Inner`: print drops the module and the enclosing types.
            return String(debug(value).dropFirst(s.type.qualifiedName(module: moduleName).count - s.type.simpleName.count))
        case .metatype(let t): return t.simpleName
        // A String's index is `String.Index` qualified, `Index` printed (`Range<Index>`).
        case .standardType(let name): return name.replacingOccurrences(of: StringIndices.typeName, with: "Index")
        // swiftc: `print(Set([1]))` writes `[1]`; `Set([1])` only inside collections and debugPrint.
        case .set(let d): return "[" + d.keys.map(debug).joined(separator: ", ") + "]"
        // swiftc: `print(1...2)` writes `1...2`, `debugPrint(1...2)` `ClosedRange(1...2)`.
        case .range(let lo, let hi, let closed): return "\(lo)\(closed ? "..." : "..<")\(hi)"
        case .partialRange(let r): return r.description
        case .tuple: return FixedIntRange.description(value, debug: false) ?? rangeText(value, debug: false) ?? debug(value)
        default: return debug(value)
        }
    }

    /// A range of other bounds than integers (`1.5..<2.5`, `"a"..."z"`), which the interpreter
    /// holds as a tuple labelled with its operator: `print` writes the bounds as `print` does,
    /// `debugPrint` and collections wrap them (`ClosedRange(0.0...1.0)`, `ClosedRange("a"..."z")`).
    private func rangeText(_ value: Value, debug asDebug: Bool) -> String? {
        guard let range = BoundsRange(value) else { return nil }
        guard asDebug else { return describe(range.lower) + range.op + describe(range.upper) }
        return (range.closed ? "ClosedRange(" : "Range(") + debug(range.lower) + range.op + debug(range.upper) + ")"
    }

    /// What `debugPrint(value)` writes, and how collections show their elements.
    func debug(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .int(let v): return String(v)
        case .fixed(let f): return f.description
        case .double(let v): return Self.printed(v)
        case .bool(let v): return v ? "true" : "false"
        case .string(let s): return s.debugDescription
        case .character(let c): return String(c).debugDescription
        case .optional(let inner):
            guard let inner else { return "nil" }
            return "Optional(\(debug(inner)))"
        case .array(let items): return "[" + items.map(debug).joined(separator: ", ") + "]"
        case .set(let d):
            return "Set([" + d.keys.map(debug).joined(separator: ", ") + "])"
        case .dictionary(let d):
            if d.count == 0 { return "[:]" }
            let parts = zip(d.keys, d.values).map { "\(debug($0)): \(debug($1))" }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            if let range = FixedIntRange.description(value, debug: true) ?? rangeText(value, debug: true) { return range }
            let parts = items.enumerated().map { i, v in
                (labels[i].map { "\($0): " } ?? "") + debug(v)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let lo, let hi, let closed):
            return closed ? "ClosedRange(\(lo)...\(hi))" : "Range(\(lo)..<\(hi))"
        // swiftc: `[Swift.PartialRangeThrough<Swift.Int>(upperBound: 5)]` inside collections.
        case .partialRange(let r): return r.debugDescription
        case .structValue(let s):
            if let d = customDescription(value, debug: true) { return d }
            let arguments = s.typeArguments?.spelled(module: moduleName) ?? ""
            return s.type.qualifiedName(module: moduleName) + arguments + "(" + fieldsText(s) + ")"
        case .object(let o):
            if let d = customDescription(value, debug: true) { return d }
            // A subclass of a host class prints as the host prints its object (`<ListVC: 0x…>`).
            if let h = Members.hostOf(o.type), let native = o.hostObject { return h.describe(native) }
            return o.type.qualifiedName(module: moduleName) + (o.typeArguments?.spelled(module: moduleName) ?? "")
        case .enumValue(let t, let i, let payload):
            if let d = customDescription(value, debug: true) { return d }
            return t.qualifiedName(module: moduleName) + "." + enumText(t, i, payload)
        case .function(let c): return c.keyPath?.text ?? "(Function)"
        case .metatype(let t): return t.qualifiedName(module: moduleName)
        case .standardType(let name): return StandardTypeNames.qualified(name, module: moduleName)
        case .selector(let s): return s
        case .native(let n): return n.hostClass.describe(n.object)
        case .weakRef(let cell):
            return debug(.optional(cell.referent))
        }
    }

    /// The result of a `description` property the program declared, if any; `debug` prefers
    /// `debugDescription`, as collections and `debugPrint` do.
    func customDescription(_ value: Value, debug: Bool = false) -> String? {
        (try? customText(value, debug: debug)) ?? nil
    }

    /// The text the program's own `description` or `debugDescription` gives `value`, as Swift
    /// picks it: `print` and interpolation use `description` (CustomStringConvertible), then
    /// `debugDescription`; collections and `debugPrint` the other way round. Nil when the
    /// value's type declares neither conformance.
    func customText(_ value: Value, debug: Bool) throws(Interrupt) -> String? {
        let type: TypeDecl
        switch value {
        case .structValue(let s): type = s.type
        case .enumValue(let t, _, _): type = t
        case .object(let o): type = o.type
        default: return nil
        }
        let plain = ("CustomStringConvertible", "get:description")
        let detailed = ("CustomDebugStringConvertible", "get:debugDescription")
        for (proto, getter) in debug ? [detailed, plain] : [plain, detailed] where type.adopts(proto) {
            // A stored property (`struct P: CustomStringConvertible { var description: String }`).
            guard let d = type.findMethod(getter) else {
                if let text = storedText(value, String(getter.dropFirst("get:".count))) { return text }
                continue
            }
            var me = value
            if case .string(let text) = try d.invoke([], &me) { return text }
        }
        return nil
    }

    /// The String a struct's or object's stored property `name` holds; nil where it has none.
    private func storedText(_ value: Value, _ name: String) -> String? {
        switch value {
        case .structValue(let s):
            if let i = s.type.storedIndex[name], i < s.fields.count, case .string(let text) = s.fields[i] { return text }
        case .object(let o):
            for d in o.type.selfAndSuperclasses {
                guard let i = d.storedIndex[name] else { continue }
                if d.fieldBase + i < o.fields.count, case .string(let text) = o.fields[d.fieldBase + i] { return text }
            }
        default: break
        }
        return nil
    }

    /// A struct's stored properties as its default description lists them: `items: [1.0]`.
    private func fieldsText(_ s: StructValue) -> String {
        (0..<min(s.fields.count, s.type.storedNames.count)).map { i in
            let (name, value) = s.type.describedField(i, s.fields[i])
            return "\(name): \(debug(value))"
        }.joined(separator: ", ")
    }

    private func enumText(_ t: TypeDecl, _ i: Int, _ payload: [Value]) -> String {
        let name = t.caseNames[i]
        if payload.isEmpty { return name }
        let labels = t.caseLabels[i]
        if payload.count == 1, labels.first ?? nil == nil, case .tuple = payload[0] {
            return name + debug(payload[0])
        }
        let parts = payload.enumerated().map { j, v in
            ((j < labels.count ? labels[j] : nil).map { "\($0): " } ?? "") + debug(v)
        }
        return name + "(" + parts.joined(separator: ", ") + ")"
    }
}
