import SwiftSyntax

/// What the checks that read a whole program's syntax need from it, collected in one walk per
/// source file (`Compiler.programIndex(of:)`): the declaration checks
/// (`Compiler+DeclarationErrors`), which calls may never return (`NeverReturningCalls`),
/// which need `try` (`Compiler+MissingTry`), the local types (`Compiler+LocalTypes`) and the
/// faults declarations show by their shape (`Compiler+DeclarationShapeErrors`).
final class ProgramIndex: SyntaxVisitor {
    var classes: [ClassDeclSyntax] = []
    var classNames: Set<String> = []
    /// The names of the program's own structs, classes and enums.
    var declaredTypeNames: Set<String> = []
    /// The structs, classes and enums declared inside a function, closure or block
    /// (`Compiler+LocalTypes`), in the file's order.
    var localTypes: [DeclSyntax] = []
    /// The type aliases declared inside a function, closure or block, in the file's order.
    var localTypeAliases: [TypeAliasDeclSyntax] = []
    /// Each program class's inherited names, as written.
    var classInheritance: [String: [String]] = [:]
    /// Types conforming to something, with the names they inherit.
    var conformers: [(Syntax, TokenSyntax, [String])] = []
    /// Member names each type declares, in its body and its extensions.
    var memberNames: [String: Set<String>] = [:]
    /// Each program protocol's requirement names, for protocols without inheritance or associated types.
    var protocolRequirements: [String: [String]] = [:]
    /// Those protocols' requirement declarations, for the shape their witnesses must have.
    var protocolRequirementDecls: [String: [DeclSyntax]] = [:]
    /// Member declarations each type declares, in its body and its extensions.
    var memberDecls: [String: [DeclSyntax]] = [:]
    var protocolNames: Set<String> = []
    /// Protocols the program extends (their extensions may satisfy requirements).
    var extendedProtocols: Set<String> = []
    /// The member blocks of classes and structs (whose initialisers must set every property).
    var typeMembers: [MemberBlockSyntax] = []
    /// The structs and enums, in source order (`Compiler+RecursiveValueTypes`).
    var valueTypes: [DeclSyntax] = []
    var guards: [GuardStmtSyntax] = []
    /// `let x = Name` initialisers whose value is a bare name.
    var bareNameInitialisers: [DeclReferenceExprSyntax] = []
    /// Names the program declares as variables, properties or parameters (of functions and
    /// closures, shorthand `$0` included): any of them may hold a closure.
    var boundNames: Set<String> = []
    /// Names of the program's functions and methods.
    var functionNames: Set<String> = []
    /// Names of the global functions declared `throws`, and of every other function or method.
    var throwingGlobalFunctions: Set<String> = []
    var otherFunctionNames: Set<String> = []
    /// Argument labels of parameters that also have a name of their own (`to` in `to end: Int`).
    var parameterLabels: Set<String> = []
    /// Names of the program's enum cases.
    var caseNames: Set<String> = []
    /// Every function and method, with the type parameters in scope at it (its own and its types').
    var functions: [(decl: FunctionDeclSyntax, typeParameters: Set<String>)] = []
    /// Type aliases of `Never`.
    var neverAliases: Set<String> = []
    /// The names declared with an implicitly unwrapped type (`T!`): variables, properties,
    /// parameters and functions returning one (`"*"` for an `init!`, which any call may be).
    var implicitlyUnwrappedNames: Set<String> = []
    /// Calls of a capitalised bare name or of its `.init` (`Config(…)`, `Config.init(…)`),
    /// which may make a value of the program's type.
    var typeNameCalls: [FunctionCallExprSyntax] = []
    /// The patterns of each `case` and `catch` clause listing several.
    var caseLists: [[PatternSyntax]] = []
    /// Faults of declarations' and statements' shapes (`DeclarationShapes`).
    var shapes = DeclarationShapes()
    /// The key types of dictionaries and the element types of sets the program writes
    /// (`[Person: Int]`, `Set<P>`, `Set<P>()`), each with the type (or call) swiftc reports a
    /// type that is not Hashable at.
    var hashedTypes: [(place: Syntax, type: TypeSyntax)] = []
    /// The type parameters in scope, innermost last, while walking.
    private var typeParameters: [Set<String>] = []

    /// Names the program declares as values (variables, parameters, functions, cases).
    var valueNames: Set<String> { boundNames.union(functionNames).union(caseNames) }

