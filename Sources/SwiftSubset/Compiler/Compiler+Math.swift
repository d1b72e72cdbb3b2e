import Foundation
import SwiftSyntax

extension Compiler {
    /// The C math functions that Foundation brings (`pow`, `sqrt`, `floor`...), on Doubles:
    /// integer literals among the arguments are Doubles, as Swift types them.
    /// Whether an argument is a floating-point literal or of static type `Double`.
    private func isDoubleOperand(_ e: ExprSyntax) -> Bool {
        if e.is(FloatLiteralExprSyntax.self) { return true }
        if case .named("Double")? = quietType(e) { return true }
        return false
    }

    func mathFunction(_ name: String, _ args: [CallArg]) -> Compiled? {
        switch (name, args.count) {
        case ("pow", 2), ("atan2", 2), ("hypot", 2), ("fmod", 2):
            // `pow(2, 10)`: with an integer literal base, Swift picks Foundation's
            // `pow(Decimal, Int)`, whose result prints differently. Not supported, unless the
            // exponent is a `Double` (`pow(2, ceil(x))`, `pow(2, 0.5)`): no `Decimal` then.
            if name == "pow", args[0].syntax.is(IntegerLiteralExprSyntax.self), !isDoubleOperand(args[1].syntax) {
                error(args[0].syntax, "unsupported", "'pow' with an integer base (Decimal arithmetic) is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            let twoDoubles = argRunners(args, types: [.named("Double"), .named("Double")])
            let op: (Double, Double) -> Double = switch name {
            case "pow": Foundation.pow
            case "atan2": Foundation.atan2
            case "hypot": Foundation.hypot
            default: Foundation.fmod
            }
            let ctx = self.ctx
            return Compiled({ env throws(Interrupt) in
                let x = try twoDoubles[0](env), y = try twoDoubles[1](env)
                return ctx.signingMadeNaN(.double(op(Self.dbl(x), Self.dbl(y))), x, y)
            }, .named("Double"))
        case ("sqrt", 1), ("floor", 1), ("ceil", 1), ("sin", 1), ("cos", 1), ("tan", 1), ("exp", 1), ("log", 1),
             ("log2", 1), ("log10", 1), ("fabs", 1), ("cbrt", 1), ("asin", 1), ("acos", 1), ("atan", 1),
             ("sinh", 1), ("cosh", 1), ("tanh", 1), ("round", 1), ("trunc", 1), ("exp2", 1), ("log1p", 1), ("expm1", 1):
            let oneDouble = argRunners(args, types: [.named("Double")])[0]
            let op: (Double) -> Double = switch name {
            case "sqrt": Foundation.sqrt
            case "floor": Foundation.floor
            case "ceil": Foundation.ceil
            case "sin": Foundation.sin
            case "cos": Foundation.cos
            case "tan": Foundation.tan
            case "exp": Foundation.exp
            case "log": Foundation.log
            case "log2": Foundation.log2
            case "log10": Foundation.log10
            case "cbrt": Foundation.cbrt
            case "asin": Foundation.asin
            case "acos": Foundation.acos
            case "atan": Foundation.atan
            case "sinh": Foundation.sinh
            case "cosh": Foundation.cosh
            case "tanh": Foundation.tanh
            case "round": Foundation.round
            case "trunc": Foundation.trunc
            case "exp2": Foundation.exp2
            case "log1p": Foundation.log1p
            case "expm1": Foundation.expm1
            default: Foundation.fabs
            }
            let ctx = self.ctx
            return Compiled({ env throws(Interrupt) in
                let x = try oneDouble(env)
                return ctx.signingMadeNaN(.double(op(Self.dbl(x))), x)
            }, .named("Double"))
        default:
            return nil
        }
    }
}
