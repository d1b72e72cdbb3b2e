import SwiftSyntax

extension Compiler {
    /// The key path types a program may write (`KeyPath<Root, Value>`…): their values are the
    /// interpreter's key paths, whose static type is not modelled (read as `Any`).
    static let keyPathTypeNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// A subscript component of a key path (`\[String].[index]`, `\[String: Int].["a"]`) read
    /// from `container`, the path so far. Its arguments are evaluated where the path is made,
    /// once, as Swift does (a later change of `index` does not move the path); the component
    /// reads them from the slots from `firstSlot` on, and returns their runners to be stored there.
    func keyPathSubscript(_ s: KeyPathSubscriptComponentSyntax, of container: Compiled, firstSlot: Int)
        -> (read: Compiled, arguments: [(Env) throws(Interrupt) -> Value]) {
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
        let arguments = s.arguments.enumerated().map { i, argument in
            expr(argument.expression, expected: i == 0 ? indexType : nil).run
        }
        let slots = firstSlot..<(firstSlot + arguments.count)
        let read = container.run
        return (Compiled({ env throws(Interrupt) in
            let value = try read(env)
            var indices: [Value] = []
            for slot in slots { indices.append(env.slots[slot]) }
            return try Subscripts.get(value, indices, labels: labels)
        }, type), arguments)
    }
}
