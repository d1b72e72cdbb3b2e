extension Compiler {
    /// The standard library's binary operators that a program may pass as a function value
    /// (`reduce(0, +)`, `function: |`, `let same: (C, C) -> Bool = (===)`), each applied
    /// to its two arguments as the operator would be.
    static let binaryOperatorFunctionNames: Set<String> = [
        "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=",
        "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "===", "!==",
    ]
}
