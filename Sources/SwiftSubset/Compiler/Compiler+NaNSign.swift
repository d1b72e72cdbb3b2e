import SwiftSyntax

/// The sign of a NaN, which Swift's `print` shows (`-nan`): x86's arithmetic makes a negative
/// NaN (`var z = 0.0; print(z / z)` prints `-nan`), the interpreter's the same, but swiftc
/// works out an operation on number literals while compiling and its NaN is positive
/// (`print(0.0 / 0.0)` prints `nan`). Such an operation is given the positive NaN here too.
/// An iPhone's arm64 makes positive NaNs at run time as well (`signingMadeNaN`).
extension Compiler {
    /// `c`, the lowered operation `i`, with a NaN made positive when `i` is made of number
    /// literals only.
    func foldingLiteralNaN(_ c: Compiled, _ i: InfixOperatorExprSyntax) -> Compiled {
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op),
              literalDefaultType(ExprSyntax(i)) != nil else { return c }
        let run = c.run
        return Compiled({ env throws(Interrupt) in
            let v = try run(env)
            if case .double(let d) = v, d.isNaN, d.sign == .minus { return .double(-d) }
            return v
        }, c.type)
    }
}

extension ValueFormatter {
    /// A Double as `print`, interpolation and collections write it: its `description`, except
    /// that a negative NaN keeps its sign (`-nan`), which `description` drops.
    static func printed(_ d: Double) -> String {
        d.isNaN && d.sign == .minus ? "-nan" : d.description
    }
}

extension RunContext {
    /// `result`, of an operation on `a` (and `b`), with a NaN the operation made signed as the
    /// run's target signs it: positive on arm64 (`makesPositiveNaN`), where the interpreter's
    /// x86-64 made it negative. A NaN that came from an operand keeps its sign, as both
    /// processors pass an operand's NaN on unchanged.
    @inline(__always)
    func signingMadeNaN(_ result: Value, _ a: Value, _ b: Value = .void) -> Value {
        guard makesPositiveNaN, case .double(let d) = result, d.isNaN, d.sign == .minus,
              !Self.isNaN(a), !Self.isNaN(b) else { return result }
        return .double(-d)
    }

    private static func isNaN(_ v: Value) -> Bool {
        if case .double(let d) = v { return d.isNaN }
        return false
    }
}
