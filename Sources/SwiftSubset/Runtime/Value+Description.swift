extension TypeDecl {
    /// Whether `print` uses the type's `description` (it adopts `CustomStringConvertible`).
    var printsDescription: Bool {
        conforms(to: "CustomStringConvertible") || conforms(to: "CustomDebugStringConvertible")
            || protocols.contains { $0.conformances.contains("CustomStringConvertible") }
    }
}

/// Renders values the way Swift's `print` (`description`) and collections (`debugDescription`)
/// render them.
struct ValueFormatter {
    let moduleName: String

    /// What `print(value)` writes.
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .enumValue(let t, let i, let payload):
            if let d = customDescription(value, t) { return d }
            return enumText(t, i, payload)
        case .structValue(let s):
            if let d = customDescription(value, s.type) { return d }
            return String(debug(value).dropFirst(moduleName.count + 1))
        case .metatype(let t): return t.name
        default: return debug(value)
        }
    }

    /// What `debugPrint(value)` writes, and how collections show their elements.
    func debug(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .int(let v): return String(v)
        case .double(let v): return v.description
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
            let parts = items.enumerated().map { i, v in
                (labels[i].map { "\($0): " } ?? "") + debug(v)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let lo, let hi, let closed): return "\(lo)\(closed ? "..." : "..<")\(hi)"
        case .structValue(let s):
            if let d = customDescription(value, s.type) { return d }
            let parts = zip(s.type.storedNames, s.fields).map { "\($0): \(debug($1))" }
            return "\(moduleName).\(s.type.name)(" + parts.joined(separator: ", ") + ")"
        case .object(let o):
            if o.type.printsDescription, let d = o.type.findMethod("get:description") {
                var me = value
                if case .string(let s)? = try? d.invoke([], &me) { return s }
            }
            // A subclass of a host class prints as the host prints its object (`<ListVC: 0x…>`).
            if let h = Members.hostOf(o.type), let native = o.hostObject { return h.describe(native) }
            return "\(moduleName).\(o.type.name)"
        case .enumValue(let t, let i, let payload):
            if let d = customDescription(value, t) { return d }
            return "\(moduleName).\(t.name)." + enumText(t, i, payload)
        case .function: return "(Function)"
        case .metatype(let t): return "\(moduleName).\(t.name)"
        case .selector(let s): return s
        case .native(let n): return n.hostClass.describe(n.object)
        case .weakRef(let cell):
            return debug(.optional(cell.referent))
        }
    }

    /// The result of a `description` property the program declared, if any.
    func customDescription(_ value: Value, _ t: TypeDecl) -> String? {
        guard t.printsDescription, let d = t.findMethod("get:description") else { return nil }
        var me = value
        if case .string(let s)? = try? d.invoke([], &me) { return s }
        return nil
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
