import SwiftSyntax

/// Integer literals stored into a generic type's property whose type arguments are not known
/// statically where it is written: a value taken from a dictionary (`var s = all["a"]!;
/// s.items.append(1)`), another value's stored property (`h.s.items.append(1)`), a member
/// chain (`n.next!.value = 9 / 2`), an element of a `[String: T]` member (`t.rows["b"] = 7 /
/// 2`). Swift gives the literal the type argument; the compiler cannot, but the instance
/// carries the arguments it was made with where they were known then (`TypeArguments`). So
/// the literals are compiled both ways and stored as `Double`s when the argument is `Double`.
/// An instance without them whose property holds a `Double` (a `Box<Any>`'s or a
/// `Box<Double>`'s) or nothing yet (an empty `[T]`, made by a generic factory) is refused when
/// the literal is stored; one holding an `Int` takes it as an `Int`, as before.
extension Compiler {
    /// A run-time test telling whether `place` holds `Double`s, where it is a generic type's
    /// stored property written as one of its type parameters (`T`, `T?`), or as a collection
    /// of them (`[T]`, `[K: T]`; then `place` may be an element of it, `b.rows["k"]`), reached
    /// from a base whose reading calls nothing and whose type arguments are not known here.
    func genericMemberHoldsDouble(_ place: ExprSyntax) -> ((Env) throws(Interrupt) -> Bool)? {
        guard !typeParameterMemberTypes.isEmpty else { return nil }
        let element = place.as(SubscriptCallExprSyntax.self)
        let memberPlace = element?.calledExpression ?? place
        guard let m = memberPlace.as(MemberAccessExprSyntax.self), let base = m.base, Self.readsWithoutCalls(base),
              staticTypeArguments(of: base) == nil else { return nil }
        let name = m.declName.baseName.text
        // The generic types the base may be of: its static type, or (not known) every one
        // with such a member.
        var holders: [TypeDecl] = []
        switch quietType(base)?.unwrappedOptional {
        case .named(let n)?: if let t = types[n], t.isGeneric { holders = [t] }
        case nil: holders = types.values.filter { $0.isGeneric && $0.host == nil }
        default: break
        }
        var held: [ObjectIdentifier: (index: Int, isCollection: Bool)] = [:]
        // Only stored properties: a computed one's getter would run to test it.
        for t in holders where storedProperty(name, of: t) != nil {
            guard let written = typeParameterMemberTypes[t.name + "." + name], written.count == 1,
                  let h = Self.typeParameterHeld(by: written[0], of: t), element == nil || h.isCollection else { continue }
            held[ObjectIdentifier(t)] = h
        }
        guard !held.isEmpty else { return nil }
        let saved = diagnostics
        let readBase = expr(base).run
        diagnostics = saved
        return { env throws(Interrupt) in
            var value = try readBase(env)
            if case .optional(let inner?) = value { value = inner }
            if case .weakRef = value { value = try readWeak(value) }
            guard let t = Self.programType(of: value), let h = held[ObjectIdentifier(t)] else { return false }
            if let arguments = TypeArguments.of(value), h.index < arguments.types.count {
                if case .named("Double") = arguments.types[h.index] { return true }
                return false
            }
            // Made where its arguments were not known: a `Double` held may be a `Box<Any>`'s
            // (the literal an `Int`) or a `Box<Double>`'s, which only the argument tells.
            // One holding nothing (an empty `[T]`, a nil `T?`) may be either.
            let current = try Members.get(value, name)
            if Self.holdsDouble(current) || Self.holdsNoElement(current) {
                throw .unsupported("storing a number literal into '\(name)' of a '\(t.name)' whose type argument is not known here is not supported yet")
            }
            return false
        }
    }

    /// Whether reading `e` runs nothing of the program's: `evaluatesWithoutCalls`, or an element
    /// of such a value at such indices (`boxes[i]`).
    private static func readsWithoutCalls(_ e: ExprSyntax) -> Bool {
        if let s = e.as(SubscriptCallExprSyntax.self) {
            return s.trailingClosure == nil && readsWithoutCalls(s.calledExpression) && s.arguments.allSatisfy { evaluatesWithoutCalls($0.expression) }
        }
        return evaluatesWithoutCalls(e)
    }

    /// The position of the type parameter a written member type is (`T`, `T?`) or holds the
    /// elements of (`[T]`, `[K: T]`, `isCollection`); nil for any other type.
    private static func typeParameterHeld(by written: TypeSyntax, of t: TypeDecl) -> (index: Int, isCollection: Bool)? {
        func parameter(_ type: TypeSyntax) -> Int? {
            var type = type
            if let o = type.as(OptionalTypeSyntax.self) { type = o.wrappedType }
            guard let i = type.as(IdentifierTypeSyntax.self), i.genericArgumentClause == nil else { return nil }
            return t.typeParameters.firstIndex(of: i.name.text)
        }
        if let index = parameter(written) { return (index, false) }
        if let a = written.as(ArrayTypeSyntax.self), let index = parameter(a.element) { return (index, true) }
        if let d = written.as(DictionaryTypeSyntax.self), let index = parameter(d.value) { return (index, true) }
        return nil
    }
}
