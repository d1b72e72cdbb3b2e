import SwiftSyntax

/// Fixed-width integers in the checker: literals typed by their context, and operands of two
/// different integer types refused in swiftc's words.
extension Compiler {
    /// The written type of the `let` or `var` whose value the range `range` is
    /// (`let r: ClosedRange<UInt8> = 250...255`); nil elsewhere.
    func annotatedRangeType(of range: InfixOperatorExprSyntax) -> TypeSyntax? {
        range.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
    }

    /// Refuses a range of integer literals whose type its context gives, in a program that
    /// writes a range type whose bounds may be fixed-width integers (`ClosedRange<UInt8>`,
    /// `Range<Byte>` for an alias, `Swift.ClosedRange<…>`): a written range type keeps no bound
    /// type here, so the bounds would be Ints (`return 250...255` from `-> ClosedRange<UInt8>`
    /// iterated Ints). Kept: a `for`-`in`'s sequence, a subscript's index, a member's receiver
    /// (`(1...5).map`), a `case` pattern and a `let` or `var` without a written type, where
    /// Swift makes it an Int range too. True when refused.
    func refuseLiteralRangeOfUnknownBounds(_ range: InfixOperatorExprSyntax) -> Bool {
        guard isIntLiteral(range.leftOperand) || isIntLiteral(range.rightOperand),
              !Self.rangeIsIntByPlace(range), writesFixedWidthRangeType(Syntax(range).root) else { return false }
        error(range, "unsupported", "a range of number literals where a range of fixed-width integers may be meant is not supported yet")
        return true
    }

