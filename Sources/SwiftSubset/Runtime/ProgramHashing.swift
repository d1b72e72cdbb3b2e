/// Hashing a value of a type that declares its own `hash(into:)`, as Swift's `Set` and
/// `Dictionary` do: the method runs with the standard prelude's `Hasher` (`StandardPrelude.hasher`),
/// which keeps what it is given to combine, and those values are hashed in its place. A type
/// that says `==` in its own words (equal by `id`) is then hashed by the same words.
enum ProgramHashing {
    /// The values `value`'s own `hash(into:)` combined, in order; nil when its type has no
    /// `hash(into:)` of its own, or the run has no prelude `Hasher`, or the method failed.
    static func combinedValues(_ value: Value, of type: TypeDecl) -> [Value]? {
        guard let hasherType = type.preludeHasher, let method = type.findMethod("hash(into:)"),
              let invoke = method.inoutInvoke else { return nil }
        var arguments: [Value] = [.structValue(StructValue(type: hasherType, fields: [.array([])]))]
        var receiver = value
        guard (try? invoke(&arguments, &receiver)) != nil,
              case .structValue(let hasher) = arguments[0], case .array(let combined)? = hasher.fields.first else { return nil }
        return combined
    }
}
