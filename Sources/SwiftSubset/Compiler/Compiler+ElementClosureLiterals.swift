import SwiftSyntax

/// A closure given to an element-wise method of an array whose elements are of a numeric type
/// parameter (`xs.map { $0 * 2 }` with `xs: [T]`, `filter { $0 % 2 == 0 }` in `extension
/// Array where Element: Numeric`): its parameters are of that type, so a literal beside one
/// takes it (`Compiler+TypeParameterLiterals.swift`), as in the function's own body.
struct ElementClosure {
    /// The array the method is called on: a name, or `self` where the receiver is implicit.
    let receiver: String
    /// The closure's parameters that are elements (`$0`, `$1`, or the names it declares).
    let parameters: Set<String>

    /// The methods whose closure takes elements, with how many (`sorted(by:)` compares two).
    private static let elementArity: [String: Int] = [
        "map": 1, "filter": 1, "forEach": 1, "compactMap": 1, "flatMap": 1, "allSatisfy": 1,
        "contains": 1, "first": 1, "firstIndex": 1, "last": 1, "lastIndex": 1, "drop": 1, "prefix": 1,
        "removeAll": 1, "partition": 1, "sorted": 2, "sort": 2, "min": 2, "max": 2,
    ]

    /// The closure holding `node` directly (no function, accessor or other closure between),
    /// nil where there is none; with it, the `ElementClosure` it is where it is the only
    /// argument or the trailing closure of an element-wise method called on a name or on the
    /// implicit `self` and declares its parameters without types (nil otherwise).
    static func around(_ node: Syntax) -> (closure: ClosureExprSyntax, element: ElementClosure?)? {
        var n = node.parent
        while let p = n {
            if let closure = p.as(ClosureExprSyntax.self) { return (closure, element(closure)) }
            if p.is(FunctionDeclSyntax.self) || p.is(AccessorBlockSyntax.self) || p.is(MemberBlockSyntax.self)
                || p.is(InitializerDeclSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }

    private static func element(_ closure: ClosureExprSyntax) -> ElementClosure? {
        let call: FunctionCallExprSyntax
        if let c = closure.parent?.as(FunctionCallExprSyntax.self), c.trailingClosure?.id == closure.id, c.arguments.isEmpty {
            call = c
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
                  let c = argument.parent?.parent?.as(FunctionCallExprSyntax.self), c.arguments.count == 1, c.trailingClosure == nil {
            call = c
        } else {
            return nil
        }
        let name: String, receiver: String
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self) {
            (name, receiver) = (m.declName.baseName.text, base.baseName.text)
        } else if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (name, receiver) = (r.baseName.text, "self")
        } else {
            return nil
        }
        guard let arity = elementArity[name] else { return nil }
        switch closure.signature?.parameterClause {
        case nil:
            return ElementClosure(receiver: receiver, parameters: Set((0..<arity).map { "$\($0)" }))
        case .simpleInput(let names)?:
            guard names.count == arity else { return nil }
            return ElementClosure(receiver: receiver, parameters: Set(names.map(\.name.text)))
        case .parameterClause(let clause)?:
            guard clause.parameters.count == arity, clause.parameters.allSatisfy({ $0.type == nil }) else { return nil }
            return ElementClosure(receiver: receiver, parameters: Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text }))
        }
    }
}
