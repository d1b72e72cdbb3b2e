import SwiftSyntax

/// Type parameters constrained to a numeric protocol of the standard library (`T: Numeric`,
/// `where C.Element: BinaryInteger`) on a generic function or method, run where no literal can
/// take the parameter's type.
///
/// Inside such a declaration a value of type `T` is the value passed and its arithmetic is its
/// own type's, so the body runs exactly as compiled Swift does as long as no literal or
/// implicit member takes the type `T` (`x + 1`, `let zero: T = 0`, `.zero`): such a site is
/// refused at its place. At a call, number literals passed for parameters that mention the
/// type parameter take the type Swift infers for them only when that is their default type:
/// every literal and value bound there has one number type, and nothing around the call asks
/// for another (`let d: Double = half(7)`); any other call is refused at the literal.
extension Compiler {
    /// The numeric protocols of the standard library that let a number literal take a type
    /// parameter's type (`AdditiveArithmetic` gives `.zero`).
    static let numericConstraints: Set<String> = [
        "Numeric", "SignedNumeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// Static members of the numeric protocols that an implicit member expression (`.zero`)
    /// could reach through a numeric type parameter.
    static let numericStaticMembers: Set<String> = [
        "zero", "max", "min", "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude",
        "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "radix", "bitWidth", "isSigned", "init", "random",
    ]

    /// Whether a numeric constraint on `parameter` can be accepted for `governing` (the
    /// generic declaration it constrains): false, with an error at the first implicit numeric
    /// member in it (`.zero`). Its number literals are noted, to be refused unless they are
    /// compiled where their type is certain (`certifyNumericLiteral`).
    func acceptNumericConstraint(_ name: String, of parameter: String, in governing: Syntax) -> Bool {
        let message = { (what: String) in
            "\(what) in a declaration whose type parameter '\(parameter)' is constrained to '\(name)' is not supported yet (it could take the type '\(parameter)')"
        }
        for node in governing.descendants(ExprSyntax.self) {
            if node.is(IntegerLiteralExprSyntax.self) || node.is(FloatLiteralExprSyntax.self) {
                if uncertainNumericLiterals[node.id] == nil { uncertainNumericLiterals[node.id] = message("a number literal") }
                continue
            }
            guard let m = node.as(MemberAccessExprSyntax.self), m.base == nil,
                  Self.numericStaticMembers.contains(m.declName.baseName.text), Self.comparedZero(m) == nil else { continue }
            error(node, "unsupported-generics", message("'\(node.trimmedText)'"))
            return false
        }
        return true
    }

    /// For `.zero` compared with `==` or `!=` to another operand that is no literal or
    /// implicit member (`first == .zero`), that comparison and the other operand: the zero
    /// then has the other operand's type, whatever it is bound to.
    static func comparedZero(_ zero: MemberAccessExprSyntax) -> (InfixOperatorExprSyntax, ExprSyntax)? {
        guard zero.base == nil, zero.declName.baseName.text == "zero", zero.declName.argumentNames == nil,
              let i = zero.parent?.as(InfixOperatorExprSyntax.self),
              let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
        let other = i.leftOperand.id == ExprSyntax(zero).id ? i.rightOperand : i.leftOperand
        if other.is(IntegerLiteralExprSyntax.self) || other.is(FloatLiteralExprSyntax.self) || other.is(NilLiteralExprSyntax.self) { return nil }
        if let m = other.as(MemberAccessExprSyntax.self), m.base == nil { return nil }
        return (i, other)
    }

    /// `x == .zero` (or `!=`) where the static type of `x` is not known here (a type parameter,
    /// `Element?` of a collection): the zero of the type `x`'s value has when it runs, as the
    /// comparison Swift makes with `x`'s type argument (nil is no zero). Nil where `i` is no
    /// such comparison or `x`'s type is known (compiled as any comparison).
    func zeroComparison(_ i: InfixOperatorExprSyntax, _ op: String) -> Compiled? {
        guard op == "==" || op == "!=" else { return nil }
        let zero = i.rightOperand.as(MemberAccessExprSyntax.self) ?? i.leftOperand.as(MemberAccessExprSyntax.self)
        guard let zero, let (_, other) = Self.comparedZero(zero) else { return nil }
        if let known = quietType(other), !Self.mentionsAny(known) { return nil }
        let value = expr(other).run
        let equal = op == "=="
        return Compiled({ env throws(Interrupt) in
            let v = try value(env)
            return .bool(valuesEqual(v, try Self.zero(like: v)) == equal)
        }, .named("Bool"))
    }

    /// The zero of the type of `v` (any zero for nil, which equals none).
    private static func zero(like v: Value) throws(Interrupt) -> Value {
        switch v.unwrapped {
        case nil, .int?: return .int(0)
        case .double?: return .double(0)
        case .fixed(let f)?: if let z = f.kind.staticMember("zero") { return z }
        case .structValue(let s)?: return try staticGet(s.type, "zero")
        case .enumValue(let t, _, _)?: return try staticGet(t, "zero")
        default: break
        }
        throw .unsupported("'.zero' compared with a value of this kind is not supported yet")
    }

    /// Drops `e` from the uncertain literals when it is compiled where its type is certain: a
    /// standard number type is expected, it indexes an array, the other operand of its
    /// operator has a standard number type (`i + 1` with `i: Int`), or it is the whole value of
    /// a declaration without a type (`var count = 0`).
    func certifyNumericLiteral(_ e: ExprSyntax, expected: TypeRef?) {
        guard uncertainNumericLiterals[e.id] != nil else { return }
        var certain = false
        if case .named(let n)? = expected, Self.standardNumberTypes.contains(n) { certain = true }
        var node = Syntax(e)
        while let p = node.parent?.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { node = Syntax(p) }
        if let s = Self.arrayIndexHolding(node), s.arguments.count == 1,
           { if case .array? = quietType(s.calledExpression) { true } else { Self.isSelfOfArrayExtension(s.calledExpression) } }() {
            certain = true
        }
        if let i = node.parent?.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           Self.arithmeticAndComparison.contains(op.operator.text) {
            let other = i.leftOperand.id == node.id ? i.rightOperand : i.leftOperand
            if case .named(let n)? = quietType(other), Self.standardNumberTypes.contains(n) { certain = true }
        }
        if Self.isIntegerStrideStep(node) || isStrideArgumentBesideStandardBound(node) { certain = true }
        // `var count = 0`: a declaration without a type takes the literal's own type.
        if let clause = node.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           binding.typeAnnotation == nil, binding.pattern.is(IdentifierPatternSyntax.self) {
            certain = true
        }
        if certain { uncertainNumericLiterals[e.id] = nil }
    }

    /// The subscript whose index `node` is, or is an operand of through arithmetic and
    /// parentheses (`a[i + 1]`, `self[count - 1]`): an index of an array is an `Int`.
    private static func arrayIndexHolding(_ node: Syntax) -> SubscriptCallExprSyntax? {
        var n = node
        while let p = n.parent {
            if let argument = p.as(LabeledExprSyntax.self) {
                guard argument.label == nil else { return nil }
                return argument.parent?.parent?.as(SubscriptCallExprSyntax.self)
            }
            if let i = p.as(InfixOperatorExprSyntax.self),
               let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/", "%"].contains(op) {
                n = p
                continue
            }
            guard p.is(TupleExprSyntax.self) || p.is(PrefixOperatorExprSyntax.self) || p.is(LabeledExprListSyntax.self) else { return nil }
            n = p
        }
        return nil
    }