    /// Whether Swift makes the range of literals `range` an Int range wherever it stands.
    private static func rangeIsIntByPlace(_ range: InfixOperatorExprSyntax) -> Bool {
        var node = Syntax(range)
        while let t = node.parent?.as(TupleExprSyntax.self), t.elements.count == 1 { node = Syntax(t) }
        while let e = node.parent?.as(LabeledExprSyntax.self), e.parent?.parent?.is(TupleExprSyntax.self) == true,
              let t = e.parent?.parent, t.as(TupleExprSyntax.self)?.elements.count == 1 { node = t }
        guard let parent = node.parent else { return true }
        if let f = parent.as(ForStmtSyntax.self) { return f.sequence.id == node.id }
        if parent.is(MemberAccessExprSyntax.self) || parent.is(ExpressionPatternSyntax.self) { return true }
        if let argument = parent.as(LabeledExprSyntax.self), argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true { return true }
        if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation == nil }
        return false
    }

    /// Whether the program writes `Range` or `ClosedRange` of a fixed-width integer type or of
    /// an alias the program declares (anywhere, in aliases too); read from its tokens once per
    /// file (a walk of the tree for type nodes cost each run a protocol-conformance scan).
    private func writesFixedWidthRangeType(_ root: Syntax) -> Bool {
        fileFact(.writesFixedWidthRangeType, of: root) { root in
            let tokens = Array(root.tokens(viewMode: .sourceAccurate))
            var aliases: Set<String> = []
            for (i, token) in tokens.enumerated() where token.tokenKind == .keyword(.typealias) && i + 1 < tokens.count {
                aliases.insert(tokens[i + 1].text)
            }
            return tokens.indices.contains { i in
                guard ["Range", "ClosedRange"].contains(tokens[i].text), i + 2 < tokens.count, tokens[i + 1].text == "<",
                      case .identifier(let bound) = tokens[i + 2].tokenKind else { return false }
                return bound != "Int" && (IntKind(name: bound) != nil || aliases.contains(bound))
            }
        }
    }

    /// The fixed-width integer type a written range type's bounds have (`UInt8` of
    /// `ClosedRange<UInt8>` or `Range<UInt8>?`); nil for any other type. (A written range
    /// type keeps no bound type as a `TypeRef`.)
    func fixedRangeBound(_ type: TypeSyntax?) -> TypeRef? {
        var t = type
        if let o = t?.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        guard let i = t?.as(IdentifierTypeSyntax.self), ["Range", "ClosedRange"].contains(i.name.text),
              let arguments = i.genericArgumentClause?.arguments, arguments.count == 1,
              let bound = arguments.first?.argument.as(IdentifierTypeSyntax.self)?.name.text, IntKind(name: bound) != nil else { return nil }
        return .named(bound)
    }

    /// The fixed-width kind a contextual type names (`UInt8`, `UInt8?`).
    func fixedIntKind(_ type: TypeRef?) -> IntKind? {
        switch type {
        case .named(let n)?: return IntKind(name: n)
        case .optional(.named(let n))?: return IntKind(name: n)
        default: return nil
        }
    }

    /// An integer literal of a fixed-width type (`let b: UInt8 = 200`), or swiftc's error when
    /// it does not fit (swiftc 6.1: "integer literal '300' overflows when stored into 'UInt8'").
    func fixedLiteral(_ lit: IntegerLiteralExprSyntax, negative: Bool, _ kind: IntKind) -> Compiled {
        let text = lit.literal.numberText
        let magnitude = UInt64(literalText: text)
        var value: Value?
        if let magnitude {
            if negative {
                let signed = magnitude <= UInt64(Int64.max) ? -Int64(magnitude) : magnitude == UInt64(Int64.max) + 1 ? Int64.min : nil
                if let signed { value = try? kind.convert(.int(Int(signed)), .exactly).unwrapped }
            } else if let m = Int(exactly: magnitude) {
                value = try? kind.convert(.int(m), .exactly).unwrapped
            } else if kind == .uint64 || kind == .uint {
                value = .fixed(FixedInt(magnitude, kind))
            }
        }
        guard let value else {
            if negative, !kind.isSigned, let minus = lit.previousToken(viewMode: .sourceAccurate) {
                // swiftc 6: "negative integer '-1' overflows when stored into unsigned type 'UInt8'", at the `-`.
                error(minus, "integer-overflow-literal", "negative integer '-\(lit.literal.text)' overflows when stored into unsigned type '\(kind.name)'")
                return Compiled { _ throws(Interrupt) in .void }
            }
            let spelled = (negative ? "-" : "") + lit.literal.text
            error(lit, "integer-overflow-literal", "integer literal '\(spelled)' overflows when stored into '\(kind.name)'")
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled({ _ throws(Interrupt) in value }, .named(kind.name))
    }

    /// Whether an integer literal (or its negation) given to a fixed-width type's initialiser
    /// (`Int8(300)`, `UInt8(-1)`) fits it: Swift types the literal as that type, so one that does
    /// not is swiftc's compile-time error (reported here), not the run's trap. Nil for other
    /// arguments.
    func checkLiteralFits(_ argument: ExprSyntax, _ kind: IntKind) -> Bool? {
        var literal = argument, negative = false
        if let p = argument.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { literal = p.expression; negative = true }
        guard let lit = literal.as(IntegerLiteralExprSyntax.self) else { return nil }
        let before = diagnostics.count
        _ = fixedLiteral(lit, negative: negative, kind)
        return diagnostics.count == before
    }

    /// `UnicodeScalar(66)` where a scalar, not an optional one, is needed: given to
    /// `Character(_:)` or `String(_:)`, or where a `UnicodeScalar` is expected. There Swift
    /// types the integer-literal argument as `UInt8`, whose initialiser always succeeds
    /// (`Character(UnicodeScalar(66))` is "B"); elsewhere the argument is an `Int` and the
    /// scalar optional. Nil when `argument` is not made of integer literals or nothing there
    /// needs a scalar.
    func requiredScalar(of argument: ExprSyntax, around node: some SyntaxProtocol, expected: TypeRef?) -> Compiled? {
        guard case .named("Int")? = literalDefaultType(argument), scalarIsRequired(around: node, expected: expected) else { return nil }
        guard case .int(let code)? = try? expr(argument).run(Env(size: 0, parent: nil)), let byte = UInt8(exactly: code) else {
            if let lit = argument.as(IntegerLiteralExprSyntax.self) {
                error(lit, "integer-overflow-literal", "integer literal '\(lit.literal.text)' overflows when stored into 'UInt8'")
            } else {
                error(argument, "unsupported", "'UnicodeScalar(_:)' of a value beyond 'UInt8' where a scalar is needed is not supported yet")
            }
            return Compiled { _ throws(Interrupt) in .void }
        }
        let scalar = Value.character(Character(Unicode.Scalar(byte)))
        return Compiled({ _ throws(Interrupt) in scalar }, .named("Scalar"))
    }

    /// Whether the call `UnicodeScalar(…)` named by `node` must give a scalar (see `requiredScalar`).
    private func scalarIsRequired(around node: some SyntaxProtocol, expected: TypeRef?) -> Bool {
        if case .named("Scalar")? = expected { return true }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self),
              let list = call.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self),
              list.count == 1, list.first?.label == nil,
              let outer = list.parent?.as(FunctionCallExprSyntax.self),
              let callee = outer.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return ["Character", "String"].contains(callee.baseName.text) && resolve(callee.baseName.text) == nil
    }

    /// swiftc's error for an operator between two different integer types whose types the
    /// checker knows for certain (swiftc 6.1: "binary operator '+' cannot be applied to
    /// operands of type 'UInt8' and 'UInt16'"). Shifts take any integer on their right.
    func refuseMixedIntegerTypes(_ op: String, _ l: Compiled, _ r: Compiled, _ node: InfixOperatorExprSyntax) {
        guard !FixedIntArithmetic.shiftOperators.contains(op),
              case .named(let a)? = l.type, case .named(let b)? = r.type, a != b,
              a == "Int" || IntKind(name: a) != nil, b == "Int" || IntKind(name: b) != nil,
              IntKind(name: a) != nil || IntKind(name: b) != nil,
              !isIntLiteral(node.leftOperand), !isIntLiteral(node.rightOperand) else { return }
        error(node.operator, "type-mismatch", "binary operator '\(op)' cannot be applied to operands of type '\(a)' and '\(b)'")
    }
}

