import SwiftSyntax

/// swiftc's errors about how a class's initialisers delegate, read from the syntax (the
/// interpreter ran these): a designated initialiser calling `self.init`, a convenience one
/// calling `super.init`, a convenience one using `self` (or ending) without `self.init`, and,
/// in a subclass of a program class, a stored property set only after the `super.init` call or
/// `self` used (an inherited property, a method) before it.
extension Compiler {
    func checkInitialiserDelegation(_ classes: [ClassDeclSyntax]) {
        let hierarchy = ProgramClassHierarchy(classes)
        for c in classes {
            let superclasses = hierarchy.superclasses(of: c)
            for member in c.memberBlock.members {
                guard let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body else { continue }
                let convenience = i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
                let delegations = body.statements.compactMap { Self.delegation(in: $0) }
                if !convenience, delegations.contains(where: { $0.base == "self" }) {
                    error(i.initKeyword, "initializer-delegation",
                          "designated initializer for '\(c.name.text)' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?")
                } else if convenience, let chained = delegations.first(where: { $0.base == "super" }) {
                    error(chained.name, "initializer-delegation",
                          "convenience initializer for '\(c.name.text)' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')")
                } else if convenience, !Self.delegatesAnywhere(body) {
                    checkConvenienceWithoutDelegation(body, members: Self.memberNames(of: [c] + superclasses))
                } else if !convenience, !superclasses.isEmpty, delegations.count == 1, let chained = delegations.first,
                          chained.base == "super" {
                    checkBeforeSuperInit(i, body, chained, c, superclasses)
                }
            }
        }
    }

    /// A `self.init(…)` or `super.init(…)` call standing as one of an initialiser's statements.
    private struct Delegation {
        let base: String
        let name: TokenSyntax
        let statement: CodeBlockItemSyntax
    }

    private static func delegation(in item: CodeBlockItemSyntax) -> Delegation? {
        guard case .expr(var e) = item.item else { return nil }
        if let t = e.as(TryExprSyntax.self) { e = t.expression }
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.tokenKind == .keyword(.`init`), let base = m.base?.as(SuperExprSyntax.self).map({ _ in "super" })
                ?? m.base?.as(DeclReferenceExprSyntax.self).flatMap({ $0.baseName.tokenKind == .keyword(.self) ? "self" : nil }) else { return nil }
        return Delegation(base: base, name: m.declName.baseName, statement: item)
    }

    /// In a subclass's designated initialiser: a stored property of its own with no value, not
    /// named before `super.init` (swiftc reports it first), else `self` used before the call
    /// through an inherited property or a method (swiftc reports the last such use first).
    private func checkBeforeSuperInit(_ i: InitializerDeclSyntax, _ body: CodeBlockSyntax, _ chained: Delegation,
                                      _ c: ClassDeclSyntax, _ superclasses: [ClassDeclSyntax]) {
        let before = body.statements.prefix { $0.id != chained.statement.id }
        let namedBefore = Set(before.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
        // One named nowhere in the body is `checkInitialisersSetEveryProperty`'s.
        let namedAnywhere = Set(body.statements.tokens(viewMode: .sourceAccurate).map(\.text))
        let unset = Self.storedProperties(of: c).filter { !$0.hasValue && !namedBefore.contains($0.name) && namedAnywhere.contains($0.name) }
        if unset.count == 1 {
            error(chained.name, "super-init-order", "property 'self.\(unset[0].name)' not initialized at super.init call")
            return
        }
        guard unset.isEmpty else { return }
        let inherited = Set(superclasses.flatMap { Self.storedProperties(of: $0).map(\.name) + Self.computedProperties(of: $0) })
        let methods = Set(([c] + superclasses).flatMap { s in s.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text } })
        let uses = Self.memberUses(in: Array(before), names: inherited.union(methods)).filter {
            $0.called ? methods.contains($0.name) : inherited.contains($0.name)
        }
        guard let last = uses.last else { return }
        let what = last.called ? "method call '\(last.name)'" : "property access '\(last.name)'"
        // A read that is an assignment's whole value is placed at its `=`, as swiftc places it.
        let read = last.throughSelf ? last.reference.parent ?? Syntax(last.reference) : Syntax(last.reference)
        let assignment = read.parent?.as(InfixOperatorExprSyntax.self).flatMap {
            $0.operator.is(AssignmentExprSyntax.self) && $0.rightOperand.id == read.id ? Syntax($0.operator) : nil
        }
        error(assignment ?? Syntax(last.reference), "super-init-order", "'self' used in \(what) before 'super.init' call")
    }

