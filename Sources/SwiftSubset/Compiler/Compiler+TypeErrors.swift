import SwiftSyntax

/// Swift's type errors found from the static types the compiler knows, reported before anything
/// runs and worded as swiftc words them. Each check speaks only when the types involved are
/// certain (plain standard types, or an optional of one), so a correct program is never refused.
extension Compiler {
    /// Operators whose operands must share one plain type.
    private static let sameTypeOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]
    /// Of those, the ones an optional operand does not take (`==` and `!=` compare optionals).
    private static let unwrappingOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">="]

    /// Reports an optional operand of arithmetic or ordering (`bonus + 1` with `bonus: Int?`) and
    /// operands of two different plain types (`"Age: " + age`, `count * 2.5`), as swiftc does.
    /// Whether it spoke.
    @discardableResult
    func checkOperands(_ op: String, _ l: Compiled, _ r: Compiled, _ node: InfixOperatorExprSyntax) -> Bool {
        guard Self.sameTypeOperators.contains(op) else { return false }
        if op == "==" || op == "!=", checkEqualityOfNonEquatable(op, l, r, node) { return true }
        if Self.unwrappingOperators.contains(op) {
            for (side, other, syntax) in [(l, r, node.leftOperand), (r, l, node.rightOperand)] {
                if case .optional(.named(let wrapped))? = side.type, Self.plainTypes.contains(wrapped),
                   case .named(let o)? = other.type, o == wrapped, !mayBeImplicitlyUnwrapped(syntax) {
                    error(unwrapAnchor(syntax), "optional-unwrap", "value of optional type '\(wrapped)?' must be unwrapped to a value of type '\(wrapped)'")
                    return true
                }
            }
        }
        if checkCharacterConcatenation(op, l, r, node) { return true }
        // Arrays of two plain element types (`[1, 2] + names`); two array literals share a type.
        if op == "+", case .array(.named(let a))? = l.type, case .array(.named(let b))? = r.type, a != b,
           Self.plainTypes.contains(a), Self.plainTypes.contains(b),
           !node.leftOperand.is(ArrayExprSyntax.self), !node.rightOperand.is(ArrayExprSyntax.self) {
            error(node.operator, "type-mismatch", "binary operator '+' cannot be applied to operands of type '[\(a)]' and '[\(b)]'")
            return true
        }
        guard case .named(let a)? = l.type, case .named(let b)? = r.type, a != b else { return false }
        if a == "Float" || b == "Float" {
            // A Float beside a Double, Int, String or Bool, where no literal may change a type.
            guard Self.plainTypes.contains(a) || Self.plainTypes.contains(b),
                  Self.plainTypes.contains(a == "Float" ? b : a),
                  floatMismatchIsCertain(node) else { return false }
            error(node.operator, "type-mismatch", "binary operator '\(op)' cannot be applied to operands of type '\(a)' and '\(b)'")
            return true
        }
        guard Self.plainTypes.contains(a), Self.plainTypes.contains(b) else { return false }
        // An integer literal may be a Double (`2 * price`), as in Swift.
        if a == "Int", b == "Double", containsIntegerLiteral(node.leftOperand) { return false }
        if b == "Int", a == "Double", containsIntegerLiteral(node.rightOperand) { return false }
        error(node.operator, "type-mismatch", "binary operator '\(op)' cannot be applied to operands of type '\(a)' and '\(b)'")
        return true
    }

    /// Reports `==`/`!=` between two values of one program type that is not `Equatable` and
    /// declares no such operator (`P() == P()`), in swiftc's words for a struct and for a class or
    /// an enum with payloads; whether it spoke. (The interpreter compared them field by field.)
    private func checkEqualityOfNonEquatable(_ op: String, _ l: Compiled, _ r: Compiled, _ node: InfixOperatorExprSyntax) -> Bool {
        // A subclass of a native class (`UIViewController`) is `Equatable` through `NSObject`;
        // the preludes' own types are left to their declarations.
        guard case .named(let n)? = l.type, case .named(n)? = r.type, let t = types[n], Members.hostOf(t) == nil, !t.isGeneric,
              !t.selfAndSuperclasses.contains(where: { preludeTypes.contains(ObjectIdentifier($0)) }),
              [.structType, .classType, .enumType].contains(t.kind) else { return false }
        if t.conforms(to: "Equatable") || t.conforms(to: "Hashable") || t.conforms(to: "Comparable") { return false }
        if t.kind == .enumType, t.caseLabels.allSatisfy(\.isEmpty) { return false }
        if t.selfAndSuperclasses.contains(where: { d in d.staticMethods.keys.contains { baseName($0) == op } })
            || methodRefsByBase.keys.contains(where: { $0.hasSuffix(".static." + op) }) || globalFunctions[op] != nil {
            return false
        }
        if t.kind == .structType {
            // swiftc's solver names `BinaryInteger` for `!=` here.
            let proto = op == "==" ? "Equatable" : "BinaryInteger"
            error(node.operator, "type-mismatch", "referencing operator function '\(op)' on '\(proto)' requires that '\(n)' conform to '\(proto)'")
        } else {
            error(node.operator, "type-mismatch", "binary operator '\(op)' cannot be applied to two '\(n)' operands")
        }
        return true
    }

    /// Reports `name?.count` where `name` is certainly of a plain, non-optional type, as swiftc
    /// does ("cannot use optional chaining on non-optional value of type 'String'").
    func checkChainOnNonOptional(_ base: Compiled, _ chain: OptionalChainingExprSyntax) {
        guard case .named(let n)? = base.type, Self.plainTypes.contains(n), !mayBeImplicitlyUnwrapped(chain.expression) else { return }
        error(chain.questionMark, "type-mismatch", "cannot use optional chaining on non-optional value of type '\(n)'")
    }

    /// Reports an assignment written as a condition (`if name = "Ada"`); whether it spoke.
    func checkAssignmentCondition(_ node: ExprSyntax) -> Bool {
        guard let i = node.as(InfixOperatorExprSyntax.self), i.operator.is(AssignmentExprSyntax.self) else { return false }
        error(i.operator, "type-mismatch", "use of '=' in a boolean context, did you mean '=='?")
        return true
    }

    /// Reports a condition whose static type is certainly not `Bool` (`if count`, `if optional`).
    func checkCondition(_ c: Compiled, _ node: ExprSyntax) {
        switch c.type {
        case .optional? where mayBeImplicitlyUnwrapped(node): break
        case .optional(.named("Bool"))?:
            error(node, "optional-unwrap", "value of optional type 'Bool?' must be unwrapped to a value of type 'Bool'")
        case .optional(.named(let wrapped))? where Self.plainTypes.contains(wrapped):
            error(node, "type-mismatch", "optional type '\(wrapped)?' cannot be used as a boolean; test for '!= nil' instead")
        case .named("Int")?:
            error(node, "type-mismatch", "type 'Int' cannot be used as a boolean; test for '!= 0' instead")
        case .named(let have)? where have != "Bool" && Self.plainTypes.contains(have):
            error(node, "type-mismatch", "cannot convert value of type '\(have)' to expected condition type 'Bool'")
        default: break
        }
    }

    /// Reports a `return` whose value does not fit the declared result: a value from a function
    /// declared without one, or a value of another plain type (or an unwrapped optional) where
    /// the function or a closure of written type declares one.
    func checkReturn(_ value: Compiled, _ node: ExprSyntax, in statement: ReturnStmtSyntax) {
        switch enclosingBody(of: statement) {
        case .function(let f):
            guard let clause = f.signature.returnClause else {
                if case .named(let have)? = value.type, Self.plainTypes.contains(have) {
                    error(node, "type-mismatch", "unexpected non-void return value in void function")
                }
                return
            }
            checkBinding(value, node, to: typeRef(clause.type), at: .returned)
        case .closure(let c): checkClosureResult(value, node, of: c)
        case nil: break
        }
    }

    /// Reports a value `c` gives (by `return` or as its one expression) that its result type
    /// cannot take, where `c` is bound to a written function type (`let f: (Int) -> Double = {
    /// $0 / 2 }`): only then is its result type certain.
    func checkClosureResult(_ value: Compiled, _ node: ExprSyntax, of c: ClosureExprSyntax) {
        guard let binding = c.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let written = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self) else { return }
        checkBinding(value, node, to: typeRef(written.returnClause.type), at: .closureResult)
    }

    /// The function or closure whose body holds `node`.
    private enum EnclosingBody {
        case function(FunctionDeclSyntax)
        case closure(ClosureExprSyntax)
    }

    private func enclosingBody(of node: some SyntaxProtocol) -> EnclosingBody? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return .function(f) }
            if let c = n.as(ClosureExprSyntax.self) { return .closure(c) }
            if n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(SubscriptDeclSyntax.self)
                || n.is(DeinitializerDeclSyntax.self) || n.is(PatternBindingSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// Members that `Optional` itself has, reached without unwrapping.
    private static let optionalMembers: Set<String> = [
        "map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "hashValue", "hash",
        "description", "self", "some", "none",
    ]

    /// Reports a member reached through an optional without `?` or `!` (`name.count` with
    /// `name: String?`), when the optional wraps a plain standard type or one of the program's.
    func checkOptionalBase(_ base: Compiled, _ baseExpr: ExprSyntax, member name: String) {
        guard case .optional(.named(let wrapped))? = base.type,
              Self.plainTypes.contains(wrapped) || types[wrapped] != nil,
              !Self.optionalMembers.contains(name), !spineHasOptionalChain(baseExpr),
              baseExpr.is(DeclReferenceExprSyntax.self) || baseExpr.is(MemberAccessExprSyntax.self),
              !mayBeImplicitlyUnwrapped(baseExpr) else { return }
        let place: Syntax = baseExpr.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(baseExpr)
        error(place, "optional-unwrap",
              "value of optional type '\(wrapped)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'")
    }

    /// Reports `!` after a variable of a plain non-optional type (`count!`).
    func checkForceUnwrap(_ inner: Compiled, _ f: ForceUnwrapExprSyntax) {
        guard f.expression.is(DeclReferenceExprSyntax.self), case .named(let have)? = inner.type,
              Self.plainTypes.contains(have) else { return }
        error(f.exclamationMark, "type-mismatch", "cannot force unwrap value of non-optional type '\(have)'")
    }

    /// Reports `if let x = value` where the value is of a plain non-optional type.
    func checkConditionalBinding(_ source: Compiled, _ b: OptionalBindingConditionSyntax) {
        guard case .named(let have)? = source.type, Self.plainTypes.contains(have) else { return }
        error(b.bindingSpecifier, "type-mismatch", "initializer for conditional binding must have Optional type, not '\(have)'")
    }

    /// Reports `c ? 1 : "none"` bound to a name without a written type: branches of two
    /// different plain types (a contextual type such as `Any` would take both).
    func checkTernaryBranches(_ a: Compiled, _ b: Compiled, _ t: TernaryExprSyntax) {
        guard let binding = t.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.typeAnnotation == nil,
              case .named(let x)? = a.type, case .named(let y)? = b.type, x != y,
              Self.plainTypes.contains(x), Self.plainTypes.contains(y) else { return }
        if x == "Int", y == "Double", containsIntegerLiteral(t.thenExpression) { return }
        if y == "Int", x == "Double", containsIntegerLiteral(t.elseExpression) { return }
        error(t.thenExpression, "type-mismatch", "result values in '? :' expression have mismatching types '\(x)' and '\(y)'")
    }

    /// Where swiftc points for an optional that must be unwrapped: a member's name, a
    /// subscript's `[`, else the expression's start.
    func unwrapAnchor(_ e: ExprSyntax) -> Syntax {
        if let m = e.as(MemberAccessExprSyntax.self) { return Syntax(m.declName) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return Syntax(s.leftSquare) }
        return Syntax(e)
    }

    /// Whether `e` may name something declared with an implicitly unwrapped type (`T!`), which the
    /// static types do not tell from `T?`: by the names `ProgramIndex` records in its one walk.
    func mayBeImplicitlyUnwrapped(_ e: ExprSyntax) -> Bool {
        let names = programIndex(of: e).implicitlyUnwrappedNames
        guard !names.isEmpty else { return false }
        if names.contains("*") { return true }
        let name: String?
        if let r = e.as(DeclReferenceExprSyntax.self) { name = r.baseName.text }
        else if let m = e.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text }
        else if let c = e.as(FunctionCallExprSyntax.self) { name = c.calledExpression.lastToken(viewMode: .sourceAccurate)?.text }
        else { name = nil }
        return name.map(names.contains) ?? true
    }
}

