import SwiftSyntax

/// Static requirements of protocols (`protocol P { static var x: Int { get } }`). A conforming
/// type that does not declare one gets the default from the protocol's extension (`S.x`,
/// `TypeDecl.firstAlongConformances`). Inside a protocol extension `Self` is the protocol
/// here, not the conforming type Swift binds it to: a static requirement read through it
/// (`Self.x`) in an instance member is read from the type of `self` when it runs, a struct or
/// an enum (Swift's `Self`, whose own `x` or default is the witness).
/// A static method it requires is called so too (`Self.make()`). Refused: in a static member
/// (where `self` is the protocol here), a static property assigned through `Self`
/// (`Self.count += 1`), a call with `inout` arguments or defaults left out, a name an
/// extension with a `where` clause declares (its member is taken here for every type
/// argument, where Swift's witness may be the default), and a class instance when it runs (a
/// subclass's member of that name need not be the witness).
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
        guard let conforming = conformingTypeOfSelf(t, name, node: node) else { return Compiled { _ throws(Interrupt) in .void } }
        return Compiled({ env throws(Interrupt) in try staticGet(try conforming(env), name) }, type)
    }

    /// `Self.name(args)` called inside an extension of the protocol `t` that requires the
    /// static method `full`: the method of the type of `self` when it runs (arguments passed
    /// with the requirement's parameter types `ref`); nil where it is no static requirement.
    /// Refused at `node` as a read is, and with `inout` arguments or arguments left to defaults.
    func staticRequirementCallThroughSelf(_ t: TypeDecl, _ name: String, full: String, _ args: [CallArg], ref: FunctionRef?,
                                          fitted: Bool, node: some SyntaxProtocol) -> Compiled? {
        guard isStaticRequirement(t, name) else { return nil }
        guard !fitted, !refuseInoutArguments(args, to: "a static requirement reached through 'Self'"),
              let conforming = conformingTypeOfSelf(t, name, node: node) else {
            if fitted { refuseStaticRequirementThroughProtocol(t, name, node: node) }
            return Compiled { _ throws(Interrupt) in .void }
        }
        let argsRun = fittedArgRunner(args, fit: nil, types: ref?.paramTypes ?? [])
        return Compiled({ env throws(Interrupt) in
            let owner = try conforming(env)
            var vals = try argsRun(env)
            guard let m = owner.findStatic(full) else { throw .unsupported("the static member '\(full)' is not supported yet") }
            var me = Value.metatype(owner)
            let result = try m.invoke(vals, &me)
            vals.releaseLastToFirst()
            return result
        }, ref?.returnType)
    }

    /// The reader of the type `Self` stands for where `Self.name` is written inside an
    /// extension of the protocol `t`: the type of `self` when it runs, a struct or an enum;
    /// nil, refused at `node`, where `self` does not tell it (a static member, a nested
    /// type's member) or `name` is declared by an extension with a `where` clause.
    private func conformingTypeOfSelf(_ t: TypeDecl, _ name: String, node: some SyntaxProtocol) -> ((Env) throws(Interrupt) -> TypeDecl)? {
        var s: FunctionScope? = scope
        while let fs = s, fs.selfType == nil { s = fs.parent }
        guard let fs = s, fs.selfType === t, !fs.isStatic, !conditionallyDeclaredStatics.contains(name) else {
            refuseStaticRequirementThroughProtocol(t, name, node: node)
            return nil
        }
        let me = selfValue(node).run
        return { env throws(Interrupt) in
            switch try me(env) {
            case .structValue(let v): return v.type
            case .enumValue(let d, _, _): return d
            default:
                throw .unsupported("a protocol's static requirement reached through 'Self' of a class instance is not supported yet")
            }
        }
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
