import SwiftSyntax

/// Integer literals written into a variable whose static type the compiler does not know
/// (`var v = untyped(); v = 4`, `xs.append(3)`). Swift gives the literal the variable's type,
/// which the compiler cannot give it there; but a variable's value shows its number type, as
/// every value stored in it was converted to it: one holding a `Double` (or an array whose
/// elements are `Double`s) is a `Double` variable, so the literal is stored as a `Double` then
/// (`4.0`, and `7 / 2` divides as `Double`s). Only plain variables take the rule (reading them
/// runs nothing), and only integer-literal values (a literal alone has no other type to keep).
/// An array literal of integers added to a value of unknown type (`xs + [3]`) takes the rule
/// from that value. An empty array still gives no type: `append(3)` then stores an `Int`.
extension Compiler {
    /// Whether `place` names a variable (or parameter) whose static type is not known and
    /// whose reading runs nothing (no getter).
    func isUntypedVariable(_ place: ExprSyntax?) -> Bool {
        guard let r = place?.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
              case .local(_, let info)? = resolve(r.baseName.text) else { return false }
        return info.type == nil && info.accessors?.getter == nil
    }

    /// `value`, integer literals only or an array literal of them, compiled with its literals
    /// as `Double`s; nil for any other expression. `dividingOnly`: a number only where its
    /// `Double` value differs (`7 / 2`).
    private func literalAsDouble(_ value: ExprSyntax, dividingOnly: Bool) -> Expr? {
        switch literalDefaultType(value) {
        case .named("Int")? where !dividingOnly || dividesIntegers(value):
            return expr(value, expected: .named("Double")).run
        case .array(.named("Int"))?:
            return expr(value, expected: .array(.named("Double"))).run
        default:
            return nil
        }
    }

    /// Whether a value shows a `Double` type: a `Double`, or an array whose first element is one.
    /// Whether `v` holds no value that could tell its element type: an empty array or
    /// dictionary, a nil.
    static func holdsNoElement(_ v: Value) -> Bool {
        switch v {
        case .array(let items): return items.isEmpty
        case .dictionary(let d): return d.count == 0
        case .optional(nil): return true
        default: return false
        }
    }

    static func holdsDouble(_ v: Value) -> Bool {
        switch v {
        case .double: return true
        case .array(let items): if case .double? = items.first { return true } else { return false }
        case .dictionary(let d): if case .double? = d.values.first { return true } else { return false }
        case .optional(let inner?): return holdsDouble(inner)
        default: return false
        }
    }

    /// A run-time test telling whether `place`, a variable of unknown static type, a property
    /// reached by a key path or a generic type's property of unknown type arguments
    /// (`genericMemberHoldsDouble`), holds `Double`s;
    /// `read` reads the place. Nil for any other place.
    private func placeHoldsDouble(_ place: ExprSyntax?, read: @escaping Expr) -> ((Env) throws(Interrupt) -> Bool)? {
        if isUntypedVariable(place) || isKeyPathPlace(place) { return { env throws(Interrupt) in Self.holdsDouble(try read(env)) } }
        return place.flatMap(genericMemberHoldsDouble)
    }

    /// Whether `place` is a value's property reached by a key path (`s[keyPath: kp]`), whose
    /// type is not modelled here: the property's value shows its number type.
    private func isKeyPathPlace(_ place: ExprSyntax?) -> Bool {
        guard let s = place?.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, s.arguments.first?.label?.text == "keyPath",
              Self.evaluatesWithoutCalls(s.calledExpression) else { return false }
        return true
    }