    /// Whether `e` is `self` in an extension of `Array`, whose index is an `Int`.
    private static func isSelfOfArrayExtension(_ e: ExprSyntax) -> Bool {
        guard e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
        return e.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) })?.extendedType.trimmedText == "Array"
    }

    /// Whether `node` is the `by:` step of a `stride` in a function whose numeric type
    /// parameters are all integers: the step is the bounds' `Stride`, which every standard
    /// integer type has as `Int`.
    private static func isIntegerStrideStep(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "by",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride",
              let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else { return false }
        let numeric = numericTypeParameters(function.genericParameterClause, function.genericWhereClause)
        return !numeric.isEmpty
            && numericTypeParameters(function.genericParameterClause, function.genericWhereClause, among: integerProtocols) == numeric
    }

    /// Whether `node` is an argument of `stride(from:to:by:)` or `stride(from:through:by:)`
    /// beside a bound whose static type is a standard number type (`stride(from: p.count - 1,
    /// through: 0, by: -1)`): the bounds share that type and the step is its stride, no type
    /// parameter.
    private func isStrideArgumentBesideStandardBound(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" else { return false }
        return list.contains { other in
            guard other.id != argument.id, ["from", "to", "through"].contains(other.label?.text),
                  case .named(let n)? = quietType(other.expression) else { return false }
            return Self.standardNumberTypes.contains(n)
        }
    }

    /// Refuses the number literals of declarations with a numeric type parameter that were not
    /// compiled where their type is certain.
    func reportUncertainNumericLiterals(in file: SourceFileSyntax) {
        guard !uncertainNumericLiterals.isEmpty else { return }
        for node in Syntax(file).descendants(ExprSyntax.self) {
            guard let message = uncertainNumericLiterals[node.id] else { continue }
            error(node, "unsupported-generics", message)
        }
    }

    /// The standard library's number types.
    static let standardNumberTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// Operators whose operands share one type.
    static let arithmeticAndComparison: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "..<", "...", "+=", "-=", "*=", "/=",
    ]

    /// The type parameter names (and the bases of constrained associated types: `C` for
    /// `C.Element: Numeric`) that a generic clause and `where` clause constrain to a numeric
    /// protocol.
    static func numericTypeParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
                                      among protocols: Set<String> = numericConstraints) -> Set<String> {
        func isNumeric(_ constraint: TypeSyntax) -> Bool {
            let parts = constraint.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [constraint]
            return parts.contains { protocols.contains($0.as(IdentifierTypeSyntax.self)?.name.text ?? "") }
        }
        var names: Set<String> = []
        for p in (clause?.parameters).elementsOrEmpty where p.inheritedType.map(isNumeric) ?? false { names.insert(p.name.text) }
        let requirements = (whereClause?.requirements).elementsOrEmpty + (clause?.genericWhereClause?.requirements).elementsOrEmpty
        for r in requirements {
            guard case .conformanceRequirement(let c) = r.requirement, isNumeric(c.rightType) else { continue }
            var base = c.leftType
            while let m = base.as(MemberTypeSyntax.self) { base = m.baseType }
            if let i = base.as(IdentifierTypeSyntax.self) { names.insert(i.name.text) }
        }
        return names
    }

    /// Records on `ref` which parameters (and whether the result) mention a type parameter
    /// that `f`'s clauses constrain to a numeric protocol.
    static func recordNumericParameters(_ ref: FunctionRef, _ f: FunctionDeclSyntax) {
        let names = numericTypeParameters(f.genericParameterClause, f.genericWhereClause)
        guard !names.isEmpty else { return }
        let own = Set(f.genericParameterClause?.parameters.map(\.name.text) ?? [])
        func mentions(_ type: TypeSyntax, _ names: Set<String>) -> Bool {
            type.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        }
        let floating = numericTypeParameters(f.genericParameterClause, f.genericWhereClause, among: ["FloatingPoint", "BinaryFloatingPoint"])
        for (i, p) in f.signature.parameterClause.parameters.enumerated() where mentions(p.type, names) {
            ref.numericParameters.insert(i)
            if mentions(p.type, names.subtracting(own)) { ref.numericReceiverParameters.insert(i) }
            if mentions(p.type, floating) { ref.floatingParameters.insert(i) }
        }
        ref.numericResult = f.signature.returnClause.map { mentions($0.type, names) } ?? false
    }

    /// Refuses a call of `ref` that passes a number literal for a parameter mentioning a
    /// numeric type parameter (always when it is the receiver's, whose binding the call does
    /// not see: `[1.5].show(1)` passes `1.0`), unless Swift gives every literal there its default type: all
    /// arguments for such parameters hold one number type, and a result mentioning the type
    /// parameter is used where nothing asks for another type (`call` nil: an operator's
    /// operands, whose result Swift may type by the expression around it). True when refused.
    func refuseUnsureNumericLiterals(_ ref: FunctionRef, mapping: [Int], _ args: [CallArg], expected: TypeRef?,
                                     call: ExprSyntax?) -> Bool {
        guard !ref.numericParameters.isEmpty || ref.numericResult else { return false }
        let bound = mapping.enumerated().filter { $0.offset < args.count && ref.numericParameters.contains($0.element) }
            .map { args[$0.offset].syntax }
        guard let literal = bound.first(where: { literalDefaultType($0) != nil }) else { return false }
        let receiverBound = mapping.enumerated().contains {
            $0.offset < args.count && ref.numericReceiverParameters.contains($0.element) && literalDefaultType(args[$0.offset].syntax) != nil
        }
        var leaves: Set<String> = []
        var known = !receiverBound
        // Literals take the type the other arguments hold (`gcd(x, 200)` with `x: UInt8`), a
        // floating-point one only a floating-point type, where every such parameter is one type
        // parameter itself (which the call converts them to: `boundParameterTypes`).
        let numeric = mapping.enumerated().filter { $0.offset < args.count && ref.numericParameters.contains($0.element) }
        let uses = numeric.map { ref.typeParameterUses[$0.element] }
        let firstName = uses.first??.name
        let oneTypeParameter = uses.allSatisfy { use in use.map { !$0.inArray && !$0.boundByReceiver && $0.name == firstName } ?? false }
        let nonLiteralArguments = oneTypeParameter ? bound.filter { literalDefaultType($0) == nil } : []
        for a in nonLiteralArguments.isEmpty ? bound : nonLiteralArguments {
            guard let t = literalDefaultType(a) ?? quietType(a) else { known = false; break }
            Self.numberLeaves(t, into: &leaves)
        }
        if !nonLiteralArguments.isEmpty, leaves.count == 1, let leaf = leaves.first, leaf != "Double",
           bound.contains(where: { literalDefaultType($0)?.description == "Double" }) {
            known = false
        }
        // An integer literal for a floating-point type parameter is a `Double` in Swift.
        let integerForFloating = nonLiteralArguments.isEmpty && mapping.enumerated().contains {
            guard $0.offset < args.count, ref.floatingParameters.contains($0.element),
                  let t = literalDefaultType(args[$0.offset].syntax) else { return false }
            var held: Set<String> = []
            Self.numberLeaves(t, into: &held)
            return held.contains("Int")
        }
        var sure = known && leaves.count == 1 && !integerForFloating
        if sure, ref.numericResult, !nonLiteralArguments.isEmpty {
            // The other arguments decide the result's type; a context asking for another one
            // is swiftc's error.
            if case .named(let n)? = expected { sure = n == leaves.first! }
        } else if sure, ref.numericResult {
            sure = call.map { defaultTypedContext($0, expected: expected, leaf: leaves.first!) } ?? false
        }
        guard !sure else { return false }
        error(literal, "unsupported-generics",
              "a number literal passed where its type depends on a type parameter constrained to a numeric protocol is not supported yet")
        return true
    }

    /// The number types a static type holds (`[[Int]]` holds `Int`); `Any` or a type not
    /// known here counts as a type of its own.
    private static func numberLeaves(_ t: TypeRef, into leaves: inout Set<String>) {
        switch t {
        case .named(let n): if n != "String" && n != "Bool" && n != "Character" { leaves.insert(n) }
        case .optional(let e), .array(let e), .set(let e): numberLeaves(e, into: &leaves)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): numberLeaves(k, into: &leaves); numberLeaves(v, into: &leaves)
        case .tuple(let ts), .labeledTuple(let ts, _): for e in ts { numberLeaves(e, into: &leaves) }
        case .any, .function: leaves.insert("?")
        }
    }

    /// Whether the result of `call` is used where Swift types it by its literals' default
    /// type `leaf`: as a statement, passed as `Any`, initialising a variable without a written
    /// type, or where exactly that type is expected.
    func defaultTypedContext(_ call: ExprSyntax, expected: TypeRef?, leaf: String) -> Bool {
        if case .any? = expected { return true }
        if anyContexts.contains(call.id) { return true }
        if case .named(let n)? = expected { return n == leaf }
        if expected != nil { return false }
        if call.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        // An interpolated value: Swift's `appendInterpolation<T>(_:)`, where the program adds
        // no overload of its own.
        if let segment = call.parent?.as(LabeledExprSyntax.self), segment.label == nil,
           segment.parent?.parent?.is(ExpressionSegmentSyntax.self) == true,
           !call.root.description.mentions("appendInterpolation") { return true }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation == nil
        }
        return false
    }
}
