import SwiftSyntax

/// The type of a stored property declared without one: read from its default, where the
/// default makes it certain, and where its written type is shared with the next binding.
extension Compiler {
    /// The type a stored property's initial value makes obvious (`0.0`, `"a"`, `Point()`); nil
    /// where a type nested somewhere shares the constructed type's name, which this early
    /// lookup could confuse with it.
    func storedPropertyObviousType(_ e: ExprSyntax?) -> TypeRef? {
        // `var inner = Inner()` of a type nested in the declaring one (or around it).
        if let c = e?.as(FunctionCallExprSyntax.self), let r = c.calledExpression.as(DeclReferenceExprSyntax.self),
           let nested = nestedType(named: r.baseName.text), nested.kind != .enumType, nested.failableInits.isEmpty {
            return .named(nested.name)
        }
        guard let type = simpleLiteralType(e) ?? standardValueType(e) else { return nil }
        if case .named(let n) = type, types[n] != nil, nestedTypeNames.contains(where: { $0.hasSuffix("." + n) }) { return nil }
        return type
    }

    /// The type of a stored property's default that is not a plain literal, where the checker
    /// knows it to be made of standard value types only (`[1.0]`, `Double(1)`,
    /// `Array(repeating: 0.0, count: 3)`, `Double(exactly: 3)`): values assigned to the property
    /// later are converted to it (`ys.append(2)` stores `2.0`; they stayed Ints).
    private func standardValueType(_ e: ExprSyntax?) -> TypeRef? {
        guard let e, let type = quietType(e) else { return nil }
        return Self.isStandardValueType(type) ? type : nil
    }

    /// Whether `type` is made of `Int`, `Double`, `Float`, `String`, `Character` and `Bool` through
    /// arrays, sets, dictionaries and optionals.
    static func isStandardValueType(_ type: TypeRef) -> Bool {
        if case .optional(let wrapped) = type { return isStandardValueType(wrapped) }
        if case .array(let e) = type { return isStandardValueType(e) }
        if case .dictionary(let k, let v) = type { return isStandardValueType(k) && isStandardValueType(v) }
        if case .named("Float") = type { return true }
        return isConcreteStandardType(type)
    }

    /// The type written for the variable or property `b` declares: its own annotation, else,
    /// when it has no value either, the next one written after it (`var x, y: T`: `x` has the
    /// type written after `y`; `var n = 1, m: Double`: `n` is an `Int`). A plain loop: a
    /// lazy chain of the bindings' views made four generic types whose first use each cost a
    /// scan of every conformance in the binary, at every run's start.
    static func writtenType(of b: PatternBindingSyntax, in v: VariableDeclSyntax) -> TypeAnnotationSyntax? {
        if let own = b.typeAnnotation { return own }
        if b.initializer != nil || v.bindings.count == 1 { return nil }
        var after = false
        for other in v.bindings {
            if other.id == b.id { after = true } else if after, let written = other.typeAnnotation { return written }
        }
        return nil
    }
}