/// Where swiftc places an error about changing an immutable place, and how it words it.
enum MutationSite {
    /// The operator of a compound assignment (`n += 1`).
    case compoundOperator(Syntax)
    /// The `[` of the outermost subscript assigned through (`xs[0] = 1`).
    case subscriptBracket(Syntax)
    /// An `&` argument (`f(&x)`), at its `&`.
    case inoutArgument(Syntax)
}

extension Compiler {
    /// Reports a mutating method called on a `let` (`numbers.append(4)` with `let numbers`) or
    /// on a property whose setter is private to a type the call is not in (`bag.items.append(x)`,
    /// `checkPropertyWrite`): a standard collection's or String's mutating method, or one the
    /// program's struct or enum declares `mutating`.
    func checkMutatingCall(_ base: Compiled, _ baseExpr: ExprSyntax, _ name: String, at node: some SyntaxProtocol) {
        let mutates: Bool
        switch base.type {
        case .array?, .dictionary?, .set?, .named("String")?: mutates = BuiltinMutating.names.contains(name) && name != "toggle"
        case .named("Bool")?: mutates = name == "toggle"
        case let type? where Self.isStandardIterator(type): mutates = name == "next"
        case .named(let tn)?:
            guard let t = types[tn], t.kind == .structType || t.kind == .enumType else { return }
            mutates = Self.declaresMutating(tn, name, in: baseExpr.root)
        default: return
        }
        guard mutates else { return }
        if selfIsImmutable(holding: baseExpr) {
            error(node, "immutable-self", "cannot use mutating member on immutable value: 'self' is immutable")
            return
        }
        if let root = immutableRoot(baseExpr) {
            error(node, "mutating-on-let", "cannot use mutating member on immutable value: \(Self.constantReason(root))")
            return
        }
        if let access = baseExpr.as(MemberAccessExprSyntax.self), let owner = access.base,
           case .named(let tn)? = quietType(owner), let t = types[tn] {
            checkPropertyWrite(t, access.declName.baseName.text, at: access.declName)
        }
    }

