import SwiftSyntax

/// Integer literals written into a variable whose static type the compiler does not know
/// (`var v = untyped(); v = 4`, `xs.append(3)`). Swift gives the literal the variable's type,
/// which the compiler cannot give it there; but a variable's value shows its number type, as
/// every value stored in it was converted to it: one holding a `Double` (or an array whose
/// elements are `Double`s) is a `Double` variable, so the literal is stored as a `Double` then
/// (`4.0`, and `7 / 2` divides as `Double`s). Only plain variables take the rule (reading them
/// runs nothing), and only integer-literal values (a literal alone has no other type to keep).
/// An empty array still gives no type: `append(3)` then stores an `Int`, as before.
extension Compiler {
    /// Whether `place` names a variable (or parameter) whose static type is not known.
    func isUntypedVariable(_ place: ExprSyntax?) -> Bool {
        guard let r = place?.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
              case .local(_, let info)? = resolve(r.baseName.text) else { return false }
        return info.type == nil
    }

    /// `value`, integer literals only, compiled with its literals as `Double`s; nil for any
    /// other expression. `dividingOnly`: only where the `Double` value differs (`7 / 2`).
    private func literalAsDouble(_ value: ExprSyntax, dividingOnly: Bool) -> Expr? {
        guard case .named("Int")? = literalDefaultType(value), !dividingOnly || dividesIntegers(value) else { return nil }
        return expr(value, expected: .named("Double")).run
    }

    /// The value stored into `place` by `=` (or combined with it by `+=`, … when
    /// `dividingOnly`): `compiled`, or `value` as `Double`s when `place` is a variable of
    /// unknown static type that holds a `Double` at run time.
    func storedIntoUntypedVariable(_ place: ExprSyntax, get: @escaping Expr, value: ExprSyntax, compiled: @escaping Expr,
                                   dividingOnly: Bool = false) -> Expr {
        guard isUntypedVariable(place), let floating = literalAsDouble(value, dividingOnly: dividingOnly) else { return compiled }
        return { env throws(Interrupt) in
            if case .double = try get(env) { return try floating(env) }
            return try compiled(env)
        }
    }

    /// `arguments` of `append(_:)`/`insert(_:at:)` on `receiver`, a variable of unknown static
    /// type, with an integer-literal element passed as a `Double` when the array holds
    /// `Double`s at run time; `arguments` itself otherwise.
    func appendingToUntypedVariable(_ receiver: ExprSyntax?, read: @escaping Expr, _ name: String, _ args: [CallArg],
                                    _ arguments: @escaping (Env) throws(Interrupt) -> [Value]) -> (Env) throws(Interrupt) -> [Value] {
        guard ["append", "insert"].contains(name), let first = args.first, first.label == nil, isUntypedVariable(receiver),
              let floating = literalAsDouble(first.syntax, dividingOnly: false) else { return arguments }
        return { env throws(Interrupt) in
            var vals = try arguments(env)
            if !vals.isEmpty, case .array(let items) = try read(env), case .double? = items.first { vals[0] = try floating(env) }
            return vals
        }
    }
}
