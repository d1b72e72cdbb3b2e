import SwiftSyntax

/// What a standard collection's mutating method stores, converted to its element or value
/// type where the receiver's static type says it (optionals, tuples' labels, Doubles).
extension Compiler {
    /// `arguments` with the element passed to `append(_:)` or `insert(_:at:)` of an array of
    /// optionals wrapped as one (`h.append(7)` on `[Int?]` stores `Optional(7)`, which prints
    /// so), or of tuples given the element's labels (`pts.append((1, 2))` on `[(x: Int, y:
    /// Int)]` prints `(x: 1, y: 2)`, `pairs.append(f())` on `[(Int, Int)]` drops the labels
    /// `f`'s result has); the elements passed to `append(contentsOf:)` and the value passed to
    /// a dictionary's `updateValue(_:forKey:)` converted to the element type whatever it is
    /// (`[Double]`'s `append(contentsOf: [1, 2])` stores `1.0, 2.0`); `arguments` itself for
    /// any other call.
    func wrappingOptionalElement(_ receiver: TypeRef?, _ name: String, _ args: [CallArg],
                                 _ arguments: @escaping (Env) throws(Interrupt) -> [Value]) -> (Env) throws(Interrupt) -> [Value] {
        guard let first = args.first else { return arguments }
        if let converting = convertingMergedValues(receiver, name, args, arguments) { return converting }
        let target: TypeRef
        switch receiver {
        case .array(let el)? where (el.isOptional || el.isTuple) && first.label == nil && ["append", "insert"].contains(name):
            target = el
        case .array(let el)? where el.needsCoercion && first.label == "contentsOf" && name == "append":
            target = .array(el)
        case .dictionary(_, let value)? where value.needsCoercion && first.label == nil && name == "updateValue":
            target = value
        default:
            return arguments
        }
        return { env throws(Interrupt) in
            var vals = try arguments(env)
            if !vals.isEmpty { vals[0] = coerce(vals[0], to: target) }
            return vals
        }
    }

    /// `replaceSubrange(_:with:)` of an array, `merge` and `merging` of a dictionary, whose
    /// elements or values are converted when stored (`[Double]`, `[String: Double]`, optionals):
    /// the new elements, the other dictionary's values and the combining closure's results take
    /// that type (`d.merge(["b": 2]) { $1 }` stored an Int); nil for any other call.
    private func convertingMergedValues(_ receiver: TypeRef?, _ name: String, _ args: [CallArg],
                                       _ arguments: @escaping (Env) throws(Interrupt) -> [Value]) -> ((Env) throws(Interrupt) -> [Value])? {
        switch (receiver, name) {
        case (.array(let element)?, "replaceSubrange") where element.needsCoercion && args.count == 2:
            return { env throws(Interrupt) in
                var vals = try arguments(env)
                vals[1] = coerce(vals[1], to: .array(element))
                return vals
            }
        case (.dictionary(let key, let value)?, "merge"), (.dictionary(let key, let value)?, "merging"):
            guard value.needsCoercion, args.count == 2 else { return nil }
            return { env throws(Interrupt) in
                var vals = try arguments(env)
                if case .dictionary = vals[0] { vals[0] = coerce(vals[0], to: .dictionary(key, value)) }
                else { vals[0] = coerce(vals[0], to: .array(.tuple([key, value]))) }
                if case .function(let combine) = vals[1] {
                    vals[1] = .function(Callable(name: combine.name) { a, me throws(Interrupt) in
                        coerce(try combine.invoke(a, &me), to: value)
                    })
                }
                return vals
            }
        default:
            return nil
        }
    }
}