    /// `a + [3]` or `[3] + a` where `a`'s static type is not known and the other operand is an
    /// array literal of integer literals: the literal's elements are `Double`s when `a` holds
    /// `Double`s at run time (`[1.5] + [3]` is `[1.5, 3.0]`); nil for any other operation.
    func arrayLiteralBesideUntyped(_ op: String, _ i: InfixOperatorExprSyntax, _ l: Compiled, _ r: Compiled) -> Compiled? {
        guard op == "+" else { return nil }
        let lr = l.run, rr = r.run
        if l.type == nil, i.rightOperand.is(ArrayExprSyntax.self), let floating = literalAsDouble(i.rightOperand, dividingOnly: false) {
            return Compiled { env throws(Interrupt) in
                let a = try lr(env)
                return try Arithmetic.binary("+", a, Self.holdsDouble(a) ? try floating(env) : try rr(env))
            }
        }
        if r.type == nil, i.leftOperand.is(ArrayExprSyntax.self), let floating = literalAsDouble(i.leftOperand, dividingOnly: false) {
            return Compiled { env throws(Interrupt) in
                let b = try rr(env)
                return try Arithmetic.binary("+", Self.holdsDouble(b) ? try floating(env) : try lr(env), b)
            }
        }
        return nil
    }

    /// `v + 7 / 2` or `7 / 2 * v` (`+ - * /`) where `v`'s static type is not known and the other
    /// operand is integer literals that divide: Swift gives the literals `v`'s type, so when
    /// `v` holds a `Double` at run time (no `Int` operand meets a `Double` in Swift) they divide
    /// as `Double`s (`3.5`, not `3`); nil for any other operation. The result's type stays
    /// unknown, so the rule reaches the literals of an enclosing operation too.
    func dividingLiteralsBesideUntyped(_ op: String, _ i: InfixOperatorExprSyntax, _ l: Compiled, _ r: Compiled) -> Compiled? {
        guard ["+", "-", "*", "/"].contains(op) else { return nil }
        let lr = l.run, rr = r.run
        let ctx = self.ctx
        if l.type == nil, let floating = literalAsDouble(i.rightOperand, dividingOnly: true) {
            return Compiled { env throws(Interrupt) in
                let a = try lr(env)
                let b = if case .double = a { try floating(env) } else { try rr(env) }
                return ctx.signingMadeNaN(try Arithmetic.binary(op, a, b), a, b)
            }
        }
        if r.type == nil, let floating = literalAsDouble(i.leftOperand, dividingOnly: true) {
            return Compiled { env throws(Interrupt) in
                let b = try rr(env)
                let a = if case .double = b { try floating(env) } else { try lr(env) }
                return ctx.signingMadeNaN(try Arithmetic.binary(op, a, b), a, b)
            }
        }
        return nil
    }

    /// The value stored into `place` by `=` (or combined with it by `+=`, … when
    /// `dividingOnly`): `compiled`, or `value` as `Double`s when `place` is a variable of
    /// unknown static type (or a generic type's property, `placeHoldsDouble`) that holds a
    /// `Double` at run time.
    func storedIntoUntypedVariable(_ place: ExprSyntax, get: @escaping Expr, value: ExprSyntax, compiled: @escaping Expr,
                                   dividingOnly: Bool = false) -> Expr {
        guard let holdsDouble = placeHoldsDouble(place, read: get),
              let floating = literalAsDouble(value, dividingOnly: dividingOnly) else { return compiled }
        return { env throws(Interrupt) in
            if try holdsDouble(env) { return try floating(env) }
            return try compiled(env)
        }
    }

    /// `arguments` of `append(_:)`/`insert(_:at:)` on `receiver`, a variable of unknown static
    /// type (or a generic type's property, `placeHoldsDouble`), with an integer-literal element passed as a `Double` when the array holds
    /// `Double`s at run time; `arguments` itself otherwise.
    func appendingToUntypedVariable(_ receiver: ExprSyntax?, read: @escaping Expr, _ name: String, _ args: [CallArg],
                                    _ arguments: @escaping (Env) throws(Interrupt) -> [Value]) -> (Env) throws(Interrupt) -> [Value] {
        guard ["append", "insert"].contains(name), let first = args.first, first.label == nil,
              let holdsDouble = placeHoldsDouble(receiver, read: read),
              let floating = literalAsDouble(first.syntax, dividingOnly: false) else { return arguments }
        return { env throws(Interrupt) in
            var vals = try arguments(env)
            if !vals.isEmpty, try holdsDouble(env) { vals[0] = try floating(env) }
            return vals
        }
    }
}
