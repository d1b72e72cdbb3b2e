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
    /// methods included. `operandTypes`: the parameter types of the function type it is given
    /// as (`let add: (Double, Double) -> Double = (+)`), which its arguments take, so that
    /// `add(7, 2)` adds Doubles as the call of a closure of that type would.
    func binaryOperatorValue(_ op: String, operandTypes: [TypeRef]? = nil) -> Compiled {
        let ctx = self.ctx
        let types = operandTypes?.count == 2 ? operandTypes : nil
        let singlePrecision = Self.singlePrecisionOperators.contains(op) && types?.allSatisfy(Self.isFloat) == true
        let fn = Callable(name: op) { args, _ throws(Interrupt) in
            var operands = args
            if args.count == 1, case .tuple(let pair, _) = args[0], pair.count == 2 { operands = pair }
            guard operands.count == 2 else { throw .unsupported("operator '\(op)' used as a function this way is not supported yet") }
            if let types { operands = [coerce(operands[0], to: types[0]), coerce(operands[1], to: types[1])] }
            // `(+)` as a `(Float, Float) -> Float`: single precision, as the operator's own use.
            if singlePrecision { return try FloatDigits.arithmetic(op, operands[0], operands[1]) }
            return ctx.signingMadeNaN(try Arithmetic.binary(op, operands[0], operands[1]), operands[0], operands[1])
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
