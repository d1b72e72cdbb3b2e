import SwiftSyntax

/// The element types of the standard sequences the compiler keeps no static type for (Swift
/// prints them as their own types: `EnumeratedSequence`, `Zip2Sequence`, `Dictionary.Keys`...),
/// read from the syntax that makes them: a loop over one, or a closure given to one's method,
/// gets its elements' types as Swift infers them (`for (x, y) in zip(floats, weights)` makes `x`
/// and `y` Floats, so `x / 3` is computed in single precision, not in a Double's).
extension Compiler {
    /// What iterating `e` gives where `e` is `xs.enumerated()` (`(offset: Int, element: …)`),
    /// `zip(a, b)` (a pair of their elements), `stride(…)`, `xs.lazy`, `d.keys` or `d.values`, or a String's
    /// `reversed()` (`Character`), over sequences whose own elements are known; nil otherwise.
    func viewElementType(_ e: ExprSyntax) -> TypeRef? {
        if let base = Self.enumeratedBase(of: e) {
            return (Self.sequenceElementType(quietType(base)) ?? viewElementType(base)).map { .labeledTuple([.named("Int"), $0], ["offset", "element"]) }
        }
        if resolve("zip") == nil, let (first, second) = Self.zipArguments(of: e) {
            guard let a = zippedElementType(first), let b = zippedElementType(second) else { return nil }
            return .tuple([a, b])
        }
        // `stride(from:to:by:)`: its bounds' type (a Float or Double among them makes all so).
        if resolve("stride") == nil, let call = e.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride", call.arguments.count == 3 {
            let types = call.arguments.map { quietType($0.expression) }
            if types.contains(where: Self.isFloat) { return .named("Float") }
            if types.contains(where: { if case .named("Double")? = $0 { true } else { false } }) { return .named("Double") }
            let integers = zip(call.arguments, types).allSatisfy { arg, type in
                if case .named("Int")? = type { return true }
                return Self.integerLiteral(arg.expression) != nil
            }
            return integers ? .named("Int") : nil
        }
        // `xs.lazy`: the elements of `xs`.
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "lazy", let base = m.base {
            return Self.sequenceElementType(quietType(base)) ?? viewElementType(base)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, case .dictionary(let key, let value)? = quietType(base) {
            switch m.declName.baseName.text {
            case "keys": return key
            case "values": return value
            default: return nil
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "reversed",
           let base = m.base, case .named("String")? = quietType(base) {
            return .named("Character")
        }
        return nil
    }

    /// `xs.enumerated()`'s `xs` when `e` is that call; nil otherwise.
    static func enumeratedBase(of e: ExprSyntax) -> ExprSyntax? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "enumerated" else { return nil }
        return m.base
    }

    /// `zip(a, b)`'s two unlabelled arguments when `e` is that call of the standard function.
    private static func zipArguments(of e: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 2,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip",
              call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let args = Array(call.arguments)
        return (args[0].expression, args[1].expression)
    }

    /// The element of one sequence given to `zip`: a typed collection's, a range's `Int`, or
    /// another view's.
    private func zippedElementType(_ e: ExprSyntax) -> TypeRef? {
        if case .named("Range")? = quietType(e) { return .named("Int") }
        return Self.sequenceElementType(quietType(e)) ?? viewElementType(e)
    }

    /// The element type `Dictionary(grouping: xs, by: { … })` hands its closure (written
    /// without parameter types), where `xs`'s elements are known; nil for other calls.
    func groupingElement(_ name: String, _ args: [CallArg]) -> TypeRef? {
        guard name == "Dictionary", resolve("Dictionary") == nil, args.count == 2, args[0].label == "grouping",
              let closure = args[1].syntax.as(ClosureExprSyntax.self), !closure.hasWrittenParameterTypes,
              let element = elementType(of: args[0].syntax, typed: quietType(args[0].syntax)),
              Self.isFullyKnown(element), namesKnownTypes(element) else { return nil }
        return element
    }

    /// What a method called on `receiver` (of static type `type`) iterates: a typed
    /// collection's elements (`iteratedElement`), else those of a view kept untyped
    /// (`viewElementType`); nil when neither is known.
    func elementType(of receiver: ExprSyntax?, typed type: TypeRef?) -> TypeRef? {
        Self.iteratedElement(type) ?? receiver.flatMap(viewElementType)
    }

    /// The modules the source file holding `node` imports at its top level (the first part of
    /// each path); nil when `node` is not in a source file.
    static func importedModules(of node: some SyntaxProtocol) -> [String]? {
        node.root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }
}
