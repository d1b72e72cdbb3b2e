import SwiftSyntax

/// Types declared inside a function, closure or block (local types). Swift forbids them to
/// capture the values around them, so each is declared as the file's types are, under its own
/// name, when the name is the only type of that name in the program and nothing around it is
/// generic; otherwise it is refused at its name. Their qualified descriptions are refused at
/// run time (`LocalTypeDescription`).
extension Compiler {
    /// Declares the local types found anywhere below the top-level `items` (not the top-level
    /// types themselves, nor the types nested in a type's members, which `declareTopLevel`
    /// declares by their qualified names).
    func declareLocalTypes(_ items: CodeBlockItemListSyntax) -> [(DeclSyntax, TypeDecl)] {
        let found = programIndex(of: items).localTypes
        var declared: [(DeclSyntax, TypeDecl)] = []
        let genericTypeNames = Set(items.compactMap { item -> String? in
            guard case .decl(let d) = item.item, d.localTypeName != nil, d.genericParameters != nil else { return nil }
            return d.localTypeName?.text
        })
        for d in found {
            guard let name = d.localTypeName else { continue }
            // Refused, but declared, so that its uses are not reported again as unknown.
            if let generic = Self.genericContext(of: d, genericTypes: genericTypeNames) {
                error(name, "unsupported", "a type declared inside \(generic) is not supported yet")
            }
            if types[name.text] != nil || found.contains(where: { $0.id != d.id && $0.localTypeName?.text == name.text }) {
                error(name, "unsupported", "a type declared inside a function with the name of another type ('\(name.text)') is not supported yet")
                continue
            }
            let kind: TypeDecl.Kind = d.is(StructDeclSyntax.self) ? .structType : d.is(ClassDeclSyntax.self) ? .classType : .enumType
            let t = newType(name.text, kind, node: d)
            t.isLocal = true
            if let block = d.parent?.parent { localTypeExtents[ObjectIdentifier(t)] = block.position..<block.endPosition }
            ctx.declaresLocalTypes = true
            declared.append((d, t))
        }
        return declared
    }

    /// Declares the type aliases found inside functions, closures and blocks below the
    /// top-level `items` under their own names (`func f() { typealias Pair = (Int, Int) }`),
    /// read after every other alias and type of that name; one whose name another alias
    /// (a type's member alias too) or a type has is refused at its name. Its scope is not
    /// checked: a use outside its block reads it too.
    func declareLocalTypeAliases(_ items: CodeBlockItemListSyntax) {
        let index = programIndex(of: items)
        let found = index.localTypeAliases
        // Types' member aliases are declared later, with their members: read from the syntax.
        let memberAliasNames = Set(index.memberDecls.values.joined().compactMap { $0.as(TypeAliasDeclSyntax.self)?.name.text })
        for a in found {
            let name = a.name.text
            if memberAliasNames.contains(name) || types[name] != nil || nestedTypeLastNames.contains(name)
                || found.contains(where: { $0.id != a.id && $0.name.text == name }) {
                error(a.name, "unsupported", "a type alias declared inside a function with the name of another type ('\(name)') is not supported yet")
                continue
            }
            localTypeAliases[name] = a
        }
    }

    /// What is generic around `d` ("a generic function", "a generic type"…) when a declaration
    /// around it has type parameters the local type could use; nil when none has.
    /// `genericTypes` names the file's generic types, whose extensions have them too.
    private static func genericContext(of d: DeclSyntax, genericTypes: Set<String>) -> String? {
        var node = d.parent
        while let n = node {
            if let f = n.as(FunctionDeclSyntax.self), f.genericParameterClause != nil { return "a generic function" }
            if let i = n.as(InitializerDeclSyntax.self), i.genericParameterClause != nil { return "a generic initializer" }
            if let s = n.as(SubscriptDeclSyntax.self), s.genericParameterClause != nil { return "a generic subscript" }
            if let t = n.as(DeclSyntax.self), t.localTypeName != nil, t.genericParameters != nil { return "a generic type" }
            if n.is(ProtocolDeclSyntax.self) { return "a protocol extension" }
            if let e = n.as(ExtensionDeclSyntax.self) {
                let extended = e.extendedType.trimmedText
                if e.genericWhereClause != nil || genericTypes.contains(extended)
                    || Compiler.extensibleStandardTypes.contains(extended) && !["Int", "Double", "String", "Bool", "Character"].contains(extended) {
                    return "an extension of a generic type"
                }
            }
            node = n.parent
        }
        return nil
    }
}

private extension DeclSyntax {
    /// The name of a struct, class or enum declaration; nil for any other declaration.
    var localTypeName: TokenSyntax? {
        self.as(StructDeclSyntax.self)?.name ?? self.as(ClassDeclSyntax.self)?.name ?? self.as(EnumDeclSyntax.self)?.name
    }
}

extension Compiler {
    /// Reports swiftc's "cannot find" for a local type named outside the block that declares
    /// it (`func make() { struct Local {} }`, then `Local()` at the top level); whether it did.
    func refuseLocalTypeOutOfScope(_ t: TypeDecl, at r: DeclReferenceExprSyntax) -> Bool {
        guard t.isLocal, let extent = localTypeExtents[ObjectIdentifier(t)], !extent.contains(r.positionAfterSkippingLeadingTrivia) else {
            return false
        }
        cannotFind(r, r.baseName.text)
        return true
    }
}
