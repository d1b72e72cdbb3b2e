extension Compiler {
    /// The standard library's binary operators that a program may pass as a function value
    /// (`reduce(0, +)`, `function: |`, `let same: (C, C) -> Bool = (===)`), each applied
    /// to its two arguments as the operator would be.
    static let binaryOperatorFunctionNames: Set<String> = [
        "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=",
        "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "===", "!==",
    ]

    /// A binary operator as a function value: applies `op` to its two arguments (or to the two
    /// parts of one pair, as `zip(a, b).map(*)` passes them), the operands' own operator
    /// methods included.
    func binaryOperatorValue(_ op: String) -> Compiled {
        let ctx = self.ctx
        let fn = Callable(name: op) { args, _ throws(Interrupt) in
            if args.count == 1, case .tuple(let pair, _) = args[0], pair.count == 2 {
                return ctx.signingMadeNaN(try Arithmetic.binary(op, pair[0], pair[1]), pair[0], pair[1])
            }
            guard args.count == 2 else { throw .unsupported("operator '\(op)' used as a function this way is not supported yet") }
            return ctx.signingMadeNaN(try Arithmetic.binary(op, args[0], args[1]), args[0], args[1])
        }
        return Compiled({ _ throws(Interrupt) in .function(fn) }, .function(nil))
    }

    /// Whether `name` is an operator that only a type of the program declares, as a binary
    /// operator method (`static func <> (l: V, r: V) -> V`): passed as a function value, it
    /// reaches that method through its operands.
    func declaresBinaryOperatorMethod(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, "/=-+!*%<>&|^~?.".unicodeScalars.contains(first) else { return false }
        return types.values.contains { t in
            t.staticMethods.keys.contains { baseName($0) == name && $0.count(where: { $0 == ":" }) == 2 }
        }
    }
}
