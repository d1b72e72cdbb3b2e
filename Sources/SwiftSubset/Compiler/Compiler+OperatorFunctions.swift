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
    /// `standardOperator`: the operator, where it has a standard meaning: operands of standard
    /// kinds (neither a struct, enum nor object) that fit none of the functions get it, applied
    /// to the values already evaluated (`words[i] == mask()` inside the program's `==` for its type).
    func globalOperatorCall(_ functions: [FunctionRef], _ left: @escaping Expr, _ right: @escaping Expr,
                            standard: Expr? = nil, standardOperator: String? = nil) -> Compiled {
        let resultType = functions.count == 1 && standard == nil ? functions[0].returnType : nil
        let own = programTypeNames
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            let a = try left(env), b = try right(env)
            let chosen = functions.first { f in
                f.paramTypes.count == 2 && Self.fits(a, f.paramTypes[0], programTypes: own)
                    && Self.fits(b, f.paramTypes[1], programTypes: own)
            }
            if chosen == nil, let standard { return try standard(env) }
            if chosen == nil, let op = standardOperator,
               !Self.isProgramValue(a) && !Self.isProgramValue(b) || Self.hasOwnComparison(op, a, b) {
                return ctx.signingMadeNaN(try Arithmetic.binary(op, a, b), a, b)
            }
            guard let callable = (chosen ?? (functions.count == 1 ? functions[0] : nil))?.callable else {
                throw .unsupported("this use of an operator function is not supported yet")
            }
            return try callable.call([a, b])
        }, resultType)
    }

    /// A global `func == (l: A, r: A)` (or `<`) for a program type `A` adopting `Equatable` (or
    /// `Comparable`) that declares no such operator itself is the operator of `A`'s conformance,
    /// which generic code and the standard library call (`[a].contains(b)`); recorded among
    /// `A`'s operators for them (`Arithmetic.userOperator`). They used the synthesized one.
    func recordConformanceWitness(_ ref: FunctionRef) {
        let protocols = Arithmetic.conformanceProtocols(of: ref.name)
        guard ref.fixity == nil, ref.paramTypes.count == 2, !protocols.isEmpty, let callable = ref.callable,
              case .named(let n)? = ref.paramTypes[0], case .named(n)? = ref.paramTypes[1],
              let t = types[n], t.host == nil, [.structType, .classType, .enumType].contains(t.kind),
              protocols.contains(where: { t.conforms(to: $0) }),
              t.firstAlongSuperclasses({ $0.staticOverloads[ref.name] }) == nil else { return }
        t.staticOverloads[ref.name, default: []].append(StaticOverload(id: ObjectIdentifier(ref), parameterTypes: ref.paramTypes, callable: callable))
    }

    /// Whether `op` compares two values of one program type by that type's own conformance
    /// (`B(x: 1) == B(x: 2)` for `struct B: Equatable`, beside a global `func == (l: A, r: A)`
    /// that does not take them: the interpreter called that one on `B`s).
    static func hasOwnComparison(_ op: String, _ a: Value, _ b: Value) -> Bool {
        let protocols = Arithmetic.conformanceProtocols(of: op)
        guard !protocols.isEmpty, let t = programType(of: a), let u = programType(of: b), t === u else { return false }
        return protocols.contains { t.conforms(to: $0) }
    }

    /// The program type a struct, enum or object value is of.
    static func programType(of v: Value) -> TypeDecl? {
        switch v {
        case .structValue(let s): s.type
        case .enumValue(let t, _, _): t
        case .object(let o): o.type
        default: nil
        }
    }

    /// Whether a value is an instance of one of the program's types (a struct, enum or object).
    static func isProgramValue(_ v: Value) -> Bool {
        switch v {
        case .structValue, .enumValue, .object: return true
        default: return false
        }
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

    /// The names of the program's own structs, classes and enums: a parameter of one of these
    /// takes no standard value (an array is never a `BitSet`), where a protocol or an alias might.
    var programTypeNames: Set<String> {
        Set(types.values.filter { $0.host == nil && [.structType, .classType, .enumType].contains($0.kind) }.map(\.name))
    }

    /// Whether a run-time value may have come from a literal written where a parameter of the
    /// given type took it (`op == "+"` for a `Character`, `m == 5` for a `Double`): a literal
    /// compiled without knowing the parameter's type holds the literal's default type.
    static func mayBeLiteralFor(_ v: Value, _ type: TypeRef?) -> Bool {
        guard case .named(let name)? = type else { return false }
        switch v {
        case .int: return IntKind(name: name) != nil || ["Double", "Float", "CGFloat"].contains(name)
        case .double: return ["Float", "CGFloat"].contains(name)
        case .string(let s): return name == "Character" && s.count == 1
        default: return false
        }
    }

    /// Whether a run-time value can be an argument of a parameter of the given written type
    /// (unknown types fit anything; `programTypes`: `programTypeNames`, which standard values
    /// never fit).
    static func fits(_ v: Value, _ type: TypeRef?, programTypes: Set<String> = []) -> Bool {
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
        // Collections, ranges, tuples and functions are never one of the scalar types.
        case .array, .dictionary, .set, .range, .partialRange, .tuple, .function, .metatype:
            return !programTypes.contains(name) && !scalarTypeNames.contains(name)
        case .object(let o):
            return o.type.selfAndSuperclasses.contains { $0.name == name } || o.type.adopts(name)
        default: return !programTypes.contains(name)
        }
    }
}
