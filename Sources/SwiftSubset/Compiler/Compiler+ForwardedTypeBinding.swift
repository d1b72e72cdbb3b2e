import SwiftSyntax

/// A generic function called inside another generic function with values of the caller's own
/// type parameter: `gcd(b % a, a)` inside `gcd<T: BinaryInteger>(_ a: T, _ b: T)`,
/// `factorial(x.n)` inside `binomial<T>(_ x: (n: T, k: T))`. Swift binds the callee's `T` to
/// the caller's; here the callee's frame binding (`FrameTypeBinding`) is read, when the call
/// runs, from the caller's own (its hidden `T$type` local), so the caller binds its type
/// parameter too (`forwardingTypeParameters`, before any call is compiled).
extension Compiler {
    /// The type parameter of the generic function `f` that `expr` certainly has as its type,
    /// read from the syntax alone: a parameter of `f` declared with that type (`a`), an element
    /// of a tuple parameter of such elements (`x.n`, `x.0`), and arithmetic on them with each
    /// side one of these or a number literal (`b % a`, `x.n - x.k`, `n - 1`, `-a`). Nil for
    /// anything else, and for a name `f`'s body declares again (which may shadow the
    /// parameter).
    static func callerTypeParameter(of expr: ExprSyntax, in f: FunctionDeclSyntax) -> String? {
        guard let own = f.genericParameterClause?.parameters.map(\.name.text), !own.isEmpty else { return nil }
        func parameterType(_ name: String) -> TypeSyntax? {
            guard let p = f.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                  let body = f.body, !declaresName(name, in: Syntax(body)) else { return nil }
            return p.type
        }
        func typeParameter(_ type: TypeSyntax?) -> String? {
            guard let name = type?.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
                  own.contains(name.name.text) else { return nil }
            return name.name.text
        }
        func typed(_ e: ExprSyntax, literalAllowed: Bool) -> String?? {
            if literalAllowed, e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) { return .some(nil) }
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                return typed(only.expression, literalAllowed: literalAllowed)
            }
            if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
                return typeParameter(parameterType(r.baseName.text)).map { .some($0) } ?? nil
            }
            if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
               let tuple = parameterType(base.baseName.text)?.as(TupleTypeSyntax.self) {
                let member = m.declName.baseName.text
                let elements = Array(tuple.elements)
                let element = Int(member).flatMap { $0 < elements.count ? elements[$0] : nil }
                    ?? elements.first { ($0.secondName ?? $0.firstName)?.text == member }
                return typeParameter(element?.type).map { .some($0) } ?? nil
            }
            if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
                return typed(p.expression, literalAllowed: false)
            }
            if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
               ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^"].contains(op.operator.text) {
                guard let l = typed(i.leftOperand, literalAllowed: true), let r = typed(i.rightOperand, literalAllowed: true) else { return nil }
                switch (l, r) {
                case (let a?, let b?): return a == b ? .some(a) : nil
                case (let a?, nil), (nil, let a?): return .some(a)
                case (nil, nil): return nil
                }
            }
            return nil
        }
        return typed(expr, literalAllowed: false) ?? nil
    }

    /// Whether `node` declares `name` anywhere (a local, a closure's or nested function's
    /// parameter, a pattern in a `case` or `for`).
    private static func declaresName(_ name: String, in node: Syntax) -> Bool {
        node.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
            || node.descendants(ClosureShorthandParameterSyntax.self).contains { $0.name.text == name }
            || node.descendants(ClosureParameterSyntax.self).contains { ($0.secondName ?? $0.firstName).text == name }
            || node.descendants(FunctionParameterSyntax.self).contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// The generic function declaring the parameters `node` is inside: the nearest function
    /// around it, when it is generic.
    static func enclosingGenericFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var n = node.parent
        while let p = n {
            if let f = p.as(FunctionDeclSyntax.self) { return f.genericParameterClause == nil ? nil : f }
            if p.is(InitializerDeclSyntax.self) || p.is(AccessorDeclSyntax.self) || p.is(SubscriptDeclSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }

    /// Adds to each generic top-level function's frame-bound type parameters those it passes,
    /// as `callerTypeParameter` reads them, to a top-level function whose calls bind its own
    /// (again until nothing changes: `binomial` passes its `T` to `factorial`, which takes
    /// literals of its `T`).
    static func forwardingTypeParameters(_ functions: [(FunctionDeclSyntax, FunctionRef)], globals: [String: [FunctionRef]]) {
        var changed = true
        while changed {
            changed = false
            for (f, ref) in functions {
                guard let body = f.body, let clause = f.genericParameterClause else { continue }
                var needed = Set(ref.frameBoundTypeParameters)
                for call in Syntax(body).descendants(FunctionCallExprSyntax.self) {
                    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                          globals[callee.baseName.text]?.contains(where: { !$0.frameBoundTypeParameters.isEmpty }) == true else { continue }
                    for a in call.arguments {
                        if let u = callerTypeParameter(of: a.expression, in: f) { needed.insert(u) }
                    }
                }
                guard needed.count > ref.frameBoundTypeParameters.count else { continue }
                ref.frameBoundTypeParameters = clause.parameters.map(\.name.text).filter(needed.contains)
                changed = true
            }
        }
    }

    /// The reading of the caller's own binding that binds the callee's `name`, where every
    /// argument for a parameter of type `name` has the caller's type parameter (the same one,
    /// `callerTypeParameter`) and the caller's frame holds its binding; nil otherwise.
    func forwardedBinding(of name: String, _ ref: FunctionRef, mapping: [Int], _ args: [CallArg],
                          node: some SyntaxProtocol) -> ((Env) throws(Interrupt) -> Value)? {
        guard let caller = Self.enclosingGenericFunction(node) else { return nil }
        var forwarded: String?
        for (a, p) in mapping.enumerated() where a < args.count {
            guard let use = ref.typeParameterUses[p], use.name == name else { continue }
            if literalDefaultType(args[a].syntax) != nil { continue }
            guard !use.inArray, let u = Self.callerTypeParameter(of: args[a].syntax, in: caller),
                  forwarded == nil || forwarded == u else { return nil }
            forwarded = u
        }
        guard let forwarded, case .local? = resolve(Self.boundTypeSlotName(forwarded)) else { return nil }
        return typeParameterValue(forwarded, at: node)
    }
}
