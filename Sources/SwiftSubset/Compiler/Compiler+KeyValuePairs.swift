import SwiftSyntax

/// `KeyValuePairs`: a dictionary literal kept as written, in order and with repeated keys. At run
/// time it is an array of `(key:value:)` tuples, which is how Swift's collection presents it to
/// `for`-`in`, `map` and the rest.
extension Compiler {
    static let keyValueLabels: [String?] = ["key", "value"]

    /// The type written `KeyValuePairs<K, V>` (or bare `KeyValuePairs`, its element types then
    /// taken from the literal).
    static func keyValuePairsType(_ key: TypeRef, _ value: TypeRef) -> TypeRef {
        .keyValuePairs(key, value)
    }

    /// The key and value types when `t` is a `KeyValuePairs` type.
    static func keyValuePairsElements(_ t: TypeRef?) -> (TypeRef, TypeRef)? {
        guard case .keyValuePairs(let key, let value)? = t else { return nil }
        return (key, value)
    }

    /// A dictionary literal given the type `KeyValuePairs`: its pairs in order, repeated keys kept.
    func keyValuePairsLiteral(_ elements: DictionaryElementListSyntax, key: TypeRef, value: TypeRef) -> Compiled {
        func known(_ t: TypeRef) -> TypeRef? { if case .any = t { return nil } else { return t } }
        let kt = known(key) ?? sharedLiteralType(of: elements.map(\.key), at: ExprSyntax(elements.first!.key))
        let vt = known(value) ?? sharedLiteralType(of: elements.map(\.value), at: ExprSyntax(elements.first!.value))
        let pairs = elements.map { (expr($0.key, expected: kt).run, expr($0.value, expected: vt).run) }
        let ctx = self.ctx
        let type = Self.keyValuePairsType(kt ?? .any, vt ?? .any)
        return Compiled({ env throws(Interrupt) in
            try ctx.allocate(pairs.count)
            var out: [Value] = []
            for (k, v) in pairs {
                let key = try k(env), value = try v(env)
                out.append(.tuple([kt.map { coerce(key, to: $0) } ?? key, vt.map { coerce(value, to: $0) } ?? value],
                                  labels: Self.keyValueLabels))
            }
            return .array(out)
        }, type)
    }
}