    private func names(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map(\.name.text) ?? [])
    }
    private func enterTypeParameters(_ clause: GenericParameterClauseSyntax?) {
        typeParameters.append(names(clause).union(typeParameters.last ?? []))
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    }

    private func record(_ name: String, _ members: MemberBlockSyntax) {
        var names = memberNames[name, default: []]
        memberDecls[name, default: []].append(contentsOf: members.members.map(\.decl))
        for m in members.members {
            let d = m.decl
            if let f = d.as(FunctionDeclSyntax.self) { names.insert(f.name.text) }
            if let v = d.as(VariableDeclSyntax.self) {
                for b in v.bindings { b.pattern.tokens(viewMode: .sourceAccurate).forEach { names.insert($0.text) } }
            }
            if let c = d.as(EnumCaseDeclSyntax.self) { c.elements.forEach { names.insert($0.name.text) } }
            if d.is(InitializerDeclSyntax.self) { names.insert("init") }
            if d.is(SubscriptDeclSyntax.self) { names.insert("subscript") }
            if let t = d.as(TypeAliasDeclSyntax.self) { names.insert(t.name.text) }
        }
        memberNames[name] = names
    }

    /// What every struct, class and enum records; `initialisedMembers`: its initialisers must
    /// set every stored property (a struct's or class's, not an enum's).
    private func enterType(_ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?, _ inheritance: InheritanceClauseSyntax?,
                           _ block: MemberBlockSyntax, node: some DeclSyntaxProtocol, initialisedMembers: Bool) {
        enterTypeParameters(generics)
        // A statement of a code block other than the file's top level: a local type.
        if let list = node.parent?.as(CodeBlockItemSyntax.self)?.parent, list.parent?.is(SourceFileSyntax.self) == false {
            localTypes.append(DeclSyntax(node))
        }
        if initialisedMembers { typeMembers.append(block) }
        declaredTypeNames.insert(name.text)
        record(name.text, block)
        conformers.append((Syntax(node), name, inheritedNames(inheritance)))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        classNames.insert(node.name.text)
        classInheritance[node.name.text] = inheritedNames(node.inheritanceClause)
        enterType(node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, node: node, initialisedMembers: true)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        shapes.check(node)
        valueTypes.append(DeclSyntax(node))
        enterType(node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, node: node, initialisedMembers: true)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        shapes.check(node)
        valueTypes.append(DeclSyntax(node))
        enterType(node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, node: node, initialisedMembers: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeParameters.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { typeParameters.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { typeParameters.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedText
        record(name, node.memberBlock)
        extendedProtocols.insert(name)  // harmless for non-protocols
        if !inheritedNames(node.inheritanceClause).isEmpty {
            conformers.append((Syntax(node), node.extendedType.firstToken(viewMode: .sourceAccurate)!, inheritedNames(node.inheritanceClause)))
        }
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocolNames.insert(node.name.text)
        let members = node.memberBlock.members.map(\.decl)
        if node.inheritanceClause == nil, !members.contains(where: { $0.is(AssociatedTypeDeclSyntax.self) }) {
            var names: [String] = []
            for d in members {
                if let f = d.as(FunctionDeclSyntax.self) { names.append(f.name.text) }
                else if let v = d.as(VariableDeclSyntax.self) {
                    for b in v.bindings { if let id = b.pattern.as(IdentifierPatternSyntax.self) { names.append(id.identifier.text) } }
                } else { names = []; break }
            }
            if !names.isEmpty {
                protocolRequirements[node.name.text] = names
                protocolRequirementDecls[node.name.text] = members
            }
        }
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        shapes.check(node)
        return .visitChildren
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        shapes.check(node)
        return .visitChildren
    }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        var current = node.parent
        while let n = current {
            if let b = n.as(PatternBindingSyntax.self) {
                b.pattern.tokens(viewMode: .sourceAccurate).forEach { implicitlyUnwrappedNames.insert($0.text) }
                break
            }
            if let p = n.as(FunctionParameterSyntax.self) {
                implicitlyUnwrappedNames.insert((p.secondName ?? p.firstName).text)
                break
            }
            if let f = n.as(FunctionDeclSyntax.self) { implicitlyUnwrappedNames.insert(f.name.text); break }
            if n.is(CodeBlockSyntax.self) || n.is(MemberBlockSyntax.self) { implicitlyUnwrappedNames.insert("*"); break }
            current = n.parent
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.tokenKind == .keyword(.`init`) ? $0.base : nil }
            ?? node.calledExpression
        if let r = callee.as(DeclReferenceExprSyntax.self), r.baseName.text.first?.isUppercase == true { typeNameCalls.append(node) }
        return .visitChildren
    }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
        if node.caseItems.count > 1 { caseLists.append(node.caseItems.map(\.pattern)) }
        return .visitChildren
    }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.catchItems.count > 1 { caseLists.append(node.catchItems.compactMap(\.pattern)) }
        return .visitChildren
    }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        guards.append(node)
        return .visitChildren
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let r = node.initializer?.value.as(DeclReferenceExprSyntax.self) { bareNameInitialisers.append(r) }
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if ["Never", "Swift.Never"].contains(node.initializer.value.trimmedText) { neverAliases.insert(node.name.text) }
        if let list = node.parent?.as(CodeBlockItemSyntax.self)?.parent, list.parent?.is(SourceFileSyntax.self) == false {
            localTypeAliases.append(node)
        }
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        boundNames.insert(node.identifier.text)
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        boundNames.insert((node.secondName ?? node.firstName).text)
        if node.secondName != nil { parameterLabels.insert(node.firstName.text) }
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        boundNames.insert((node.secondName ?? node.firstName).text)
        if node.secondName != nil { parameterLabels.insert(node.firstName.text) }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        boundNames.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        caseNames.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind {
        hashedTypes.append((Syntax(node), node.key))
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if ["Set", "Dictionary"].contains(node.name.text), let first = node.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
            hashedTypes.append((Syntax(node), first))
        }
        return .visitChildren
    }
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if let r = node.expression.as(DeclReferenceExprSyntax.self), ["Set", "Dictionary"].contains(r.baseName.text),
           let first = node.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) {
            hashedTypes.append((Syntax(node), first))
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionNames.insert(node.name.text)
        let isGlobal = node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isGlobal, node.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.throws) {
            throwingGlobalFunctions.insert(node.name.text)
        } else {
            otherFunctionNames.insert(node.name.text)
        }
        functions.append((node, names(node.genericParameterClause).union(typeParameters.last ?? [])))
        return .visitChildren
    }
}
