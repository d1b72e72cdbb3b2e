/// What a key path value (`\Person.address.city`) knows beyond reading through it, which its
/// `Callable` does: how Swift prints it, and how to write through it.
final class KeyPathAccess {
    /// The path as Swift prints it (`\Person.address.city`); nil where Swift's text would name
    /// a computed property by its address.
    let text: String?
    /// The properties from the root to the value, for a path of settable properties (a
    /// `WritableKeyPath`); nil for a read-only path.
    let writablePath: [String]?
    /// The path's type as `type(of:)` prints it (`WritableKeyPath<Array<Task>, Task>`), where
    /// it is known.
    let typeName: String?

    init(text: String?, writablePath: [String]?, typeName: String? = nil) {
        self.text = text
        self.writablePath = writablePath
        self.typeName = typeName
    }

    /// Refuses to print a key path (or an optional one) whose text Swift writes with an address
    /// (`\S.a.<computed 0x… (Int)>` for a computed property or a subscript): its text is
    /// not known here, and the function's `(Function)` would be a different output.
    static func refuseDescribingWithoutText(_ value: Value) throws(Interrupt) {
        var v = value
        while case .optional(let inner?) = v { v = inner }
        if case .function(let c) = v, let path = c.keyPath, path.text == nil {
            throw .unsupported("printing a key path through a computed property or a subscript is not supported yet")
        }
    }

    /// Sets the value at the end of `path` inside `root`: each property is read, the rest of
    /// the path is written into it, and it is stored back, so observers run as they do for
    /// `root.a.b = value`.
    static func write(_ root: inout Value, _ path: ArraySlice<String>, _ value: Value) throws(Interrupt) {
        guard let first = path.first else {
            root = value
            return
        }
        var child = try Members.get(root, first)
        try write(&child, path.dropFirst(), value)
        try Members.set(&root, first, child)
    }
}

extension Arithmetic {
    /// Whether two key paths are equal (`\P.name == \P.name`: same root and same components,
    /// as Swift compares them), compared by their text; nil when `a` and `b` are not key paths.
    /// A path whose text is not known (a subscript, a computed property, a root taken from the
    /// context) is refused.
    static func sameKeyPath(_ a: Value, _ b: Value) throws(Interrupt) -> Bool? {
        guard case .function(let f) = a, case .function(let g) = b, f.keyPath != nil || g.keyPath != nil else { return nil }
        guard let x = f.keyPath?.text, let y = g.keyPath?.text else {
            throw .unsupported("comparing key paths with subscripts, computed properties or an implicit root is not supported yet")
        }
        return x == y
    }
}
