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

    /// The one-argument functions, in their Double and Float forms.
    private static let unaryFunctions: [String: (double: @Sendable (Double) -> Double, float: @Sendable (Float) -> Float)] = [
        "sqrt": (Foundation.sqrt, Foundation.sqrt), "floor": (Foundation.floor, Foundation.floor),
        "ceil": (Foundation.ceil, Foundation.ceil), "sin": (Foundation.sin, Foundation.sin),
        "cos": (Foundation.cos, Foundation.cos), "tan": (Foundation.tan, Foundation.tan),
        "exp": (Foundation.exp, Foundation.exp), "log": (Foundation.log, Foundation.log),
        "log2": (Foundation.log2, Foundation.log2), "log10": (Foundation.log10, Foundation.log10),
        "fabs": (Foundation.fabs, Foundation.fabs), "cbrt": (Foundation.cbrt, Foundation.cbrt),
        "asin": (Foundation.asin, Foundation.asin), "acos": (Foundation.acos, Foundation.acos),
        "atan": (Foundation.atan, Foundation.atan), "sinh": (Foundation.sinh, Foundation.sinh),
        "cosh": (Foundation.cosh, Foundation.cosh), "tanh": (Foundation.tanh, Foundation.tanh),
        "round": (Foundation.round, Foundation.round), "trunc": (Foundation.trunc, Foundation.trunc),
        "exp2": (Foundation.exp2, Foundation.exp2), "log1p": (Foundation.log1p, Foundation.log1p),
        "expm1": (Foundation.expm1, Foundation.expm1),
    ]

    /// The two-argument functions, in their Double and Float forms.
    private static let binaryFunctions: [String: (double: @Sendable (Double, Double) -> Double, float: @Sendable (Float, Float) -> Float)] = [
        "pow": (Foundation.pow, Foundation.pow), "atan2": (Foundation.atan2, Foundation.atan2),
        "hypot": (Foundation.hypot, Foundation.hypot), "fmod": (Foundation.fmod, Foundation.fmod),
    ]

    /// Whether the call takes the functions' Float forms: an argument is a `Float` and the
    /// others are Floats or number literals (`sqrt(f)`, `pow(f, 2)`).
    private func takesFloatForm(_ args: [CallArg]) -> Bool {
        args.contains { Self.isFloat(quietType($0.syntax)) }
            && args.allSatisfy { Self.isFloat(quietType($0.syntax)) || isNumberLiteral($0.syntax) }
    }

    /// Modules that certainly do not bring the C library's math functions; every other module
    /// a program imports may (Foundation, Glibc and Darwin, and the frameworks that re-export
    /// them: UIKit, MapKit, SpriteKit, CoreFoundation…).
    private static let modulesWithoutMath: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation"]

    /// Whether the file holding `node` imports a module that may bring the math functions (or
    /// is a prelude's): swiftc finds no `sqrt` in a file that imports nothing.
    private func importsMath(_ node: some SyntaxProtocol) -> Bool {
        if preludeFiles.contains(node.root.id) { return true }
        guard let modules = Self.importedModules(of: node) else { return true }
        return modules.contains { !Self.modulesWithoutMath.contains($0) }
    }

    func mathFunction(_ name: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        let ctx = self.ctx
        guard Self.unaryFunctions[name] != nil || Self.binaryFunctions[name] != nil else { return nil }
        // swiftc without such an import: "cannot find 'sqrt' in scope", at the name.
        guard importsMath(node) else {
            let place = node.as(FunctionCallExprSyntax.self).map { Syntax($0.calledExpression) } ?? Syntax(node)
            error(place, "cannot-find", "cannot find '\(name)' in scope")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if args.count == 2, let op = Self.binaryFunctions[name] {
            // `pow(2, 10)`: with an integer literal base, Swift picks Foundation's
            // `pow(Decimal, Int)`, whose result prints differently. Not supported, unless the
            // exponent is a `Double` (`pow(2, ceil(x))`, `pow(2, 0.5)`): no `Decimal` then.
            if name == "pow", args[0].syntax.is(IntegerLiteralExprSyntax.self), !isDoubleOperand(args[1].syntax),
               !Self.isFloat(quietType(args[1].syntax)) {
                error(args[0].syntax, "unsupported", "'pow' with an integer base (Decimal arithmetic) is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            if takesFloatForm(args) {
                let two = argRunners(args, types: [.named("Float"), .named("Float")])
                return Compiled({ env throws(Interrupt) in
                    let x = try two[0](env), y = try two[1](env)
                    return ctx.signingMadeNaN(try FloatDigits.held(op.float(Float(Self.dbl(x)), Float(Self.dbl(y)))), x, y)
                }, .named("Float"))
            }
            let two = argRunners(args, types: [.named("Double"), .named("Double")])
            return Compiled({ env throws(Interrupt) in
                let x = try two[0](env), y = try two[1](env)
                return ctx.signingMadeNaN(.double(op.double(Self.dbl(x), Self.dbl(y))), x, y)
            }, .named("Double"))
        }
        guard args.count == 1, let op = Self.unaryFunctions[name] else { return nil }
        if takesFloatForm(args) {
            let one = argRunners(args, types: [.named("Float")])[0]
            return Compiled({ env throws(Interrupt) in
                let x = try one(env)
                return ctx.signingMadeNaN(try FloatDigits.held(op.float(Float(Self.dbl(x)))), x)
            }, .named("Float"))
        }
        let one = argRunners(args, types: [.named("Double")])[0]
        return Compiled({ env throws(Interrupt) in
            let x = try one(env)
            return ctx.signingMadeNaN(.double(op.double(Self.dbl(x))), x)
        }, .named("Double"))
    }

    /// A math function named as a value (`[4.0, 9].map(sqrt)`, `let f: (Double) -> Double =
    /// floor`): its Double form, typed so; nil for another name, a file that imports nothing
    /// bringing it, or a program that declares a function of that name. In a program that uses
    /// `Float` its Float form might be Swift's choice, which a value does not know: refused.
    func mathFunctionValue(_ name: String, at node: DeclReferenceExprSyntax) -> Compiled? {
        let unary = Self.unaryFunctions[name], binary = Self.binaryFunctions[name]
        guard unary != nil || binary != nil, node.argumentNames == nil, importsMath(node) else { return nil }
        // A method of the program's by that name may be what the name means (a requirement of
        // a protocol `Self` conforms to, in a constrained extension): not taken as Foundation's.
        if let file = node.root.as(SourceFileSyntax.self), programIndex(of: file).functionNames.contains(name) { return nil }
        if programMentionsFloat(node) {
            error(node, "unsupported", "'\(name)' as a function value is not supported yet in a program that uses 'Float' (its Float form is not chosen here)")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let double = TypeRef.named("Double")
        let arity = unary != nil ? 1 : 2
        let ctx = self.ctx
        let fn = Callable(name: name) { args, _ throws(Interrupt) in
            // `zip(bases, exponents).map(pow)` passes each pair as one tuple.
            var operands = args
            if arity == 2, args.count == 1, case .tuple(let pair, _) = args[0] { operands = pair }
            guard operands.count == arity else { throw .unsupported("'\(name)' used as a function this way is not supported yet") }
            let x = Self.dbl(operands[0])
            if let unary { return ctx.signingMadeNaN(.double(unary.double(x)), operands[0]) }
            let y = Self.dbl(operands[1])
            return ctx.signingMadeNaN(.double(binary!.double(x, y)), operands[0], operands[1])
        }
        let type = FunctionTypeRef(parameters: Array(repeating: .init(type: double), count: arity), result: double)
        return Compiled({ _ throws(Interrupt) in .function(fn) }, .function(type))
    }
}