    /// The name of the constant (a `let`, a parameter, a closure's `$0`) that `e` is, or holds
    /// through `var` stored properties of the program's structs (`s.inner.scores`), so that
    /// changing `e` would change the constant; nil otherwise (a class on the way, a computed
    /// property, a `var`).
    private func immutableRoot(_ e: ExprSyntax) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            guard case .local(_, let info)? = resolve(r.baseName.text), info.isLet, info.accessors == nil else { return nil }
            return r.baseName.text
        }
        guard let m = e.as(MemberAccessExprSyntax.self), let owner = m.base, m.declName.argumentNames == nil,
              case .named(let tn)? = quietType(owner), let t = types[tn], t.host == nil, t.kind == .structType,
              let index = t.storedIndex[m.declName.baseName.text] else { return nil }
        let own = index - t.fieldBase
        guard own >= 0, own < t.storedMutable.count, t.storedMutable[own] else { return nil }
        return immutableRoot(owner)
    }

    /// Whether `e` is a stored property of a struct's or enum's `self` (`items`, `self.items`)
    /// where `self` is immutable: a method not `mutating`, a getter.
    private func selfIsImmutable(holding e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            guard case .implicitSelfMember(let depth, let t, false)? = resolve(r.baseName.text), t.kind != .classType,
                  storedProperty(r.baseName.text, of: t) != nil, reboundSelf(depth, t) == nil else { return false }
            return !(scopeAt(depth)?.selfMutable ?? true)
        }
        guard let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              !selfIsBound else { return false }
        var s: FunctionScope? = scope
        while let fs = s, fs.selfType == nil { s = fs.parent }
        guard let fs = s, let t = fs.selfType, t.kind != .classType, storedProperty(m.declName.baseName.text, of: t) != nil else { return false }
        return !fs.selfMutable
    }

    /// Whether `self` is a local value here (a closure's capture, a rebound `self`).
    private var selfIsBound: Bool {
        if case .local? = resolve("self") ?? resolve("self$capture") { return true }
        return false
    }

    /// Why swiftc says the constant `name` cannot change: a closure's `$0` (and `self`) "is
    /// immutable", a named constant or parameter "is a 'let' constant".
    static func constantReason(_ name: String) -> String {
        name == "self" || name.hasPrefix("$") ? "'\(name)' is immutable" : "'\(name)' is a 'let' constant"
    }

    /// swiftc's error for changing something immutable (`reason`: "'n' is a 'let' constant",
    /// "'self' is immutable"): after `assignment` ("cannot assign to value") at `node`, or, on
    /// the left of a compound assignment, "left side of mutating operator isn't mutable" at its
    /// operator, or through a subscript, "cannot assign through subscript" at its `[`.
    func reportImmutable(_ node: some SyntaxProtocol, _ id: String, _ assignment: String, _ reason: String) {
        switch mutationSite {
        case .compoundOperator(let op)?: error(op, id, "left side of mutating operator isn't mutable: \(reason)")
        case .subscriptBracket(let bracket)?: error(bracket, id, "cannot assign through subscript: \(reason)")
        case .inoutArgument(let ampersand)?: error(ampersand, id, "cannot pass immutable value as inout argument: \(reason)")
        case nil: error(node, id, "\(assignment): \(reason)")
        }
    }

    /// Whether the program's struct or enum `type` (or an extension of it) declares `mutating func name`.
    private static func declaresMutating(_ type: String, _ name: String, in root: Syntax) -> Bool {
        let finder = MutatingMethods(type: type, viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.names.contains(name) && !finder.otherNames.contains(name)
    }

    /// Reports `word[0]` on a String (Swift indexes strings with `String.Index` only).
    func checkStringSubscript(_ base: Compiled, _ args: [Compiled], _ s: SubscriptCallExprSyntax) {
        guard case .named("String")? = base.type, args.count == 1, s.arguments.first?.label == nil,
              case .named("Int")? = args[0].type, memberTypes["String.subscript"] == nil else { return }
        error(s, "type-mismatch",
              "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
    }
}

/// The `mutating` methods one type's declaration and extensions declare, and its other methods.
private final class MutatingMethods: SyntaxVisitor {
    let type: String
    var names: Set<String> = []
    var otherNames: Set<String> = []

    init(type: String, viewMode: SyntaxTreeViewMode) {
        self.type = type
        super.init(viewMode: viewMode)
    }

    private func record(_ members: MemberBlockSyntax) {
        for m in members.members {
            guard let f = m.decl.as(FunctionDeclSyntax.self) else { continue }
            if f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) { names.insert(f.name.text) }
            else { otherNames.insert(f.name.text) }
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == type { record(node.memberBlock) }
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == type { record(node.memberBlock) }
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedText == type { record(node.memberBlock) }
        return .visitChildren
    }
}
