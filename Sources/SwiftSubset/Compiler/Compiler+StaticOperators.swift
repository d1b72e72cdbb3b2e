import SwiftSyntax

/// Operator functions a program's types declare (`static func * (k: Int, a: V) -> V`), chosen
/// where the operator is compiled, by the operands' static types, as swiftc chooses them. At run
/// time the first operator of that name in either operand's type was called, whatever its
/// parameter types: `2 * v` beside `v * 2` could call the wrong one, and with a global operator
/// of the same name for another type, `2 * V(x: 3)` called that one on a `V`.
extension Compiler {
    /// A call of the one static operator function `op` of the operands' program types whose
    /// parameters the operands fit (a number literal fits a numeric parameter; a known type its
    /// own type or a superclass), when no function in `globals` fits too; nil when an operand's
    /// type is unknown or not exactly one fits (the operator is then chosen when it runs).
    /// `left` and `right` are the operands compiled; a literal operand is compiled again as its
    /// parameter's type.
    func staticOperatorCall(_ op: String, _ i: InfixOperatorExprSyntax, _ left: Compiled, _ right: Compiled,
                            globals: [FunctionRef] = []) -> Compiled? {
        let operands = [(i.leftOperand, left.type), (i.rightOperand, right.type)]
        var owners: [TypeDecl] = []
        for (e, type) in operands where !isNumberLiteral(e) {
            guard case .named(let n)? = type, let t = types[n], t.host == nil,
                  [.structType, .classType, .enumType].contains(t.kind) else { continue }
            if !owners.contains(where: { $0 === t }) { owners.append(t) }
        }
        guard !owners.isEmpty else { return nil }
        func fits(_ ref: FunctionRef) -> Bool {
            ref.paramTypes.count == 2 && zip(operands, ref.paramTypes).allSatisfy { operand, param in
                operandFits(operand.0, operand.1, param)
            }
        }
        var chosen: [(owner: TypeDecl, ref: FunctionRef)] = []
        for owner in owners {
            for d in owner.selfAndSuperclasses {
                for ref in methodRefsByBase[d.name + ".static." + op] ?? [] where fits(ref) {
                    if !chosen.contains(where: { $0.ref === ref }) { chosen.append((d, ref)) }
                }
            }
        }
        guard chosen.count == 1, let (owner, ref) = chosen.first, !globals.contains(where: fits) else { return nil }
        let l = isNumberLiteral(i.leftOperand) ? expr(i.leftOperand, expected: ref.paramTypes[0]).run : left.run
        let r = isNumberLiteral(i.rightOperand) ? expr(i.rightOperand, expected: ref.paramTypes[1]).run : right.run
        let full = ref.fullName
        return Compiled({ env throws(Interrupt) in
            let a = try l(env), b = try r(env)
            guard let function = owner.staticMethods[full] else { throw .unsupported("the operator '\(op)' of '\(owner.name)' is not supported yet") }
            return try function.call([a, b])
        }, ref.returnType)
    }

    /// Whether the operand `e`, of static type `type`, can be passed as a parameter of type
    /// `param` without a conversion Swift would not make.
    private func operandFits(_ e: ExprSyntax, _ type: TypeRef?, _ param: TypeRef?) -> Bool {
        guard case .named(let p)? = param else { return false }
        if isNumberLiteral(e) {
            let inner = e.as(PrefixOperatorExprSyntax.self)?.expression ?? e
            if ["Double", "Float", "CGFloat"].contains(p) { return true }
            return inner.is(IntegerLiteralExprSyntax.self) && (p == "Int" || IntKind(name: p) != nil)
        }
        guard case .named(let n)? = type else { return false }
        if n == p { return true }
        if let t = types[n], let base = types[p], t.kind == .classType { return t.isSubclass(of: base) }
        return false
    }
}
