@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Literals: numbers, strings with interpolation, tuples, arrays, dictionaries.
extension Compiler {
    func intLiteral(_ lit: IntegerLiteralExprSyntax, expected: TypeRef?) -> Compiled {
        if let kind = fixedIntKind(expected) { return fixedLiteral(lit, negative: false, kind) }
        let text = lit.literal.numberText
        var value: Int?
        if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2) }
        else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8) }
        else { value = Int(text) }
        if case .named(let n)? = expected, n == "Double" || n == "Float" || n == "CGFloat" {
            let d = Double(text) ?? Double(value ?? 0)
            return n == "Float" ? floatLiteral(d, at: lit) : Compiled({ _ throws(Interrupt) in .double(d) }, .named("Double"))
        }
        // Too big for `Int` and typed by nothing the checker knows: the only standard type
        // that holds it is `UInt64` (an operand beside a `UInt64` result).
        if value == nil, expected == nil, lit.parent?.is(InfixOperatorExprSyntax.self) == true,
           let big = UInt64(literalText: text) {
            return Compiled { _ throws(Interrupt) in .fixed(FixedInt(big, .uint64)) }
        }
        guard let v = value else {
            error(lit, "integer-overflow-literal", "integer literal '\(lit.literal.text)' overflows when stored into 'Int'")
            return Compiled { _ throws(Interrupt) in .int(0) }
        }
        var literal = Compiled({ _ throws(Interrupt) in .int(v) }, .named("Int"))
        literal.operand = .int(v)
        return literal
    }

    /// A number literal of type `Float`, held with the Float's digits (`FloatDigits`);
    /// refused where a Double could not print them as Swift prints the Float.
    func floatLiteral(_ value: Double, at node: some SyntaxProtocol) -> Compiled {
        guard let held = FloatDigits.held(rounding: value) else {
            error(node, "unsupported", FloatDigits.refusal)
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled({ _ throws(Interrupt) in .double(held) }, .named("Double"))
    }

    func stringLiteral(_ s: StringLiteralExprSyntax, expected: TypeRef?) -> Compiled {
        let kind = s.stringLiteralKind ?? .singleLine
        let delim = s.delimiterLength
        var parts: [Expr] = []
        var pendingText = ""
        var allText = true
        for seg in s.segments {
            switch seg {
            case .stringSegment(let t):
                if !t.hasError {
                    t.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delim, to: &pendingText)
                }
            case .expressionSegment(let es):
                allText = false
                if !pendingText.isEmpty {
                    let text = pendingText
                    let p: Expr = { _ throws(Interrupt) in .string(text) }
                    parts.append(p)
                    pendingText = ""
                }
                guard let first = es.expressions.first else { continue }
                var compiledInner: Compiled
                if es.expressions.count == 1, let text = sequenceWrapperText(first.expression) {
                    compiledInner = text
                } else {
                    compiledInner = expr(first.expression)
                    refuseDescribing(compiledInner, at: first.expression)
                    compiledInner = describedAsSwiftWritesIt(compiledInner, at: first.expression)
                }
                let inner = compiledInner.run
                let f = formatter
                let ctx = self.ctx
                let labels = es.expressions.map { $0.label?.text }
                if labels.count == 2, labels[0] == nil, labels[1] == "default" {
                    // `"\(name, default: "none")"`: an Optional's value, or the text when it is nil.
                    let fallback = expr(Array(es.expressions)[1].expression, expected: .named("String")).run
                    let p: Expr = { env throws(Interrupt) in
                        var v = try inner(env)
                        if case .optional(let wrapped) = v {
                            if let wrapped { v = wrapped } else { v = try fallback(env) }
                        }
                        return .string(try describeValue(v, formatter: f, ctx: ctx))
                    }
                    parts.append(p)
                    continue
                }
                if labels.count > 1 || labels[0] != nil {
                    // swiftc 6.3 here, for `"\(v, specifier: "%.2f")"` (SwiftUI's interpolation).
                    let have = labels.map { ($0 ?? "_") + ":" }.joined()
                    error(es.leftParen, "argument-labels", "incorrect argument label in call (have '\(have)', expected '_:default:')")
                }
                let p: Expr = { env throws(Interrupt) in
                    let v = try inner(env)
                    return .string(try describeValue(v, formatter: f, ctx: ctx))
                }
                parts.append(p)
            }
        }
        let text = pendingText
        if allText {
            // A `Character?` takes one too (`let c: Character? = "z"`).
            let character = { if case .named("Character")? = expected { true } else if case .optional(.named("Character"))? = expected { true } else { false } }()
            if character, let c = text.first, text.count == 1 {
                return Compiled({ _ throws(Interrupt) in .character(c) }, .named("Character"))
            }
            return Compiled({ _ throws(Interrupt) in .string(text) }, .named("String"))
        }
        if !text.isEmpty {
            let p: Expr = { _ throws(Interrupt) in .string(text) }
            parts.append(p)
        }
        let all = parts
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            var out = ""
            for p in all {
                guard case .string(let s) = try p(env) else { continue }
                try ctx.charge(bytes: out.utf8.count + s.utf8.count)
                out += s
            }
            return .string(out)
        }, .named("String"))
    }

    func tuple(_ t: TupleExprSyntax, expected: TypeRef?) -> Compiled {
        if t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return expr(only.expression, expected: expected)
        }
        // `let p: (x: Double, y: Double) = (1 / 2, 3)`: the labels do not change the types.
        var expectedTypes = expected?.unwrappedOptional.tupleElements
        if expectedTypes?.count != t.elements.count { expectedTypes = nil }
        let items = t.elements.enumerated().map { i, el in
            implicitlyUnwrapped(expr(el.expression, expected: expectedTypes?[i]), el.expression, for: expectedTypes?[i])
        }
        let runs = items.map(\.run)
        // An unlabelled tuple type expected (`let t: (Int, Int) = (a: 1, b: 2)`) takes the
        // elements without their labels, as Swift converts the value (`(1, 2)`).
        var labels = t.elements.map { $0.label?.text }
        if case .tuple? = expected?.unwrappedOptional { labels = labels.map { _ in nil } }
        let type: TypeRef? = items.allSatisfy { $0.type != nil } ? .tuple(items.map { $0.type! }, labels: labels) : nil
        return Compiled({ env throws(Interrupt) in
            var vals: [Value] = []
            vals.reserveCapacity(runs.count)
            for r in runs { vals.append(try r(env)) }
            return .tuple(vals, labels: labels)
        }, type)
    }

    func arrayLiteral(_ a: ArrayExprSyntax, expected: TypeRef?) -> Compiled {
        if let made = arrayLiteralOfProgramType(a, expected: expected) { return made }
        var elType: TypeRef? = nil
        if case .array(let t)? = expected { elType = t }
        if case .optional(.array(let t))? = expected { elType = t }
        if case .set(let t)? = expected {
            elType = t
            // `let s: Set = [1, 2.5]`: the literals decide the element type (`Set<Double>`).
            if case .any = t {
                elType = sharedLiteralType(of: a.elements.map(\.expression), at: ExprSyntax(a), genericResults: true) ?? t
            }
        }
        let contextual = elType != nil
        // swiftc: `[Any]` (an error for a variable's initial value), the operation an `Int`.
        let asAny = !contextual && mixesDoubleWithIntegerOperation(a.elements.map(\.expression))
        if asAny, reportHeterogeneousLiteral(a) { return Compiled { _ throws(Interrupt) in .void } }
        if elType == nil, !asAny { elType = sharedLiteralType(of: a.elements.map(\.expression), at: ExprSyntax(a), genericResults: true) }
        // `[Q(n: 2), nil]` is a `[Q?]`: its values are optionals (printed `Optional(…)`).
        if elType == nil, !asAny, a.elements.contains(where: { $0.expression.is(NilLiteralExprSyntax.self) }),
           let written = a.elements.first(where: { !$0.expression.is(NilLiteralExprSyntax.self) && !Self.isImplicitMember($0.expression) }),
           let type = quietType(written.expression), Self.isFullyKnown(type) {
            if case .optional = type { elType = type } else { elType = .optional(type) }
        }
        // `[Q(n: 1), .zero]`: an implicit member takes its type from the elements written in
        // full (as swiftc joins the elements' types), also where the context is `[Any]` or
        // the elements are optionals beside `nil`.
        var implicitContext: TypeRef? = nil
        if !asAny, a.elements.contains(where: { Self.isImplicitMember($0.expression) }),
           let written = a.elements.first(where: { !Self.isImplicitMember($0.expression) && !$0.expression.is(NilLiteralExprSyntax.self) }),
           case .named(let n)? = quietType(written.expression), types[n].map({ $0.host == nil }) ?? true {
            switch elType {
            case nil: elType = .named(n); implicitContext = elType
            case .any?: implicitContext = .named(n)
            case .optional(.named(let wrapped))? where wrapped == n: implicitContext = .named(n)
            default: break
            }
        }
        var items = a.elements.map { e in
            expr(e.expression, expected: implicitContext != nil && Self.isImplicitMember(e.expression) ? implicitContext : elType)
        }
        if !contextual { refuseDifferingElementTypeArguments(a) }
        if contextual, case .array? = expected.map(\.unwrappedOptional) {
            for (item, el) in zip(items, a.elements) { checkBinding(item, el.expression, to: elType, at: .element) }
            items = zip(items, a.elements).map { implicitlyUnwrapped($0, $1.expression, for: elType) }
        }
        let runs = items.map(\.run)
        let ctx = self.ctx
        var type = items.first?.type.map { TypeRef.array($0) }
        if !contextual, let common = nearestCommonSuperclass(items.map(\.type)) { type = .array(common) }
        if contextual, case .any? = expected {} else if contextual { type = expected }
        if !contextual, let elType { type = .array(elType) }
        if asAny { type = .array(.any) }
        let el = elType
        return Compiled({ env throws(Interrupt) in
            try ctx.allocate(runs.count)
            var vals: [Value] = []
            vals.reserveCapacity(runs.count)
            for r in runs {
                let v = try r(env)
                vals.append(el.map { coerce(v, to: $0) } ?? v)
            }
            try ctx.chargeNesting(vals)
            return .array(vals)
        }, type)
    }

    /// Whether `e` is an implicit member (`.zero`, `.circle(2)`), whose type comes from its context.
    static func isImplicitMember(_ e: ExprSyntax) -> Bool {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base == nil }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return m.base == nil }
        return false
    }

    /// The nearest class every type in `types` inherits from when they name different program
    /// classes (`[Movie(), Song()]` is a `[Media]`, as swiftc types it); nil when they are one
    /// type, or not all program classes, or share no superclass.
    func nearestCommonSuperclass(_ types: [TypeRef?]) -> TypeRef? {
        var classes: [TypeDecl] = []
        for t in types {
            guard case .named(let n)? = t, let d = self.types[n], d.kind == .classType else { return nil }
            classes.append(d)
        }
        guard let first = classes.first, classes.contains(where: { $0 !== first }) else { return nil }
        let common = first.selfAndSuperclasses.first { ancestor in
            classes.allSatisfy { $0 === ancestor || $0.isSubclass(of: ancestor) }
        }
        return common.map { .named($0.name) }
    }

    func dictionaryLiteral(_ d: DictionaryExprSyntax, expected: TypeRef?) -> Compiled {
        if let made = dictionaryLiteralOfProgramType(d, expected: expected) { return made }
        guard case .elements(let elements) = d.content else {
            if Self.keyValuePairsElements(expected) != nil { return Compiled({ _ throws(Interrupt) in .array([]) }, expected) }
            return Compiled({ _ throws(Interrupt) in .dictionary(OrderedDict()) }, expected)
        }
        if let (k, v) = Self.keyValuePairsElements(expected) { return keyValuePairsLiteral(elements, key: k, value: v) }
        var kt: TypeRef? = nil, vt: TypeRef? = nil
        let contextual: Bool
        if case .dictionary(let k, let v)? = expected.map(\.unwrappedOptional) { kt = k; vt = v; contextual = true } else {
            kt = sharedLiteralType(of: elements.map(\.key), at: ExprSyntax(d), genericResults: true)
            vt = sharedLiteralType(of: elements.map(\.value), at: ExprSyntax(d), genericResults: true)
            contextual = false
        }
        var type = expected
        if case .any? = expected { type = nil }
        if !contextual, kt != nil || vt != nil {
            let k = kt ?? literalDefaultType(elements.first!.key) ?? quietType(elements.first!.key)
            let v = vt ?? literalDefaultType(elements.first!.value) ?? quietType(elements.first!.value)
            if let k, let v { type = .dictionary(k, v) }
        }
        var compiledPairs = elements.map { (expr($0.key, expected: kt), expr($0.value, expected: vt)) }
        if contextual {
            compiledPairs = zip(compiledPairs, elements).map { pair, el in
                (implicitlyUnwrapped(pair.0, el.key, for: kt), implicitlyUnwrapped(pair.1, el.value, for: vt))
            }
        }
        if type == nil, let plain = Self.plainDictionaryType(compiledPairs) ?? certainValuesDictionaryType(compiledPairs) { type = plain }
        let pairs = compiledPairs.map { ($0.0.run, $0.1.run) }
        let ctx = self.ctx
        let valueType = vt, keyType = kt
        return Compiled({ env throws(Interrupt) in
            try ctx.allocate(pairs.count)
            var dict = OrderedDict()
            for (k, v) in pairs {
                var key = try k(env)
                if let keyType { key = coerce(key, to: keyType) }
                let value = try v(env)
                if dict.lookup(key) != nil {
                    throw .fatal("Fatal error: Dictionary literal contains duplicate keys")
                }
                dict.set(key, valueType.map { coerce(value, to: $0) } ?? value)
            }
            return .dictionary(dict)
        }, type)
    }
}

extension TokenSyntax {
    /// A number literal's text without its `_` separators (`1_000_000` → `1000000`), as the
    /// number initialisers read it. Not Foundation's `replacingOccurrences`, which goes through
    /// `NSString` for every literal of a program (and whose first call asks the runtime about
    /// `UInt16`'s conformances: two scans of every conformance in the binary).
    var numberText: String {
        let text = self.text
        return text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
    }
}
