import SwiftSyntax

/// `private` and `private(set)` properties read or assigned from outside their type: swiftc's
/// errors ("'secret' is inaccessible due to 'private' protection level", "cannot assign to
/// property: 'count' setter is inaccessible"). In a one-file program `private` reaches the
/// type's declaration, the types nested in it and its extensions; `fileprivate` and wider reach
/// the whole file. The interpreter ran such reads and writes.
extension Compiler {
    /// Notes the `private` and `private(set)` properties a type's member declares.
    func recordAccessLevel(_ v: VariableDeclSyntax, of t: TypeDecl) {
        // Static properties are not checked (an instance property may share the name).
        if v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) { return }
        for modifier in v.modifiers where modifier.name.tokenKind == .keyword(.private) {
            let names = v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if modifier.detail?.detail.text == "set" {
                privateSetters[t.name, default: []].formUnion(names)
            } else {
                privateProperties[t.name, default: []].formUnion(names)
            }
        }
    }

    /// Notes a `private` instance method a type declares.
    func recordAccessLevel(_ f: FunctionDeclSyntax, of t: TypeDecl) {
        let modifiers = f.modifiers.map(\.name.tokenKind)
        guard modifiers.contains(.keyword(.private)), !modifiers.contains(.keyword(.static)), !modifiers.contains(.keyword(.class)) else { return }
        privateMethods[t.name, default: []].insert(f.name.text)
    }

    /// Reports calling the method `t.name` at `node` (its name) where it is private to a type
    /// `node` is not inside, unless another method of that name may be the one called: an
    /// overload beside it, a method of a subclass or superclass, or one a protocol extension
    /// gives (`Sub().log(level:)` beside `Base`'s private `log(_:)`).
    func checkMethodCall(_ t: TypeDecl, _ name: String, at node: some SyntaxProtocol) {
        guard let owner = t.selfAndSuperclasses.first(where: { privateMethods[$0.name]?.contains(name) == true }),
              !Self.isInside(owner, node), (methodRefsByBase[owner.name + "." + name]?.count ?? 1) <= 1 else { return }
        let elsewhere = t.selfAndSuperclasses.contains { $0 !== owner && $0.hasMethod(baseName: name) }
            || types.values.contains { $0.kind == .protocolType && $0.hasMethod(baseName: name) }
        guard !elsewhere else { return }
        error(node, "inaccessible", "'\(name)' is inaccessible due to 'private' protection level")
    }

    /// Reports reading `t.name` at `node` where it is private to a type `node` is not inside.
    func checkPropertyRead(_ t: TypeDecl, _ name: String, at node: some SyntaxProtocol) {
        guard let owner = t.selfAndSuperclasses.first(where: { privateProperties[$0.name]?.contains(name) == true }),
              !Self.isInside(owner, node) else { return }
        error(node, "inaccessible", "'\(name)' is inaccessible due to 'private' protection level")
    }

    /// Reports changing `t.name` at `node` where its setter (or the whole property) is private
    /// to a type `node` is not inside, in swiftc's words for each way: assigned with `=`, changed
    /// by a compound operator (`s.points += 1`) or by a mutating method (`b.items.append(x)`).
    func checkPropertyWrite(_ t: TypeDecl, _ name: String, at node: some SyntaxProtocol) {
        guard let access = node.parent?.as(MemberAccessExprSyntax.self) else { return }
        let change: Syntax
        let wording: String
        if let assignment = access.parent?.as(InfixOperatorExprSyntax.self), assignment.leftOperand.id == access.id {
            if assignment.operator.is(AssignmentExprSyntax.self) {
                change = Syntax(node)
                wording = "cannot assign to property: '\(name)' setter is inaccessible"
            } else if let op = assignment.compoundAssignmentOperator {
                change = Syntax(op)
                wording = "left side of mutating operator isn't mutable: '\(name)' setter is inaccessible"
            } else {
                return
            }
        } else if let method = access.parent?.as(MemberAccessExprSyntax.self), method.base?.id == access.id,
                  method.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == method.id {
            change = Syntax(method.declName)
            wording = "cannot use mutating member on immutable value: '\(name)' setter is inaccessible"
        } else {
            return
        }
        if let owner = t.selfAndSuperclasses.first(where: { privateProperties[$0.name]?.contains(name) == true }),
           !Self.isInside(owner, node) {
            error(node, "inaccessible", "'\(name)' is inaccessible due to 'private' protection level")
            return
        }
        guard let owner = t.selfAndSuperclasses.first(where: { privateSetters[$0.name]?.contains(name) == true }),
              !Self.isInside(owner, node) else { return }
        error(change, "inaccessible", wording)
    }

    /// Whether `node` is written inside the declaration of `t`, or of a type nested in it, or
    /// inside an extension of `t`.
    private static func isInside(_ t: TypeDecl, _ node: some SyntaxProtocol) -> Bool {
        let simple = t.name.split(separator: ".").last.map(String.init) ?? t.name
        var current = node.parent
        while let c = current {
            if let s = c.as(StructDeclSyntax.self), s.name.text == simple { return true }
            if let s = c.as(ClassDeclSyntax.self), s.name.text == simple { return true }
            if let s = c.as(EnumDeclSyntax.self), s.name.text == simple { return true }
            if let e = c.as(ExtensionDeclSyntax.self) {
                let extended = e.extendedType.trimmedText
                if extended == t.name || extended == simple { return true }
            }
            current = c.parent
        }
        return false
    }
}
