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
        for (e, type) in operands {
            // A number literal is an Int or a Double whose extension may declare the operator
            // (`extension Int { static func ** … }`, then `2 ** 10`).
            if isNumberLiteral(e) {
                let inner = e.as(PrefixOperatorExprSyntax.self)?.expression ?? e
                if let ext = builtinExtensions[inner.is(IntegerLiteralExprSyntax.self) ? "Int" : "Double"], types[ext.name] == nil,
                   !owners.contains(where: { $0 === ext }) {
                    owners.append(ext)
                }
                continue
            }
            if case .array? = type, let ext = builtinExtensions["Array"], !owners.contains(where: { $0 === ext }) { owners.append(ext) }
            guard case .named(let n)? = type else { continue }
            // A standard type's extension may declare operators too (`extension String { static
            // func * (s: String, n: Int) -> String }`).
            let owner: TypeDecl
            if let t = types[n] {
                guard t.host == nil, [.structType, .classType, .enumType].contains(t.kind) else { continue }
                owner = t
            } else if let ext = builtinExtensions[n] {
                owner = ext
            } else {
                continue
            }
            if !owners.contains(where: { $0 === owner }) { owners.append(owner) }
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
        // A subclass's operator for its own type is more specific than its superclass's
        // (`Dog == Dog` over `Animal == Animal` for two `Dog`s).
        let candidates = chosen
        chosen.removeAll { c in candidates.contains { $0.owner !== c.owner && $0.owner.isSubclass(of: c.owner) } }
        guard chosen.count == 1, let (owner, ref) = chosen.first, !globals.contains(where: fits) else { return nil }
        let l = isNumberLiteral(i.leftOperand) ? expr(i.leftOperand, expected: ref.paramTypes[0]).run : left.run
        let r = isNumberLiteral(i.rightOperand) ? expr(i.rightOperand, expected: ref.paramTypes[1]).run : right.run
        let full = ref.fullName, id = ObjectIdentifier(ref)
        return Compiled({ env throws(Interrupt) in
            let a = try l(env), b = try r(env)
            guard let function = Self.staticFunction(owner, full, id) else { throw .unsupported("the operator '\(op)' of '\(owner.name)' is not supported yet") }
            return try function.call([a, b])
        }, ref.returnType)
    }

    /// The compiled operator function of `owner` declared by the `FunctionRef` `id` (several
    /// may share the full name `full`), else the one function of that name.
    static func staticFunction(_ owner: TypeDecl, _ full: String, _ id: ObjectIdentifier) -> Callable? {
        owner.staticOverloads[String(baseName(full))]?.first(where: { $0.id == id })?.callable ?? owner.staticMethods[full]
    }

    /// Whether the operand `e`, of static type `type`, can be passed as a parameter of type
    /// `param` without a conversion Swift would not make.
    private func operandFits(_ e: ExprSyntax, _ type: TypeRef?, _ param: TypeRef?) -> Bool {
        // An array of a concrete standard type (`[Int]` for `extension Array where Element == Int`).
        if case .array? = param, let param, let type, Self.isConcreteStandardType(param) { return type.description == param.description }
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

    /// `v *= k` where the left side's static type is a program type declaring `*=`
    /// (`static func *= (v: inout Vec, k: Double)`), or where a global operator function takes
    /// that type `inout` on its left (`func += (c: inout Counter, n: Int)`): that function,
    /// with the place passed `inout`, chosen by the right operand's type. Nil when there is no
    /// such operator (the compound assignment is then `v = v * k`).
    func staticCompoundAssignment(_ op: String, _ i: InfixOperatorExprSyntax, _ place: LValue) -> Compiled? {
        guard case .named(let n)? = place.type, let t = types[n], t.host == nil,
              [.structType, .classType, .enumType].contains(t.kind) else { return nil }
        // The type declaring the function, nil for a global one.
        var candidates: [(owner: TypeDecl?, ref: FunctionRef)] = []
        for d in t.selfAndSuperclasses {
            for ref in methodRefsByBase[d.name + ".static." + op] ?? [] where ref.paramTypes.count == 2 { candidates.append((d, ref)) }
        }
        for ref in globalFunctions[op] ?? [] where ref.paramTypes.count == 2 && ref.inoutParams.contains(0) {
            if case .named(let p)? = ref.paramTypes[0], p == n { candidates.append((nil, ref)) }
        }
        guard !candidates.isEmpty else { return nil }
        let right = expr(i.rightOperand)
        let fitting = candidates.filter { operandFits(i.rightOperand, right.type, $0.ref.paramTypes[1]) }
        guard fitting.count == 1, let (owner, ref) = fitting.first else {
            return unsupported(i, "choosing among the '\(op)' operators of '\(n)' by this operand")
        }
        let r = isNumberLiteral(i.rightOperand) ? expr(i.rightOperand, expected: ref.paramTypes[1]).run : right.run
        let full = ref.fullName, id = ObjectIdentifier(ref)
        return Compiled { env throws(Interrupt) in
            let rhs = try r(env)
            return try place.modify(env) { v throws(Interrupt) in
                guard let function = owner.map({ Self.staticFunction($0, full, id) }) ?? ref.callable, let withInout = function.inoutInvoke else {
                    throw .unsupported("the operator '\(op)' of '\(n)' without an inout left side is not supported yet")
                }
                var arguments = [v, rhs]
                var receiver: Value = owner.map { .metatype($0) } ?? .void
                _ = try withInout(&arguments, &receiver)
                v = arguments[0]
                return .void
            }
        }
    }
}
