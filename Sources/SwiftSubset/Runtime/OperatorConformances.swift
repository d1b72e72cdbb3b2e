/// Which class's operator a comparison of objects calls when the operands' static type is not
/// known where it is written. Generic code (`func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a
/// == b }`) and the standard library (`contains`, `sorted()`, `max()`) call the operator of the
/// conformance: the one the class adopting `Equatable` or `Comparable` declares (or inherits),
/// even for a subclass declaring its own `static func == (l: Sub, r: Sub)`. swiftc calls that
/// subclass's operator only where the operands' static type is the subclass (chosen where
/// written, `Compiler+StaticOperators`). The interpreter called the subclass's everywhere.
extension Arithmetic {
    /// The protocols whose conformance an operator belongs to: `==`/`!=` to `Equatable` (which
    /// `Hashable` and `Comparable` refine), the ordering operators to `Comparable`.
    static func conformanceProtocols(of op: String) -> [String] {
        switch op {
        case "==", "!=": ["Equatable", "Hashable", "Comparable"]
        case "<", ">", "<=", ">=": ["Comparable"]
        default: []
        }
    }

    /// The class along `t`'s superclasses that adopts the protocol `op` belongs to (a
    /// subclass cannot adopt it again), else `t` itself.
    static func conformingClass(_ t: TypeDecl, for op: String) -> TypeDecl {
        let protocols = conformanceProtocols(of: op)
        guard !protocols.isEmpty, t.superclass != nil else { return t }
        var conformer = t
        for c in t.selfAndSuperclasses where protocols.contains(where: { c.conforms(to: $0) }) { conformer = c }
        return conformer
    }

    /// Whether the operator `op` on `a` (an object) would be another class's when the
    /// operands' static type is the object's own class than when it is the conforming class: the
    /// choice then depends on a static type the interpreter does not know.
    static func choiceDependsOnStaticType(_ op: String, _ a: Value, _ b: Value) -> Bool {
        guard case .object(let o) = a, o.type.superclass != nil else { return false }
        // `!=` may call `==`, and the other orderings `<`.
        let names = op == "!=" ? ["!=", "=="] : [">", "<=", ">="].contains(op) ? [op, "<"] : [op]
        return names.contains { name in
            let own = try? declaredOperator(name, from: o.type, operands: [a, b])
            let conformance = try? declaredOperator(name, from: conformingClass(o.type, for: name), operands: [a, b])
            return own.flatMap { $0 } !== conformance.flatMap { $0 }
        }
    }
}
