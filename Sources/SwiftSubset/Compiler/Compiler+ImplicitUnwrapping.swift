import SwiftSyntax

/// A value declared with an implicitly unwrapped type (`var name: String!`) where a value of the
/// wrapped type is expected (`let t: String = name`, `show(name)` for `show(_: String)`): Swift
/// unwraps it there, trapping on nil. The static types do not tell `T!` from `T?`, so this
/// applies where an optional meets a non-optional written type and the expression may name an
/// implicitly unwrapped declaration (`mayBeImplicitlyUnwrapped`).
extension Compiler {
    /// `value` unwrapped as Swift unwraps an implicitly unwrapped optional for `target`; `value`
    /// itself where that does not apply.
    func implicitlyUnwrapped(_ value: Compiled, _ node: ExprSyntax, for target: TypeRef?) -> Compiled {
        guard case .optional(let wrapped)? = value.type, let target, takesOnlyUnwrapped(target),
              mayBeImplicitlyUnwrapped(node) else { return value }
        let run = value.run
        return Compiled({ env throws(Interrupt) in
            switch try run(env) {
            case .optional(let inner?): return inner
            case .optional(nil): throw .fatal("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
            case let other: return other
            }
        }, wrapped)
    }

    /// Whether a value of type `target` can only be the unwrapped value: a standard type, a
    /// collection or a declared type (not `Any`, a protocol or a type parameter, which an
    /// optional converts to or binds).
    private func takesOnlyUnwrapped(_ target: TypeRef) -> Bool {
        switch target {
        case .named(let n): return Self.plainTypes.contains(n) || types[n].map { $0.kind != .protocolType } == true
        case .array, .dictionary, .set: return true
        default: return false
        }
    }
}
