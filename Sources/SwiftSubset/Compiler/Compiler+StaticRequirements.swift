import SwiftSyntax

/// Static requirements of protocols (`protocol P { static var x: Int { get } }`). A conforming
/// type that does not declare one gets the default from the protocol's extension (`S.x`,
/// `TypeDecl.firstAlongConformances`). Inside a protocol extension `Self` is the protocol
/// here, not the conforming type Swift binds it to: a static requirement read through it
/// (`Self.x`) in an instance member is read from the type of `self` when it runs, a struct or
/// an enum (Swift's `Self`, whose own `x` or default is the witness).
/// Refused: in a static member (where `self` is the protocol here), a static method called or
/// a static property assigned through `Self` (`Self.count += 1`), a name an extension with a `where` clause declares (its member is taken
/// here for every type argument, where Swift's witness may be the default), and a class
/// instance when it runs (a subclass's member of that name need not be the witness).
extension Compiler {
    /// Reports `t.name` (a static member of `t`) when `t` is a protocol that requires it;
    /// true when it did.
    @discardableResult
    func refuseStaticRequirementThroughProtocol(_ t: TypeDecl, _ name: String, node: some SyntaxProtocol) -> Bool {
        guard isStaticRequirement(t, name) else { return false }
        error(node, "unsupported", "a protocol's static requirement reached through 'Self' is not supported yet")
        return true
    }

    /// Whether `t` is a protocol that (or one of whose parents) requires the static `name`.
    private func isStaticRequirement(_ t: TypeDecl, _ name: String) -> Bool {
        t.kind == .protocolType && t.firstAlongConformances({ $0.requirementNames.contains(name) ? true : nil }) != nil
    }

    /// `Self.name` read inside an extension of the protocol `t` that requires it: the static
    /// member of the type of `self` when it runs; nil where `t.name` is no static requirement
    /// (then the member is read as written), refused at `node` where it cannot be read so.
    func staticRequirementThroughSelf(_ t: TypeDecl, _ name: String, type: TypeRef?, node: some SyntaxProtocol) -> Compiled? {
        guard isStaticRequirement(t, name) else { return nil }
        var s: FunctionScope? = scope
        while let fs = s, fs.selfType == nil { s = fs.parent }
        guard let fs = s, fs.selfType === t, !fs.isStatic, !conditionallyDeclaredStatics.contains(name) else {
            refuseStaticRequirementThroughProtocol(t, name, node: node)
            return Compiled { _ throws(Interrupt) in .void }
        }
        let me = selfValue(node).run
        return Compiled({ env throws(Interrupt) in
            switch try me(env) {
            case .structValue(let v): return try staticGet(v.type, name)
            case .enumValue(let d, _, _): return try staticGet(d, name)
            default:
                throw .unsupported("a protocol's static requirement reached through 'Self' of a class instance is not supported yet")
            }
        }, type)
    }

    /// The names of the static properties and methods a member block declares.
    static func staticMemberNames(_ block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in block.members {
            if let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                for b in v.bindings { if let p = b.pattern.as(IdentifierPatternSyntax.self) { names.insert(p.identifier.text) } }
            }
            if let f = member.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                names.insert(f.name.text)
            }
        }
        return names
    }
}
