/// What a key path value (`\Person.address.city`) knows beyond reading through it, which its
/// `Callable` does: how Swift prints it, and how to write through it.
final class KeyPathAccess {
    /// The path as Swift prints it (`\Person.address.city`); nil where Swift's text would name
    /// a computed property by its address.
    let text: String?
    /// The properties from the root to the value, for a path of settable properties (a
    /// `WritableKeyPath`); nil for a read-only path.
    let writablePath: [String]?

    init(text: String?, writablePath: [String]?) {
        self.text = text
        self.writablePath = writablePath
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
