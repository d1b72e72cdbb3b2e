import SwiftSyntax

extension Compiler {
    /// The key path types a program may write (`KeyPath<Root, Value>`…): their values are the
    /// interpreter's key paths, whose static type is not modelled (read as `Any`).
    static let keyPathTypeNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// A subscript component of a key path (`\[String].[index]`, `\[String: Int].["a"]`) read
    /// from `container`, the path so far. Its arguments are evaluated where the path is made,
    /// once, as Swift does (a later change of `index` does not move the path); the component
    /// reads them from the slots from `firstSlot` on, and returns their runners to be stored there.
    /// `writable`: the component is an array's element at an `Int` or a dictionary's value at
    /// a key, which a `WritableKeyPath` may go through.
    func keyPathSubscript(_ s: KeyPathSubscriptComponentSyntax, of container: Compiled, firstSlot: Int)
        -> (read: Compiled, arguments: [(Env) throws(Interrupt) -> Value], writable: Bool) {
        let labels = s.arguments.map { $0.label?.text }
        var indexType: TypeRef? = nil
        var type: TypeRef? = nil
        switch container.type {
        case .array(let el)?:
            indexType = .named("Int")
            type = el
        case .dictionary(let k, let v)?:
            indexType = k
            type = labels.contains("default") ? v : .optional(v)
        case .named(let tn)?:
            type = memberTypes[tn + ".subscript"]
        default: break
        }
        let compiled = s.arguments.enumerated().map { i, argument in
            expr(argument.expression, expected: i == 0 ? indexType : nil)
        }
        let arguments = compiled.map(\.run)
        var writable = false
        if compiled.count == 1, labels == [nil] {
            switch container.type {
            case .array?: if case .named("Int")? = compiled[0].type { writable = true }
            case .dictionary?: writable = true
            default: break
            }
        }
        let slots = firstSlot..<(firstSlot + arguments.count)
        let read = container.run
        return (Compiled({ env throws(Interrupt) in
            let value = try read(env)
            var indices: [Value] = []
            for slot in slots { indices.append(env.slots[slot]) }
            return try Subscripts.get(value, indices, labels: labels)
        }, type), arguments, writable)
    }

    /// Whether a key path from `root` is a `WritableKeyPath` so far: a struct, an array or a
    /// dictionary (a class's paths are `ReferenceWritableKeyPath`s, not modelled).
    func startsWritableValuePath(_ root: TypeRef?) -> Bool {
        switch root {
        case .array?, .dictionary?: return true
        case .named(let n)?: return types[n].map { $0.kind == .structType && $0.host == nil } ?? false
        default: return false
        }
    }

    /// `type(of:)` of a key path from `root` to `value` that stayed writable through value
    /// types (`WritableKeyPath<Array<Task>, Task>`, as swiftc prints it); nil otherwise.
    static func writableKeyPathTypeName(root: TypeRef?, value: TypeRef?, writable: Bool) -> String? {
        guard writable, let r = root.flatMap(swiftTypeName), let v = value.flatMap(swiftTypeName) else { return nil }
        return "WritableKeyPath<\(r), \(v)>"
    }
}
