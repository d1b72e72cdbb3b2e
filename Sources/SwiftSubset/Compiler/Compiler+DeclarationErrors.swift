import SwiftSyntax

/// Swift's errors about declarations that need no types inferred, read from the syntax alone:
/// a class whose stored properties no initialiser sets, a type missing a requirement of the
/// program's own protocol, a function whose body can end without returning. Each speaks only
/// when the program shows the fault for certain (anything it cannot read is taken as fine).
extension Compiler {
    func checkDeclarations(in file: SourceFileSyntax) {
        let collected = programIndex(of: file)
        let calls = neverReturningCalls(in: file)
        for c in collected.classes { checkClassInitialisers(c) }
        checkFinalOverrides(collected.classes)
        checkRequiredInitialisers(collected.classes)
        checkInitialiserDelegation(collected.classes)
        for members in collected.typeMembers {
            checkInitialisersSetEveryProperty(members, calls: calls)
            checkInitialiserBodies(members)
        }
        for call in collected.typeNameCalls { checkPrivateInitialiserCall(call, index: collected) }
        for patterns in collected.caseLists { checkCaseListBindings(patterns) }
        for g in collected.guards { checkGuardExits(g, calls: calls) }
        for (decl, name, inherited) in collected.conformers {
            checkRequirements(decl, name: name, inherited: inherited, index: collected)
        }
        for f in collected.functions {
            checkReturns(f.decl, calls: calls)
            checkRethrows(f.decl)
        }
        for value in collected.bareNameInitialisers { checkTypeAsValue(value, index: collected) }
        checkStandardConformances(collected)
        checkDeclarationShapes(in: file)
        checkRecursiveValueTypes(collected.valueTypes)
    }

    // MARK: expected member name or initializer call after type name

    /// `let vc = UIViewController`: a type's bare name as a value (Swift wants `.self` or a call).
    private func checkTypeAsValue(_ value: DeclReferenceExprSyntax, index: ProgramIndex) {
        let name = value.baseName.text
        guard value.argumentNames == nil, name.first?.isUppercase == true, types[name] != nil,
              !index.valueNames.contains(name) else { return }
        error(value, "type-as-value", "expected member name or initializer call after type name")
    }

    // MARK: class 'X' has no initializers

    private func checkClassInitialisers(_ c: ClassDeclSyntax) {
        let members = c.memberBlock.members.map(\.decl)
        if members.contains(where: { $0.is(InitializerDeclSyntax.self) || $0.is(IfConfigDeclSyntax.self) }) { return }
        if !Self.propertiesNeedingValues(members).isEmpty {
            error(c.name, "no-initializers", "class '\(c.name.text)' has no initializers")
        }
    }

    /// The stored properties (plain ones: no wrapper, not `lazy` or static) declared with a
    /// non-optional type and no value, which every initialiser must set.
    private static func propertiesNeedingValues(_ members: [DeclSyntax]) -> [String] {
        members.flatMap { member -> [String] in
            guard let v = member.as(VariableDeclSyntax.self), v.attributes.isEmpty,
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { return [] }
            return v.bindings.compactMap { b in
                guard b.initializer == nil, b.accessorBlock == nil, let type = b.typeAnnotation?.type,
                      !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                      let id = b.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                return id.identifier.text
            }
        }
    }

    // MARK: return from initializer without initializing all stored properties

