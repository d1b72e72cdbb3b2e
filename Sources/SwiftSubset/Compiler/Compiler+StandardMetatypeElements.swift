import SwiftSyntax

/// A standard type's metatype is held as its name (`Compiler+StandardMetatypes`), which `print`
/// writes as Swift does at the top level (`Int`) but quotes inside a collection, an optional
/// or a tuple, where Swift writes the qualified name (`[Swift.Int]`). Written directly as an
/// element there, it is refused rather than printed differently.
extension Compiler {
    /// Refuses `element` when it is a standard type's metatype written out: `Int.self`,
    /// `[Int].self`, or `type(of:)` of a value of a known standard type. Whether it spoke.
    @discardableResult
    func refuseStandardMetatypeElement(_ element: ExprSyntax) -> Bool {
        guard isStandardMetatype(element) else { return false }
        error(element, "unsupported",
              "a standard type's metatype inside a collection, an optional or a tuple is not supported yet (Swift writes it with its module, 'Swift.Int')")
        return true
    }

    /// Whether `e` is a standard type's metatype written out (see above).
    private func isStandardMetatype(_ e: ExprSyntax) -> Bool {
        if let t = e.as(TypeExprSyntax.self) {
            if case .named(let n) = typeRef(t.type), types[n] != nil { return false }
            return true
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
            guard let r = base.as(DeclReferenceExprSyntax.self) else { return collectionTypeSpelled(base) != nil }
            let name = r.baseName.text
            return resolve(name) == nil && genericParameters[name] == nil && types[name] == nil
                && (Self.builtinTypeNames.contains(name) || Self.qualifiedStandardTypes.contains(name))
        }
        if let call = e.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type", resolve("type") == nil,
           call.arguments.count == 1, call.arguments.first?.label?.text == "of",
           let argument = call.arguments.first?.expression, let type = quietType(argument) {
            if case .any = type { return false }
            if case .named(let n) = type, types[n] != nil { return false }
            return Self.swiftTypeName(type) != nil
        }
        return false
    }
}
