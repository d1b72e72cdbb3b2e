import SwiftSyntax

/// Implicit member expressions (`.zero`, `.red`, `.circle(2)`): the member of the type the
/// context gives, or, where the interpreter knows no context, of the one type that has it.
extension Compiler {
    /// The first type of the run's type table that satisfies `test`, in a fixed order (the
    /// program's own types first, then the preludes', host classes last, each by name): what an
    /// implicit member without a contextual type resolves to. Never the table's own order,
    /// which as a dictionary's differs from run to run. (A prelude's `UIGestureRecognizer.State`
    /// sorted before a program's `VM.S` and took its `.failed`.)
    func firstTypeInFixedOrder(where test: (TypeDecl) -> Bool) -> TypeDecl? {
        let rank = { (t: TypeDecl) in t.host != nil ? 2 : self.preludeTypes.contains(ObjectIdentifier(t)) ? 1 : 0 }
        return types.values.filter(test).min { (rank($0), $0.name) < (rank($1), $1.name) }
    }

    /// A case written `.name` where nothing gives its type and several of the program's enums
    /// have a case of that name: Swift picks by the types around it, which this does not know
    /// here, so it is refused rather than taken from the wrong enum. (The frameworks' enums
    /// come after the program's, as before.)
    func refuseAmbiguousCase(_ name: String, node: some SyntaxProtocol) {
        let own = types.values.filter { $0.caseNames.contains(name) && $0.host == nil && !preludeTypes.contains(ObjectIdentifier($0)) }
        let owners = Set(own.map(\.name)).sorted()
        guard owners.count > 1 else { return }
        error(node, "unsupported", "'.\(name)' where several enums have a case '\(name)' ("
              + owners.map { "'\($0)'" }.joined(separator: ", ") + ") is not supported yet: write the type, as in '\(owners[0]).\(name)'")
    }

    func implicitMember(_ name: String, node: some SyntaxProtocol, expected: TypeRef?) -> Compiled {
        var target: TypeRef? = expected
        if case .optional(let inner)? = expected {
            // swiftc: `.none` where an optional is expected is Optional's, even beside an enum's
            // case `none` (a warning there), never a framework enum's.
            if name == "none" { return Compiled({ _ throws(Interrupt) in .optional(nil) }, expected) }
            target = inner
        }
        if let refused = refuseImplicitMemberOfTypeParameter(name, target, node: node) { return refused }
        if case .named(let tn)? = target, let t = types[tn] {
            if t.caseNames.contains(name) || hasMember(t, name, isStatic: true) {
                return staticMember(t, name, node: node)
            }
            // The context's type is one of the program's own and has no such member: swiftc's
            // error, not a member of the same name some other type has (`move(.left)` for a
            // `Dir` without `left` ran with UIKit's `left`).
            if t.host == nil, !preludeTypes.contains(ObjectIdentifier(t)), Members.hostOf(t) == nil,
               [.enumType, .structType, .classType].contains(t.kind) {
                let place = Syntax(node).as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)
                error(place, "no-member", "type '\(t.name)' has no member '\(name)'")
                return Compiled { _ throws(Interrupt) in .void }
            }
        }
        // A standard type's static value where the context gives the type (`2 * .pi`); a
        // CGFloat's or Float's is Double's, which holds their values.
        if case .named(let tn)? = target, types[tn] == nil, let value = hostStatic(tn, name) { return value }
        // A static member the program's extension adds to a standard type the context gives
        // (`total(.small)` with `extension Double { static let small = 0.5 }`).
        if let added = standardExtensionDeclaring(name, for: target, isCall: false) { return staticMember(added, name, node: node) }
        if case .named(let tn)? = target, ["CGFloat", "Float"].contains(tn), let value = hostStatic("Double", name) { return value }
        // Without one, or as an operand beside an integer literal (`2 * .pi`), a member only
        // floating-point types have is Double's.
        let besideLiteral = node.parent?.as(InfixOperatorExprSyntax.self).map {
            [$0.leftOperand, $0.rightOperand].contains { $0.is(IntegerLiteralExprSyntax.self) }
        } ?? false
        if target == nil || besideLiteral, hostStatic("Int", name) == nil, let value = hostStatic("Double", name) { return value }
        if let t = firstTypeInFixedOrder(where: { $0.caseNames.contains(name) }) {
            refuseAmbiguousCase(name, node: node)
            return staticMember(t, name, node: node)
        }
        let withStatic = types.values.filter { $0.staticValues[name] != nil || $0.staticLazy[name] != nil || ($0.host?.staticMembers[name] != nil) }
        let programs = withStatic.filter { $0.host == nil && !preludeTypes.contains(ObjectIdentifier($0)) }
        if withStatic.count > 1, !programs.isEmpty {
            // The program's own type and another have it (a `static let zero` and CGRect's): the
            // one swiftc takes from the context is not known here. (Among the frameworks' types
            // alone, the first in a fixed order: `.main` for a `Bundle` argument.)
            error(node, "unsupported", "'.\(name)' where its type is not written and several types have a static '\(name)' is not supported yet: write the type, as in 'Type.\(name)'")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let t = firstTypeInFixedOrder(where: { t in withStatic.contains { $0 === t } }) { return staticMember(t, name, node: node) }
        // Where no context reaches (`let x: Int = .ten + 1`), the one standard type whose
        // program extension declares it.
        let extended = builtinExtensions.keys.filter { standardExtensionDeclaring(name, for: .named($0), isCall: false) != nil }
        if extended.count == 1, let added = builtinExtensions[extended[0]] { return staticMember(added, name, node: node) }
        if let refused = formatStyleRefusal(node) { return refused }
        error(node, "cannot-infer-member", "cannot infer contextual base in reference to member '\(name)'")
        return Compiled { _ throws(Interrupt) in .void }
    }

    /// The program's extension of the standard type `target` names where it declares the static
    /// member `name` (a method when `isCall`), the type not being shadowed by the program's own.
    func standardExtensionDeclaring(_ name: String, for target: TypeRef?, isCall: Bool) -> TypeDecl? {
        guard case .named(let tn)? = target, types[tn] == nil, let added = builtinExtensions[tn] else { return nil }
        if isCall { return added.staticMethods.keys.contains { baseName($0) == name } ? added : nil }
        return hasMember(added, name, isStatic: true) ? added : nil
    }

    /// `.zero` where the context's type is a type parameter (`func zero<T: Zero>() -> T { .zero }`)
    /// or `Any`: Swift takes the member of the type bound when it runs, which is not known
    /// here; refused (it was the member of some other type of that name, a framework's
    /// `CGPoint.zero`). Nil where the context is another type.
    func refuseImplicitMemberOfTypeParameter(_ name: String, _ target: TypeRef?, node: some SyntaxProtocol) -> Compiled? {
        guard case .any? = target else { return nil }
        // One of the program's own types having it is the one found as before (a `Result`'s
        // `.failure(.timeout)` of the program's error enum).
        let own = types.values.contains { t in
            t.host == nil && !preludeTypes.contains(ObjectIdentifier(t)) && t.kind != .builtin && t.kind != .protocolType
                && (t.caseNames.contains(name) || hasMember(t, name, isStatic: true))
        }
        if own { return nil }
        error(node, "unsupported-generics", "'.\(name)' where its type is a type parameter is not supported yet")
        return Compiled { _ throws(Interrupt) in .void }
    }
}