    /// An initialiser of a class or struct whose body names one of the properties that need a
    /// value nowhere and can end normally (it neither delegates with `self.init`, assigns
    /// `self`, nor may stop at a call that never returns); with a `super.init` call, swiftc reports it there.
    private func checkInitialisersSetEveryProperty(_ members: MemberBlockSyntax, calls: NeverReturningCalls) {
        let decls = members.members.map(\.decl)
        if decls.contains(where: { $0.is(IfConfigDeclSyntax.self) }) { return }
        let needed = Self.propertiesNeedingValues(decls)
        guard !needed.isEmpty else { return }
        for i in decls.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            // A convenience initialiser sets nothing itself (`checkInitialiserDelegation`).
            if i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) { continue }
            guard let body = i.body, !Self.terminates(Array(body.statements), calls: calls) else { continue }
            let named = Set(body.statements.tokens(viewMode: .sourceAccurate).map(\.text))
            guard let missing = needed.first(where: { !named.contains($0) }) else { continue }
            let initCalls = Syntax(body).descendants(MemberAccessExprSyntax.self).filter { $0.declName.baseName.text == "init" }
            let assignsSelf = Syntax(body).descendants(InfixOperatorExprSyntax.self).contains {
                $0.operator.is(AssignmentExprSyntax.self) && $0.leftOperand.trimmedText == "self"
            }
            if assignsSelf || initCalls.contains(where: { $0.base?.trimmedText != "super" }) { continue }
            if let superInit = initCalls.first {
                error(superInit.declName, "uninitialised-property", "property 'self.\(missing)' not initialized at super.init call")
            } else {
                error(body.rightBrace, "uninitialised-property", "return from initializer without initializing all stored properties")
            }
        }
    }

    // MARK: 'guard' body must not fall through

    /// A `guard` whose body certainly ends by running on: empty, or ending with a call or an
    /// assignment that certainly returns (`NeverReturningCalls`), or a declaration.
    private func checkGuardExits(_ g: GuardStmtSyntax, calls: NeverReturningCalls) {
        let fallsThrough: Bool
        switch g.body.statements.last?.item {
        case nil: fallsThrough = true
        case .decl(let d)?: fallsThrough = d.is(VariableDeclSyntax.self)
        case .stmt(let s)?:
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return }
            fallsThrough = Self.certainlyContinues(e, calls: calls)
        case .expr(let e)?: fallsThrough = Self.certainlyContinues(e, calls: calls)
        }
        if fallsThrough {
            error(g.body.rightBrace, "guard-falls-through",
                  "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")
        }
    }

    /// A call or an operator (an assignment) whose evaluation calls nothing that may not return.
    private static func certainlyContinues(_ e: ExprSyntax, calls: NeverReturningCalls) -> Bool {
        (e.is(FunctionCallExprSyntax.self) || e.is(InfixOperatorExprSyntax.self)) && !terminates(e, calls: calls)
    }

    // MARK: type 'X' does not conform to protocol 'P'

    private func checkRequirements(_ decl: some SyntaxProtocol, name: TokenSyntax, inherited: [String], index: ProgramIndex) {
        let typeName = name.text
        // A program's class among the inherited types brings members of its own.
        if inherited.contains(where: { index.classNames.contains($0) }) { return }
        // A class whose first inherited name is not the program's protocol may have a superclass
        // from a host module, whose members are not read here.
        if decl.is(ClassDeclSyntax.self), let first = inherited.first, !index.protocolNames.contains(first) { return }
        if decl.is(ExtensionDeclSyntax.self), let first = index.classInheritance[typeName]?.first,
           !index.protocolNames.contains(first) { return }
        // A standard (or host) type an extension makes conform has members not read here
        // (`extension Int: Summable {}` finds Int's `zero` and `+`).
        if decl.is(ExtensionDeclSyntax.self), !index.declaredTypeNames.contains(typeName) { return }
        let own = inherited.reduce(index.memberNames[typeName, default: []]) { $0.union(index.memberNames[$1, default: []]) }
        for p in inherited {
            guard let requirements = index.protocolRequirements[p] else { continue }
            // A protocol that inherits others or has extensions may be satisfied in ways not read here.
            if index.extendedProtocols.contains(p) { continue }
            if requirements.contains(where: { !own.contains($0) && !Self.synthesizable.contains($0) })
                || index.protocolRequirementDecls[p, default: []].contains(where: { !Self.witnessFits($0, in: index.memberDecls[typeName, default: []]) }) {
                error(name, "protocol-conformance", "type '\(typeName)' does not conform to protocol '\(p)'")
                return
            }
        }
    }

    /// The standard types whose names alone tell two types apart here.
    private static let plainWitnessTypes: Set<String> = ["Int", "Double", "String", "Bool", "Character", "Float"]

    /// Whether the type's member meeting `requirement` (of a program protocol) may fit it: false
    /// only where its one declaration of the name certainly does not: a property of another
    /// plain type (`var name: Int` for `var name: String { get }`), a `let` or a getter-only
    /// property for `{ get set }`, a method of the same parameters returning another plain type,
    /// methods of the name none of which takes the requirement's argument labels.
    private static func witnessFits(_ requirement: DeclSyntax, in members: [DeclSyntax]) -> Bool {
        if let wanted = requirement.as(VariableDeclSyntax.self), wanted.bindings.count == 1, let binding = wanted.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let named = members.filter { Self.declaredNames(of: $0).contains(name) }
            guard named.count == 1, let v = named[0].as(VariableDeclSyntax.self), v.bindings.count == 1, let own = v.bindings.first,
                  v.modifiers.map(\.name.text).sorted() == wanted.modifiers.map(\.name.text).sorted(), v.attributes.isEmpty else { return true }
            if Self.hasSetter(binding), v.bindingSpecifier.tokenKind == .keyword(.let) || !own.isStored && !Self.hasSetter(own) { return false }
            if let want = binding.typeAnnotation?.type.trimmedText, let have = own.typeAnnotation?.type.trimmedText ?? own.initializer.flatMap({ Self.literalType($0.value) }),
               Self.plainWitnessTypes.contains(want), Self.plainWitnessTypes.contains(have), want != have { return false }
            return true
        }
        if let wanted = requirement.as(FunctionDeclSyntax.self), wanted.genericParameterClause == nil {
            let named = members.filter { Self.declaredNames(of: $0).contains(wanted.name.text) }
            // Methods of the name, none taking the requirement's argument labels (`run(times:)` for `run()`).
            let labels = { (f: FunctionDeclSyntax) in f.signature.parameterClause.parameters.map(\.firstName.text) }
            let methods = named.compactMap { $0.as(FunctionDeclSyntax.self) }
            if !methods.isEmpty, methods.count == named.count, wanted.attributes.isEmpty,
               methods.allSatisfy({ $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue == nil && $0.ellipsis == nil } }),
               !methods.contains(where: { labels($0) == labels(wanted) }) { return false }
            guard named.count == 1, let f = named[0].as(FunctionDeclSyntax.self), f.genericParameterClause == nil,
                  f.signature.parameterClause.trimmedText == wanted.signature.parameterClause.trimmedText,
                  let want = wanted.signature.returnClause?.type.trimmedText, let have = f.signature.returnClause?.type.trimmedText,
                  Self.plainWitnessTypes.contains(want), Self.plainWitnessTypes.contains(have) else { return true }
            return want == have
        }
        return true
    }

    /// The type a literal makes with nothing else to go on (`0` an Int, `"a"` a String).
    private static func literalType(_ e: ExprSyntax) -> String? {
        if e.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if e.is(FloatLiteralExprSyntax.self) { return "Double" }
        if e.is(StringLiteralExprSyntax.self) { return "String" }
        if e.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// The names a member declaration declares (a property's, a method's, a case's, a nested type's).
    private static func declaredNames(of d: DeclSyntax) -> Set<String> {
        if let f = d.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let v = d.as(VariableDeclSyntax.self) {
            return Set(v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        if let c = d.as(EnumCaseDeclSyntax.self) { return Set(c.elements.map(\.name.text)) }
        if let t = d.asProtocol(NamedDeclSyntax.self) { return [t.name.text] }
        return []
    }

    /// Whether a property (a requirement, a computed property) declares a setter.
    private static func hasSetter(_ b: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = b.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    /// Requirement names the standard library may provide or synthesize.
    private static let synthesizable: Set<String> = [
        "hashValue", "hash", "rawValue", "==", "<", "allCases", "encode", "description", "debugDescription", "id",
    ]

    // MARK: missing return

    private func checkReturns(_ f: FunctionDeclSyntax, calls: NeverReturningCalls) {
        guard let clause = f.signature.returnClause, let body = f.body else { return }
        let written = clause.type.trimmedText
        if ["Void", "()", "Never"].contains(written) { return }
        let items = Array(body.statements)
        // A single expression is returned implicitly: `print(…)` there gives `()`.
        if items.count == 1, case .expr(let e) = items[0].item {
            if !["Any", "Any?"].contains(written), let call = e.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
               ["print", "debugPrint"].contains(callee.baseName.text), resolve(callee.baseName.text) == nil,
               globalFunctions[callee.baseName.text] == nil {
                error(e, "return-type", "cannot convert return expression of type '()' to return type '\(written)'")
            }
            return
        }
        // An `if` or `switch` expression alone is returned implicitly too (`switch n { case 0:
        // "zero"; default: String(n) }`): each branch one expression.
        if items.count == 1, let only = Self.branchingExpression(items[0]), Self.isValued(only) {
            // A branch printing gives `()` (swiftc: "cannot convert value of type '()' to
            // specified type 'Int'" at the call).
            if !["Any", "Any?"].contains(written), let printing = Syntax(only).descendants(FunctionCallExprSyntax.self).first(where: { call in
                guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                      ["print", "debugPrint"].contains(callee.baseName.text), resolve(callee.baseName.text) == nil,
                      globalFunctions[callee.baseName.text] == nil else { return false }
                return Self.isBranchValue(call, of: only)
            }) {
                error(printing, "return-type", "cannot convert value of type '()' to specified type '\(written)'")
            }
            return
        }
        if Self.terminates(items, calls: calls) { return }
        let kind: String
        if f.parent?.is(CodeBlockItemSyntax.self) == true {
            guard f.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return }  // local functions
            kind = "global function"
        } else if f.parent?.is(MemberBlockItemSyntax.self) == true {
            kind = f.modifiers.contains { ["static", "class"].contains($0.name.text) } ? "static method" : "instance method"
        } else {
            return
        }
        error(body.rightBrace, "missing-return", "missing return in \(kind) expected to return '\(written)'")
    }

    /// Whether `call` is the one expression of a branch of `branching` (or of an `if` or
    /// `switch` nested as such), not one inside a closure there.
    private static func isBranchValue(_ call: FunctionCallExprSyntax, of branching: ExprSyntax) -> Bool {
        var node: Syntax? = call.parent
        if node?.is(ExpressionStmtSyntax.self) == true { node = node?.parent }
        guard node?.is(CodeBlockItemSyntax.self) == true else { return false }
        while let n = node, n.id != branching.id {
            if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) { return false }
            node = n.parent
        }
        return node != nil
    }

    /// The `if` or `switch` a body's only statement is, as an expression.
    private static func branchingExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        var e: ExprSyntax?
        switch item.item {
        case .expr(let x): e = x
        case .stmt(let st): e = st.as(ExpressionStmtSyntax.self)?.expression
        case .decl: e = nil
        }
        guard let e, e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) else { return nil }
        return e
    }

    /// Whether every branch of this `if`/`switch` is a single expression (a nested `if` or
    /// `switch` one in turn), so the whole is an expression giving a value.
    private static func isValued(_ e: ExprSyntax) -> Bool {
        func single(_ items: CodeBlockItemListSyntax) -> Bool {
            guard items.count == 1, let only = items.first else { return false }
            if let nested = branchingExpression(only) { return isValued(nested) }
            if case .expr = only.item { return true }
            if case .stmt(let st) = only.item { return st.is(ExpressionStmtSyntax.self) || st.is(ThrowStmtSyntax.self) }
            return false
        }
        if let i = e.as(IfExprSyntax.self) {
            guard let elseBody = i.elseBody, single(i.body.statements) else { return false }
            switch elseBody {
            case .codeBlock(let b): return single(b.statements)
            case .ifExpr(let nested): return isValued(ExprSyntax(nested))
            }
        }
        guard let s = e.as(SwitchExprSyntax.self) else { return false }
        return s.cases.allSatisfy { el in
            guard case .switchCase(let c) = el else { return false }
            return single(c.statements)
        }
    }

    /// Whether control certainly cannot run past the end of these statements. Anything not
    /// understood counts as ending, so only a plain fall-through is reported.
    private static func terminates(_ items: [CodeBlockItemSyntax], calls: NeverReturningCalls) -> Bool {
        guard let last = items.last else { return false }
        // Code after a `return` or `throw` never runs (swiftc only warns about it).
        if items.dropLast().contains(where: { item in
            guard case .stmt(let s) = item.item else { return false }
            return s.is(ReturnStmtSyntax.self) || s.is(ThrowStmtSyntax.self)
        }) { return true }
        switch last.item {
        case .decl(let d): return !(d.is(VariableDeclSyntax.self) || d.is(FunctionDeclSyntax.self))
        case .stmt(let s): return terminates(s, calls: calls)
        case .expr(let e): return terminates(e, calls: calls)
        }
    }

    private static func terminates(_ s: StmtSyntax, calls: NeverReturningCalls) -> Bool {
        if s.is(ReturnStmtSyntax.self) || s.is(ThrowStmtSyntax.self) { return true }
        if let e = s.as(ExpressionStmtSyntax.self) { return terminates(e.expression, calls: calls) }
        if let l = s.as(LabeledStmtSyntax.self) { return terminates(l.statement, calls: calls) }
        if s.is(ForStmtSyntax.self) { return false }
        if let w = s.as(WhileStmtSyntax.self) { return w.conditions.trimmedText == "true" }
        if let r = s.as(RepeatStmtSyntax.self) { return r.condition.trimmedText == "true" }
        if let d = s.as(DoStmtSyntax.self) {
            return terminates(Array(d.body.statements), calls: calls)
                && d.catchClauses.allSatisfy { terminates(Array($0.body.statements), calls: calls) }
        }
        if s.is(GuardStmtSyntax.self) || s.is(BreakStmtSyntax.self) || s.is(ContinueStmtSyntax.self) { return false }
        return true
    }

    private static func terminates(_ e: ExprSyntax, calls: NeverReturningCalls) -> Bool {
        if let i = e.as(IfExprSyntax.self) {
            guard let elseBody = i.elseBody else { return i.conditions.trimmedText == "true" }
            let thenEnds = terminates(Array(i.body.statements), calls: calls)
            switch elseBody {
            case .codeBlock(let b): return thenEnds && terminates(Array(b.statements), calls: calls)
            case .ifExpr(let nested): return thenEnds && terminates(ExprSyntax(nested), calls: calls)
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            return s.cases.allSatisfy { el in
                guard case .switchCase(let c) = el else { return true }
                return terminates(Array(c.statements), calls: calls)
                    || c.statements.last?.item.as(FallThroughStmtSyntax.self) != nil
            }
        }
        if e.is(TryExprSyntax.self) || e.is(AwaitExprSyntax.self) { return true }
        if e.is(FunctionCallExprSyntax.self) || e.is(InfixOperatorExprSyntax.self) || e.is(DeclReferenceExprSyntax.self)
            || e.is(MemberAccessExprSyntax.self) { return calls.mayStop(e) }
        return true
    }
}
