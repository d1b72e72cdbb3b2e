/// What a `@dynamicMemberLookup` type's `subscript(dynamicMember:)` takes.
package enum DynamicMemberArgument: Sendable {
    /// The member's name as a `String` (`subscript(dynamicMember member: String)`).
    case name
    /// A key path of a wrapped value (`subscript<T>(dynamicMember member: KeyPath<Value, T>)`):
    /// `wrapper.x` passes `\Value.x`.
    case keyPath

    /// The subscript's argument for the member `name`.
    func argument(for name: String) -> Value {
        switch self {
        case .name: return .string(name)
        case .keyPath:
            let c = Callable(name: "\\." + name) { args, _ throws(Interrupt) in
                guard let root = args.first else { throw .unsupported("a key path read without a value is not supported yet") }
                return try Members.get(root, name)
            }
            // Swift prints such a path with its root type, which is not known here.
            c.keyPath = KeyPathAccess(text: nil, writablePath: [name])
            return .function(c)
        }
    }

    /// `base.name` read through the `dynamicMember` subscript of `t`, or nil when `t` has none.
    static func read(_ base: Value, _ t: TypeDecl, _ name: String) throws(Interrupt) -> Value? {
        guard let argument = dynamicArgument(of: t) else { return nil }
        return try Subscripts.get(base, [argument.argument(for: name)], labels: ["dynamicMember"])
    }

    /// The dynamic member argument of `t` or of the nearest superclass that has one.
    static func dynamicArgument(of t: TypeDecl) -> DynamicMemberArgument? {
        t.firstAlongSuperclasses { $0.dynamicMemberArgument }
    }
}