    /// A convenience initialiser that never delegates: swiftc's error at its first use of
    /// `self` (a member through `self.` or alone), else at its end.
    private func checkConvenienceWithoutDelegation(_ body: CodeBlockSyntax, members: Set<String>) {
        let items = Array(body.statements)
        let explicit = items.flatMap { $0.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.self) } }.map(Syntax.init)
        let implicit = Self.memberUses(in: items, names: members).filter { !$0.throughSelf }.map { Syntax($0.reference) }
        if let first = (explicit + implicit).min(by: { $0.position < $1.position }) {
            error(first, "initializer-delegation", "'self' used before 'self.init' call or assignment to 'self'")
        } else {
            error(body.rightBrace, "initializer-delegation", "'self.init' isn't called on all paths before returning from initializer")
        }
    }

    /// Whether the body calls `self.init` or assigns `self` anywhere (a branch included).
    private static func delegatesAnywhere(_ body: CodeBlockSyntax) -> Bool {
        callsSelfInit(body) || Syntax(body).descendants(InfixOperatorExprSyntax.self).contains {
            $0.operator.is(AssignmentExprSyntax.self) && $0.leftOperand.trimmedText == "self"
        }
    }

    /// Whether an initialiser's body calls `self.init` anywhere (a struct's initialiser that
    /// does is a delegating one; one assigning `self = …` is not).
    static func callsSelfInit(_ body: CodeBlockSyntax) -> Bool {
        Syntax(body).descendants(MemberAccessExprSyntax.self).contains {
            $0.declName.baseName.tokenKind == .keyword(.`init`) && $0.base?.trimmedText == "self"
        }
    }

    /// The names of the properties and methods the classes declare in their bodies.
    private static func memberNames(of classes: [ClassDeclSyntax]) -> Set<String> {
        Set(classes.flatMap { c in
            c.memberBlock.members.flatMap { m -> [String] in
                if let f = m.decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
                return m.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } ?? []
            }
        })
    }

    /// A use of one of `names` in `items`, outside closures (swiftc words a capture otherwise):
    /// through `self.` or alone (not shadowed by a local), and whether it is called.
    private struct MemberUse {
        let reference: DeclReferenceExprSyntax
        let name: String
        let throughSelf: Bool
        let called: Bool
    }

    private static func memberUses(in items: [CodeBlockItemSyntax], names: Set<String>) -> [MemberUse] {
        var uses: [MemberUse] = []
        for item in items {
            for r in item.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = r.tokenKind, names.contains(name), let reference = r.parent?.as(DeclReferenceExprSyntax.self),
                      reference.baseName.id == r.id, !Syntax(reference).isNested(below: Syntax(item)) else { continue }
                let access = reference.parent?.as(MemberAccessExprSyntax.self)
                let throughSelf = access?.declName.id == reference.id
                if throughSelf {
                    guard access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                } else if access != nil || lexicalDeclaration(of: name, from: Syntax(reference)).map({ !$0.isGlobal }) ?? false {
                    // A global of the name does not hide the member (Swift looks in the type first).
                    continue
                }
                let place = throughSelf ? ExprSyntax(access!) : ExprSyntax(reference)
                let called = place.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == place.id
                uses.append(MemberUse(reference: reference, name: name, throughSelf: throughSelf, called: called))
            }
        }
        return uses
    }

    /// A class's stored instance properties declared in its body, and whether each starts with
    /// a value (written, or a `var` of optional type).
    private static func storedProperties(of c: ClassDeclSyntax) -> [(name: String, hasValue: Bool)] {
        // An `override var` with observers observes the inherited property: it stores nothing.
        c.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { v in !v.modifiers.contains { [.keyword(.static), .keyword(.class), .keyword(.override)].contains($0.name.tokenKind) } }
            .flatMap { v in
                v.bindings.filter(\.isStored).compactMap { b -> (name: String, hasValue: Bool)? in
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    let lazyOrWrapped = !v.attributes.isEmpty || v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
                    return (name, b.startsWithValue(in: v) || lazyOrWrapped)
                }
            }
    }

    /// The names of a class's computed instance properties declared in its body.
    private static func computedProperties(of c: ClassDeclSyntax) -> [String] {
        c.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { v in v.bindings.filter { !$0.isStored }.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
    }
}
