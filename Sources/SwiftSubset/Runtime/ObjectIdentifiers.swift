/// `ObjectIdentifier(x)`: the identity of an object or a class.
///
/// Carried as a one-part tuple `(address)` labelled `mark`, so identifiers compare, order and
/// hash by address (as Swift's do) and keep nothing alive, and describing one is refused
/// wherever it is (inside a collection, through `Any`): Swift prints the address itself
/// (`ObjectIdentifier(0x0000…)`), which differs from run to run.
enum ObjectIdentifiers {
    /// The static type the checker gives an identifier.
    static let typeName = "ObjectIdentifier"

    /// The label of an identifier's part, which no program's tuple can have.
    static let mark = "ObjectIdentifier"

    /// What describing an identifier (`print`, interpolation, `dump`) throws.
    static var describingRefused: Interrupt {
        .unsupported("printing an ObjectIdentifier is not supported yet (Swift prints the object's address)")
    }

    /// The identifier of the object, host object or class `v` holds; a standard type's
    /// metatype, which has no object here, is identified by its name.
    static func identifier(of v: Value) throws(Interrupt) -> Value {
        let address: UInt
        switch v {
        case .object(let o): address = UInt(bitPattern: o.hostObject.map { ObjectIdentifier($0) } ?? ObjectIdentifier(o))
        case .native(let box): address = UInt(bitPattern: ObjectIdentifier(box.object))
        case .metatype(let t): address = UInt(bitPattern: ObjectIdentifier(t))
        case .standardType(let name): return .tuple([.string(name)], labels: [mark])
        default: throw .unsupported("'ObjectIdentifier' of a value of this kind is not supported yet")
        }
        return .tuple([.int(Int(bitPattern: address))], labels: [mark])
    }

    /// Whether `value` is an identifier.
    static func isIdentifier(_ value: Value) -> Bool {
        if case .tuple(_, let labels) = value { return labels.first == mark }
        return false
    }
}
