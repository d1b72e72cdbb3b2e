import SwiftSyntax

extension Compiler {
    /// First pass over the top level: names of types and functions, so code may use them
    /// before their declaration.
    func declareTopLevel(_ items: CodeBlockItemListSyntax, globals: EnvBox) {
        var typeDecls: [(DeclSyntax, TypeDecl)] = []
        for item in items {
            guard case .decl(let d) = item.item else { continue }
            if let s = d.as(StructDeclSyntax.self) { typeDecls.append((d, newType(s.name.text, .structType, node: s))) }
            if let c = d.as(ClassDeclSyntax.self) { typeDecls.append((d, newType(c.name.text, .classType, node: c))) }
            if let e = d.as(EnumDeclSyntax.self) { typeDecls.append((d, newType(e.name.text, .enumType, node: e))) }
            if let p = d.as(ProtocolDeclSyntax.self) { typeDecls.append((d, newType(p.name.text, .protocolType, node: p))) }
        }
        // Inheritance and conformances.
        for (d, t) in typeDecls {
            let clause = d.as(ClassDeclSyntax.self)?.inheritanceClause ?? d.as(StructDeclSyntax.self)?.inheritanceClause
                ?? d.as(EnumDeclSyntax.self)?.inheritanceClause ?? d.as(ProtocolDeclSyntax.self)?.inheritanceClause
            for (i, inh) in (clause?.inheritedTypes ?? []).enumerated() {
                let n = inh.type.trimmedDescription
                if i == 0, t.kind == .classType, let sup = types[n], sup.kind == .classType { t.superclass = sup; continue }
                if i == 0, t.kind == .enumType, ["Int", "String", "Double", "Character"].contains(n) { t.rawType = .named(n); continue }
                t.conformances.insert(n)
                if types[n] == nil && !Compiler.builtinTypeNames.contains(n) {
                    error(inh, "cannot-find-type", "cannot find type '\(n)' in scope")
                }
            }
        }
        for item in items {
            guard case .decl(let d) = item.item, let e = d.as(ExtensionDeclSyntax.self) else { continue }
            guard let t = types[e.extendedType.trimmedDescription] else {
                error(e.extendedType, "cannot-find-type", "cannot find type '\(e.extendedType.trimmedDescription)' in scope")
                continue
            }
            for inh in e.inheritanceClause?.inheritedTypes ?? [] { t.conformances.insert(inh.type.trimmedDescription) }
            typeDecls.append((d, t))
        }
        // Members.
        var bodies: [() -> Void] = []
        for (d, t) in typeDecls {
            let members: MemberBlockItemListSyntax
            if let s = d.as(StructDeclSyntax.self) { members = s.memberBlock.members }
            else if let c = d.as(ClassDeclSyntax.self) { members = c.memberBlock.members }
            else if let e = d.as(EnumDeclSyntax.self) { members = e.memberBlock.members }
            else if let p = d.as(ProtocolDeclSyntax.self) { members = p.memberBlock.members }
            else if let x = d.as(ExtensionDeclSyntax.self) { members = x.memberBlock.members }
            else { continue }
            if let g = d.as(StructDeclSyntax.self)?.genericParameterClause ?? d.as(ClassDeclSyntax.self)?.genericParameterClause {
                error(g, "unsupported-generics", "generic types are not supported yet")
            }
            bodies += declareMembers(members, of: t, globals: globals)
        }
        // Global functions.
        for item in items {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) else { continue }
            let ps = params(f.signature.parameterClause.parameters)
            let ref = functionRef(name: f.name.text, ps)
            ref.paramTypes = ps.map(\.type)
            ref.returnType = f.signature.returnClause.map { typeRef($0.type) }
            if let existing = globalFunctions[ref.name], existing.contains(where: { $0.fullName == ref.fullName }) {
                error(f.name, "invalid-redeclaration", "invalid redeclaration of '\(ref.fullName)'")
            }
            globalFunctions[ref.name, default: []].append(ref)
            let rt = ref.returnType
            bodies.append { [unowned self] in
                if f.genericParameterClause != nil { error(f, "unsupported-generics", "generic functions are not supported yet") }
                let fn = compileFunction(params: ps, body: f.body, selfType: nil, selfMutable: false, returnType: rt)
                ref.callable = makeCallable(fn, name: ref.fullName, captured: { globals.env })
            }
        }
        pendingTypeBodies = bodies
    }

    func newType(_ name: String, _ kind: TypeDecl.Kind, node: some SyntaxProtocol) -> TypeDecl {
        if types[name] != nil {
            error(node, "invalid-redeclaration", "invalid redeclaration of '\(name)'")
        }
        let t = TypeDecl(name: name, kind: kind)
        types[name] = t
        return t
    }
}
