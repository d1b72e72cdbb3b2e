import SwiftSyntax

extension Compiler {
    /// Whether a function's name is an operator (`^^`, `**`, `+-`).
    func isOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first == "_" || first.properties.isXIDStart)
    }

    /// `a ^^ b` for an infix operator the program implements as global functions
    /// (`func ^^ (radix: Int, power: Int) -> Int`). Overloads are told apart by the operands'
    /// run-time types; operator functions take no argument labels.
    /// `standard` is the operator's standard meaning, run (operands evaluated again by it) when
    /// the operands fit none of the program's functions.
    func globalOperatorCall(_ functions: [FunctionRef], _ left: @escaping Expr, _ right: @escaping Expr,
                            standard: Expr? = nil) -> Compiled {
        let resultType = functions.count == 1 && standard == nil ? functions[0].returnType : nil
        return Compiled({ env throws(Interrupt) in
            let a = try left(env), b = try right(env)
            let chosen = functions.first { f in
                f.paramTypes.count == 2 && Self.fits(a, f.paramTypes[0]) && Self.fits(b, f.paramTypes[1])
            }
            if chosen == nil, let standard { return try standard(env) }
            guard let callable = (chosen ?? (functions.count == 1 ? functions[0] : nil))?.callable else {
                throw .unsupported("this use of an operator function is not supported yet")
            }
            return try callable.call([a, b])
        }, resultType)
    }

    /// The operators with a meaning of their own for standard types.
    static let standardInfixOperators: Set<String> = [
        "==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*",
    ]

    /// Whether evaluating `e` twice is the same as once: names, literals and members of them
    /// (a computed property with side effects is the one case this lets through).
    static func evaluatesWithoutCalls(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
            || e.is(NilLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self) || e.is(StringLiteralExprSyntax.self) {
            return true
        }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base.map(evaluatesWithoutCalls) ?? true }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return evaluatesWithoutCalls(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return evaluatesWithoutCalls(o.expression) }
        return false
    }

    /// Whether a run-time value can be an argument of a parameter of the given written type
    /// (unknown types fit anything).
    static func fits(_ v: Value, _ type: TypeRef?) -> Bool {
        guard case .named(let name)? = type else { return true }
        switch v {
        case .int: return name == "Int"
        case .fixed(let f): return name == f.kind.name
        case .double: return name == "Double" || name == "Float" || name == "CGFloat"
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .character: return name == "Character"
        case .structValue(let s): return s.type.name == name
        case .enumValue(let t, _, _): return t.name == name
        case .optional, .weakRef: return false
        case .object(let o):
            var c: TypeDecl? = o.type
            while let d = c, d.name != name { c = d.superclass }
            return c != nil || o.type.adopts(name)
        default: return true
        }
    }
}
