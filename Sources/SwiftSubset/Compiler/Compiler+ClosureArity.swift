import SwiftSyntax

/// swiftc's error for a closure given to a standard array method with a different number of
/// parameters than the method hands it (`[1, 2].map { a, b in a }`): "contextual closure type
/// '(Int) -> Int' expects 1 argument, but 2 were used in closure body", at the closure's
/// parameters. Without it the interpreter ran such a closure with the missing parameters unset.
extension Compiler {
    /// Checks the closure argument of `name` called on an array of `element`.
    func refuseClosureArity(_ name: String, _ args: [CallArg], element: TypeRef) {
        // Elements that may be tuples are left alone: a closure may take a tuple's parts as
        // its parameters (`pairs.map { (a, b) in a + b }`).
        guard case .named(let n) = element,
              Self.plainTypes.contains(n) || n == "Character" || types[n].map({ $0.kind != .builtin && $0.kind != .protocolType }) == true
        else { return }
        guard let last = args.last, let closure = last.syntax.as(ClosureExprSyntax.self),
              let clause = closure.signature?.parameterClause,
              let type = contextualClosureType(name, args, element: element, body: closure) else { return }
        let used: Int
        switch clause {
        case .simpleInput(let list): used = list.count
        case .parameterClause(let p): used = p.parameters.count
        }
        guard used != type.count else { return }
        let expects = type.count == 1 ? "1 argument" : "\(type.count) arguments"
        let were = used == 1 ? "1 was" : "\(used) were"
        error(clause, "type-mismatch", "contextual closure type '\(type.spelled)' expects \(expects), but \(were) used in closure body")
    }

    /// The closure type `name` hands its closure, as swiftc spells it, and its parameter count;
    /// nil for methods not checked here.
    private func contextualClosureType(_ name: String, _ args: [CallArg], element: TypeRef,
                                       body: ClosureExprSyntax) -> (spelled: String, count: Int)? {
        let el = element.description
        switch (name, args.count) {
        case ("filter", 1), ("contains", 1), ("allSatisfy", 1), ("first", 1), ("firstIndex", 1), ("drop", 1):
            guard args[0].label == nil || args[0].label == "where" || args[0].isTrailing else { return nil }
            return ("(\(el)) throws -> Bool", 1)
        case ("forEach", 1):
            return ("(\(el)) throws -> Void", 1)
        case ("sorted", 1), ("sort", 1), ("min", 1), ("max", 1):
            return ("(\(el), \(el)) throws -> Bool", 2)
        case ("reduce", 2) where args[0].label == nil:
            guard let result = quietType(args[0].syntax) else { return nil }
            return ("(\(result), \(el)) throws -> \(result)", 2)
        case ("map", 1):
            // The result is what the body's one expression makes obvious (`a * 2` is an Int,
            // `"s"` a String); swiftc leaves it `T` otherwise.
            return ("(\(el)) -> \(obviousResult(of: body) ?? "T")", 1)
        default:
            return nil
        }
    }

    /// The type a closure's single-expression body makes obvious without its parameters:
    /// a literal, a standard conversion, or arithmetic with a number literal.
    private func obviousResult(of closure: ClosureExprSyntax) -> String? {
        guard closure.statements.count == 1, let e = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        if let t = simpleLiteralType(e) { return t.description }
        if let c = e.as(FunctionCallExprSyntax.self), let callee = c.calledExpression.as(DeclReferenceExprSyntax.self),
           ["String", "Int", "Double", "Bool"].contains(callee.baseName.text), resolve(callee.baseName.text) == nil {
            return callee.baseName.text
        }
        if let i = e.as(InfixOperatorExprSyntax.self),
           let t = literalDefaultType(i.rightOperand) ?? literalDefaultType(i.leftOperand) {
            return t.description
        }
        return nil
    }
}
