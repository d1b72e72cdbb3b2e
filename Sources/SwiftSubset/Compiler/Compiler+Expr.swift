@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Compiler {
    /// Lowers an expression; `expected` is the contextual type, when known.
    func expr(_ e: ExprSyntax, expected: TypeRef? = nil) -> Compiled {
        deeper(e, Compiled { _ throws(Interrupt) in .void }) {
            let expected = literalContexts.isEmpty ? expected : literalContexts[e.id] ?? expected
            if case .any? = expected { anyContexts.insert(e.id) }
            let pushed = pushLiteralContext(e, expected: expected)
            var c = exprUnguarded(e, expected: pushed ?? expected)
            // A compiled type without `Int`s is the more precise (an `ArraySlice` of the pushed type).
            if let pushed, c.type.map({ !Self.holdsNoInteger($0) }) ?? true { c.type = pushed }
            guard spineHasOptionalChain(e), isChainTop(e) else { return c }
            let r = c.run
            var type: TypeRef? = c.type.map { t -> TypeRef in t.isOptional ? t : .optional(t) }
            if c.type == nil { type = nil }
            return Compiled({ env throws(Interrupt) in
                do throws(Interrupt) {
                    let v = try r(env)
                    if case .optional = v { return v }
                    if case .void = v { return .optional(.void) }
                    return .optional(v)
                } catch {
                    if case .chainNil = error { return .optional(nil) }
                    throw error
                }
            }, type)
        }
    }

    /// Whether a postfix chain (`a?.b.c()`) contains `?` below this node.
    func spineHasOptionalChain(_ e: ExprSyntax) -> Bool {
        var cur: ExprSyntax? = e
        while let c = cur {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            if let m = c.as(MemberAccessExprSyntax.self) { cur = m.base }
            else if let f = c.as(FunctionCallExprSyntax.self) { cur = f.calledExpression }
            else if let s = c.as(SubscriptCallExprSyntax.self) { cur = s.calledExpression }
            else if let u = c.as(ForceUnwrapExprSyntax.self) { cur = u.expression }
            else { return false }
        }
        return false
    }

    /// Whether this node ends a postfix chain (its parent does not continue it).
    func isChainTop(_ e: ExprSyntax) -> Bool {
        guard let parent = e.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == e.id { return false }
        if let f = parent.as(FunctionCallExprSyntax.self), f.calledExpression.id == e.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == e.id { return false }
        if let u = parent.as(ForceUnwrapExprSyntax.self), u.expression.id == e.id { return false }
        if let o = parent.as(OptionalChainingExprSyntax.self), o.expression.id == e.id { return false }
        return true
    }

    private func exprUnguarded(_ e: ExprSyntax, expected: TypeRef?) -> Compiled {
        if !uncertainNumericLiterals.isEmpty {
            if let lit = e.as(IntegerLiteralExprSyntax.self), let taken = typeParameterLiteral(lit, negative: false) { return taken }
            certifyNumericLiteral(e, expected: expected)
        }
        if let lit = e.as(IntegerLiteralExprSyntax.self), let taken = numericSelfLiteral(lit, negative: false) { return taken }
        if let made = scalarLiteralOfProgramType(e, expected: expected) { return made }
        if let lit = e.as(IntegerLiteralExprSyntax.self) { return intLiteral(lit, expected: expected) }
        if let lit = e.as(FloatLiteralExprSyntax.self) {
            let v = Double(lit.literal.numberText) ?? 0
            if case .named("Float")? = expected { return floatLiteral(v, at: lit) }
            return Compiled({ _ throws(Interrupt) in .double(v) }, .named("Double"))
        }
        if let lit = e.as(BooleanLiteralExprSyntax.self) {
            let v = lit.literal.tokenKind == .keyword(.true)
            return Compiled({ _ throws(Interrupt) in .bool(v) }, .named("Bool"))
        }
        if e.is(NilLiteralExprSyntax.self) { return Compiled({ _ throws(Interrupt) in .optional(nil) }, expected) }
        if let s = e.as(StringLiteralExprSyntax.self) { return stringLiteral(s, expected: expected) }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            refuseViewPassedOn(r, expected: expected)
            if case .function(let f?)? = expected, f.parameters.count == 2, f.parameters.allSatisfy({ Self.isFloat($0.type) }) {
                // Typed as Float operands: computed in single precision (`binaryOperatorValue`).
            } else {
                refuseFloatElementArithmetic(e)
            }
            if case .function(let f?)? = expected, Self.binaryOperatorFunctionNames.contains(r.baseName.text) {
                return binaryOperatorValue(r.baseName.text, operandTypes: f.parameters.map(\.type))
            }
            return identifier(r)
        }
        if let m = e.as(MemberAccessExprSyntax.self) { return memberAccess(m, expected: expected) }
        if let c = e.as(FunctionCallExprSyntax.self) {
            refuseViewCallKeptAsAny(c, expected: expected)
            return call(c, expected: expected)
        }
        if let s = e.as(SubscriptCallExprSyntax.self) { return subscriptGet(s) }
        if let i = e.as(InfixOperatorExprSyntax.self) { return foldingLiteralNaN(infix(i, expected: expected), i) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return prefix(p, expected: expected) }
        if let t = e.as(TernaryExprSyntax.self) { return ternary(t, expected: expected) }
        if let t = e.as(TupleExprSyntax.self) { return tuple(t, expected: expected) }
        if let a = e.as(ArrayExprSyntax.self) { return arrayLiteral(a, expected: expected) }
        if let d = e.as(DictionaryExprSyntax.self) { return dictionaryLiteral(d, expected: expected) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return forceUnwrap(f) }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            let inner = expr(o.expression)
            checkChainOnNonOptional(inner, o)
            let r = inner.run
            var type: TypeRef? = nil
            if case .optional(let t)? = inner.type { type = t }
            return Compiled({ env throws(Interrupt) in
                switch try r(env) {
                case .optional(let x?): return x
                case .optional(nil): throw .chainNil
                case .weakRef(let c):
                    guard let o = try c.liveReferent() else { throw .chainNil }
                    return o
                case let v: return v
                }
            }, type)
        }
        if let c = e.as(ClosureExprSyntax.self) {
            return closure(c, expected: expected)
        }
        if let t = e.as(TryExprSyntax.self) { return tryExpr(t, expected: expected) }
        if let a = e.as(AwaitExprSyntax.self) { return expr(a.expression, expected: expected) }
        if let i = e.as(IsExprSyntax.self) { return isExpr(i) }
        if let a = e.as(AsExprSyntax.self) { return asExpr(a) }
        if let i = e.as(IfExprSyntax.self) { return ifExpression(i, expected: expected) }
        if let s = e.as(SwitchExprSyntax.self) { return switchExpression(s, expected: expected) }
        if e.is(SuperExprSyntax.self) { return superValue(e) }
        if let m = e.as(MacroExpansionExprSyntax.self) { return macro(m) }
        if let t = e.as(TypeExprSyntax.self) { return typeValue(t.type, node: e) }
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            let compiled = expr(p.expression)
            let inner = compiled.run
            return Compiled({ env throws(Interrupt) in
                guard case .int(let lo) = try inner(env) else { throw .fatal("Fatal error: one-sided ranges need integers") }
                return .partialRange(.from(lo))
            }, isStringIndex(compiled.type) ? .named(StringIndices.rangeTypeName("PartialRangeFrom")) : .named("Range"))
        }
        if let p = e.as(PostfixOperatorExprSyntax.self) {
            let op = p.operator.text
            if let user = unaryOperator(op, fixity: "postfix", operand: p.expression, expr(p.expression), builtin: nil) { return user }
            error(p, "unsupported", "postfix operator '\(op)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let g = e.as(GenericSpecializationExprSyntax.self) { return expr(g.expression) }
        if e.is(DiscardAssignmentExprSyntax.self) {
            error(e, "discard-outside-assignment", "'_' can only appear in a pattern or on the left side of an assignment")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let k = e.as(KeyPathExprSyntax.self) { return keyPath(k, expected: expected) }
        if e.is(RegexLiteralExprSyntax.self) { return unsupported(e, "regular expressions") }
        if let s = e.as(SequenceExprSyntax.self) {
            error(s, "cannot-fold", "cannot combine the operators in this expression")
            return Compiled { _ throws(Interrupt) in .void }
        }
        return unsupported(e, "expressions of this kind ('\(e.trimmedText.prefix(30))')")
    }

    private func forceUnwrap(_ f: ForceUnwrapExprSyntax) -> Compiled {
        let inner = expr(f.expression)
        checkForceUnwrap(inner, f)
        let run = inner.run
        var type: TypeRef? = nil
        if case .optional(let t)? = inner.type { type = t }
        // The crash is reported at the `!`, as compiled Swift's report points at it.
        let bang = f.exclamationMark.startLocation(converter: converter)
        let point = SourcePoint(line: bang.line, column: bang.column)
        let ctx = self.ctx
        func foundNil() -> Interrupt {
            let error = Interrupt.fatal("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
            Compiler.note(error, at: point, in: ctx)
            return error
        }
        return Compiled({ env throws(Interrupt) in
            let v = try run(env)
            switch v {
            case .optional(let x?): return x
            case .optional(nil):
                throw foundNil()
            case .weakRef(let cell):
                guard let o = try cell.liveReferent() else { throw foundNil() }
                return o
            default: return v
            }
        }, type)
    }

    /// `c ? a : b`. Without a contextual type the branches share one (`c ? 1 : 2.5` is
    /// `1.0`); passed as `Any`, each keeps its own (`print(c ? 1 : 2.5)` prints `1`).
    private func ternary(_ t: TernaryExprSyntax, expected: TypeRef?) -> Compiled {
        let c = condition(t.condition)
        let context = expected ?? sharedLiteralType(of: [t.thenExpression, t.elseExpression], at: ExprSyntax(t), genericResults: true)
        let a = expr(t.thenExpression, expected: context)
        let b = expr(t.elseExpression, expected: context ?? a.type)
        if expected == nil { checkTernaryBranches(a, b, t) }
        var ar = a.run, br = b.run
        if let context, context.needsCoercion, expected == nil {
            let (ra, rb) = (ar, br)
            ar = { env throws(Interrupt) in coerce(try ra(env), to: context) }
            br = { env throws(Interrupt) in coerce(try rb(env), to: context) }
        }
        var type = a.type ?? b.type
        if let context, expected == nil { type = context }
        if expected == nil, type?.optionalDepth ?? 0 == 0, let wrapped = wrappingBesideNil(t, a, b, runs: (ar, br)) {
            (ar, br, type) = (wrapped.then, wrapped.else, wrapped.type)
        }
        let (ra, rb) = (ar, br)
        return Compiled({ env throws(Interrupt) in try c(env) ? try ra(env) : try rb(env) }, type)
    }

    /// Lowers a Boolean condition.
    func condition(_ e: ExprSyntax) -> (Env) throws(Interrupt) -> Bool {
        if checkAssignmentCondition(e) { return { _ throws(Interrupt) in false } }
        let compiled = expr(e, expected: .named("Bool"))
        checkCondition(compiled, e)
        if let test = compiled.test { return test }
        let c = compiled.run
        return { env throws(Interrupt) in
            if case .bool(let b) = try c(env) { return b }
            return false
        }
    }

    /// Xcode's object literals: the type each makes in a UIKit program, and the initialiser
    /// labels its own labels become. `#colorLiteral(red:green:blue:alpha:)` is
    /// `UIColor(red:green:blue:alpha:)`; `#imageLiteral(resourceName:)` is
    /// `UIImage(imageLiteralResourceName:)` (UIKit's conformance to `_ExpressibleByImageLiteral`).
    static let objectLiterals: [String: (type: String, labels: [String: String])] = [
        "colorLiteral": ("UIColor", [:]),
        "imageLiteral": ("UIImage", ["resourceName": "imageLiteralResourceName"]),
    ]

    private func macro(_ m: MacroExpansionExprSyntax) -> Compiled {
        switch m.macroName.text {
        case "selector":
            let text = m.arguments.first?.expression.trimmedText ?? ""
            let name = text.split(separator: ".").last.map(String.init) ?? text
            return Compiled({ _ throws(Interrupt) in .selector(name) }, .named("Selector"))
        case "keyPath":
            // `#keyPath(Type.property)` is the string "property"; a path starting at a
            // property (`#keyPath(webView.title)`) keeps every component.
            var parts = (m.arguments.first?.expression.trimmedText ?? "").split(separator: ".").map(String.init)
            if let first = parts.first, parts.count > 1, case .type? = resolve(first) { parts.removeFirst() }
            let path = parts.joined(separator: ".")
            return Compiled({ _ throws(Interrupt) in .string(path) }, .named("String"))
        case "line":
            let line = m.startLocation(converter: converter).line
            return Compiled({ _ throws(Interrupt) in .int(line) }, .named("Int"))
        case "function":
            let name = Self.enclosingFunctionName(m)
            return Compiled({ _ throws(Interrupt) in .string(name) }, .named("String"))
        case "column":
            let column = m.startLocation(converter: converter).column
            return Compiled({ _ throws(Interrupt) in .int(column) }, .named("Int"))
        case "fileID":
            let file = "\(ctx.moduleName)/\(m.startLocation(converter: converter).file)"
            return Compiled({ _ throws(Interrupt) in .string(file) }, .named("String"))
        case "file", "filePath":
            // Swift 5 mode (swiftc's default here): `#file` is `#filePath`, the path swiftc was
            // given, which for a run is its file's name (`swiftc main.swift` prints `main.swift`).
            let file = m.startLocation(converter: converter).file
            return Compiled({ _ throws(Interrupt) in .string(file) }, .named("String"))
        case let name where Self.objectLiterals[name] != nil:
            // Xcode's object literals: in a UIKit program each is its UIKit type's initialiser
            // (swiftc: `_ExpressibleByColorLiteral`, `_ExpressibleByImageLiteral`).
            guard let literal = Self.objectLiterals[name], case .type(let type)? = resolve(literal.type) else {
                return unsupported(m, "'#\(name)' outside a UIKit program")
            }
            let args = m.arguments.map {
                CallArg(label: $0.label.map { literal.labels[$0.text] ?? $0.text }, syntax: $0.expression, isTrailing: false)
            }
            return construct(type, args, node: m)
        default:
            return unsupported(m, "macros like '#\(m.macroName.text)'")
        }
    }
}

extension Compiler {
    /// What `#function` says at `node`, as swiftc does: the enclosing function, initialiser or
    /// subscript with its argument labels (`greet(person:_:)`, `init()`), `deinit`, a
    /// property's name inside its accessors, `main` at the top level; closures take the name
    /// of what encloses them.
    static func enclosingFunctionName(_ node: some SyntaxProtocol) -> String {
        func signature(_ base: String, _ params: FunctionParameterListSyntax) -> String {
            base + "(" + params.map { ($0.firstName.text) + ":" }.joined() + ")"
        }
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return signature(f.name.text, f.signature.parameterClause.parameters) }
            if let i = n.as(InitializerDeclSyntax.self) { return signature("init", i.signature.parameterClause.parameters) }
            if n.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let s = n.as(SubscriptDeclSyntax.self) {
                // A subscript's parameters have no argument label unless given one explicitly.
                return "subscript(" + s.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }.joined() + ")"
            }
            if let b = n.as(PatternBindingSyntax.self), b.accessorBlock != nil { return b.pattern.trimmedText }
            current = n.parent
        }
        return "main"
    }
}

/// What string interpolation and `print` (or `debugPrint`, when `debug`) produce for a value,
/// honouring `description`; an error the program's `description` raises ends the run. The
/// text's size is charged against the limits before it is made (`chargeDescription(of:)`).
func describeValue(_ v: Value, formatter: ValueFormatter, ctx: RunContext, debug: Bool = false) throws(Interrupt) -> String {
    try ctx.chargeDescription(of: v)
    try KeyPathAccess.refuseDescribingWithoutText(v)
    if ctx.declaresGenericTypes { try GenericDescription.refuseTypeArguments(in: v, debug: debug) }
    if ctx.declaresLocalTypes { try LocalTypeDescription.refuseQualifiedNames(in: v, debug: debug) }
    if debug { return formatter.debug(v) }
    if let text = try formatter.customText(v, debug: false) { return text }
    return formatter.describe(v)
}