extension UInt64 {
    /// A Swift integer literal's value (`0x`, `0b`, `0o` or decimal; underscores removed).
    init?(literalText text: String) {
        if text.hasPrefix("0x") { self.init(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("0b") { self.init(text.dropFirst(2), radix: 2) }
        else if text.hasPrefix("0o") { self.init(text.dropFirst(2), radix: 8) }
        else { self.init(text) }
    }
}

extension Compiler {
    /// `UInt8(x)`, `Int8(truncatingIfNeeded:)`, `UInt16(clamping:)`, `UInt32(exactly:)`,
    /// `Int64(bitPattern:)`, `UInt8(ascii:)`, `UnicodeScalar(x)`, and `String(x, radix:)` of any integer; nil for
    /// other calls. `runners` evaluate the arguments.
    func fixedIntCall(_ name: String, _ labels: [String?], _ runners: [Expr], node: some SyntaxProtocol) -> Compiled? {
        if name == "String", labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"] {
            return Compiled({ env throws(Interrupt) in
                var v: [Value] = []
                for r in runners { v.append(try r(env)) }
                guard let x = v[0].anyInteger, case .int(let radix) = v[1] else {
                    throw .unsupported("'String(_:radix:)' on a value of this kind is not supported yet")
                }
                // swiftc 6.1: `String(5, radix: 1)` stops with "Fatal error: Radix must be between 2 and 36".
                guard (2...36).contains(radix) else { throw .fatal("Fatal error: Radix must be between 2 and 36") }
                var uppercase = false
                if v.count == 3, case .bool(let u) = v[2] { uppercase = u }
                return .string(String(x, radix: radix, uppercase: uppercase))
            }, .named("String"))
        }
        if name == "Int" || IntKind(name: name) != nil, labels == [nil, "radix"] {
            return radixParse(name, runners)
        }
        if name == "UnicodeScalar", labels == [nil], let arg = runners.first {
            // A Unicode.Scalar is carried as the Character it makes. From a `UInt8` it always
            // exists; from a wider integer it is optional (nil for a surrogate or beyond 0x10FFFF).
            return Compiled { env throws(Interrupt) in
                let v = try arg(env)
                if case .fixed(let f) = v, f.kind == .uint8 { return .character(Character(Unicode.Scalar(UInt8(f.bits)))) }
                guard let x = v.anyInteger else {
                    throw .unsupported("'UnicodeScalar(_:)' on a value of this kind is not supported yet")
                }
                return .optional(UInt32(exactly: x).flatMap(Unicode.Scalar.init).map { .character(Character($0)) })
            }
        }
        if let kind = IntKind(name: name), labels.isEmpty, let zero = kind.staticMember("zero") {
            return Compiled({ _ throws(Interrupt) in zero }, .named(name))
        }
        guard let kind = IntKind(name: name), labels.count == 1, let arg = runners.first else { return nil }
        let mode: IntConversion.Mode
        switch labels[0] {
        case nil: mode = .checked
        case "truncatingIfNeeded": mode = .truncating
        case "clamping": mode = .clamping
        case "exactly": mode = .exactly
        case "bitPattern": mode = .bitPattern
        case "ascii" where kind == .uint8:
            return Compiled({ env throws(Interrupt) in
                let v = try arg(env)
                var scalar: Unicode.Scalar?
                if case .string(let s) = v, s.unicodeScalars.count == 1 { scalar = s.unicodeScalars.first }
                if case .character(let c) = v, c.unicodeScalars.count == 1 { scalar = c.unicodeScalars.first }
                guard let scalar else { throw .unsupported("'UInt8(ascii:)' on a value of this kind is not supported yet") }
                // The standard library's precondition (UInt8(ascii:) in UnicodeScalar.swift).
                guard scalar.isASCII else { throw .fatal("Fatal error: Code point value does not fit into ASCII") }
                return .fixed(FixedInt(UInt8(scalar.value), .uint8))
            }, .named("UInt8"))
        default:
            let spelled = labels.map { ($0 ?? "_") + ":" }.joined()
            error(node, "unsupported", "'\(name)(\(spelled))' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let type: TypeRef = mode == .exactly ? .optional(.named(name)) : .named(name)
        return Compiled({ env throws(Interrupt) in
            let v = try arg(env)
            // `UInt8("12")`: text read as a number, nil when it is none.
            if mode == .checked, case .string(let s) = v {
                return .optional(try kind.with(IntParse(text: s)))
            }
            return try kind.convert(v, mode)
        }, type)
    }
}

/// `UInt8("12")` or `UInt8("ff", radix: 16)`: the text as a number of the type, or nil.
struct IntParse: FixedIntBody {
    let text: String
    var radix = 10
    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value? {
        T(text, radix: radix).map { .fixed(FixedInt($0, kind)) }
    }
}

extension Compiler {
    /// `Int("ff", radix: 16)` (or any integer type's): the text read in the radix, nil when it
    /// is not a number there or does not fit; a radix outside 2...36 traps as swiftc's does.
    func radixParse(_ name: String, _ runners: [Expr]) -> Compiled {
        let kind = IntKind(name: name)
        return Compiled({ env throws(Interrupt) in
            var v: [Value] = []
            for r in runners { v.append(try r(env)) }
            guard case .string(let text) = v[0], case .int(let radix) = v[1] else {
                throw .unsupported("'\(name)(_:radix:)' on a value of this kind is not supported yet")
            }
            // swiftc 6: "Fatal error: Radix not in range 2...36" (IntegerParsing.swift).
            guard (2...36).contains(radix) else { throw .fatal("Fatal error: Radix not in range 2...36") }
            if let kind { return .optional(try kind.with(IntParse(text: text, radix: radix))) }
            return .optional(Int(text, radix: radix).map { .int($0) })
        }, .optional(.named(name)))
    }
}

extension Compiler {
    /// Whether the argument of `UInt8.random(in:)` and kin can be a range of `kind`: a range
    /// whose bounds have that type (its static type then is not `Range`), or one of two
    /// literals that fit it. Otherwise reports swiftc's error (swiftc 6.1 names the other
    /// overload: `UInt.random(in: a..<b)` with Int bounds is "cannot convert value of type
    /// 'Range<Int>' to expected argument type 'ClosedRange<UInt>'", `UInt8.random(in: a...b)`
    /// "… 'ClosedRange<Int>' to expected argument type 'Range<UInt8>'") or the literal's overflow.
    func literalRangeFits(_ arg: ExprSyntax, _ type: TypeRef?, _ kind: IntKind) -> Bool {
        guard case .named("Range")? = type else { return true }
        let range = arg.as(InfixOperatorExprSyntax.self)
        let closed = range?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
        if let range, let lower = Self.integerLiteral(range.leftOperand), let upper = Self.integerLiteral(range.rightOperand) {
            let before = diagnostics.count
            for (lit, negative) in [lower, upper] { _ = fixedLiteral(lit, negative: negative, kind) }
            return diagnostics.count == before
        }
        let given = closed ? "ClosedRange" : "Range", other = closed ? "Range" : "ClosedRange"
        error(range.map { Syntax($0.operator) } ?? Syntax(arg), "type-mismatch", "cannot convert value of type '\(given)<Int>' to expected argument type '\(other)<\(kind.name)>'")
        return false
    }

    /// The integer literal `e` is, through parentheses and a leading `-`, and whether it is negated.
    static func integerLiteral(_ e: ExprSyntax) -> (IntegerLiteralExprSyntax, negative: Bool)? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return integerLiteral(only.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let lit = p.expression.as(IntegerLiteralExprSyntax.self) {
            return (lit, true)
        }
        return e.as(IntegerLiteralExprSyntax.self).map { ($0, false) }
    }
}
