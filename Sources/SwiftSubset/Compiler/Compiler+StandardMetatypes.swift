import SwiftSyntax

/// A standard type's metatype (`Int.self`, `type(of: 5)`) is a `Value.standardType` holding its
/// name, which `print` writes as Swift does (`Int`) and a collection, optional or tuple
/// qualifies (`[Swift.Int]`, `StandardTypeNames`); `debugPrint` and `String(reflecting:)` of the
/// metatype itself write Swift's module-qualified name (`Swift.Int`), given here where the
/// metatype is written as the argument, and refused where the type is a standard generic one.
extension Compiler {
    /// The standard types whose metatype's debug text is `Swift.` and the name.
    static let qualifiedStandardTypes: Set<String> = [
        "Int", "Double", "String", "Bool", "Character", "Float", "UInt",
        "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The debug text of `argument` when it is a standard type's metatype written out; nil for
    /// anything else (after refusing a standard generic type's).
    func standardMetatypeDebugText(_ argument: ExprSyntax) -> String? {
        if let m = argument.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
           let r = m.base?.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if genericParameters[name] != nil, resolve(name) == nil {
                // `T.self` bound to `Int` is held as `Int.self` is, whose qualified text needs it written.
                error(argument, "unsupported", "writing a type parameter with debugPrint or String(reflecting:) is not supported yet")
                return nil
            }
            guard Self.qualifiedStandardTypes.contains(name), types[name] == nil, resolve(name) == nil else { return nil }
            return "Swift." + name
        }
        guard let call = argument.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              call.arguments.count == 1, call.arguments.first?.label?.text == "of",
              let value = call.arguments.first?.expression, let type = quietType(value) else { return nil }
        if case .named(let name) = type {
            return Self.qualifiedStandardTypes.contains(name) && types[name] == nil ? "Swift." + name : nil
        }
        if Self.swiftTypeName(type) != nil {
            error(argument, "unsupported", "writing the type '\(type)' with debugPrint or String(reflecting:) is not supported yet")
        }
        return nil
    }
}
