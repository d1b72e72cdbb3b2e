import SwiftSyntax

/// Prefix and postfix operators: the standard ones on standard values, and the program's own
/// (`prefix operator +++` with `static prefix func +++ (v: inout V) -> V` in a type or an
/// extension of a standard type, or a global `postfix func + (x: Num) -> Int`).
extension Compiler {
    /// A standard prefix operator applied to a value; nil for an operator with no standard meaning.
    static func builtinPrefix(_ op: String) -> ((Value) throws(Interrupt) -> Value)? {
        switch op {
        case "!":
            return { v throws(Interrupt) in
                if case .bool(let b) = v { return .bool(!b) }
                throw .unsupported("'!' on a value of this kind is not supported yet")
            }
        case "-":
            return { v throws(Interrupt) in
                switch v {
                case .int(let i):
                    if i == .min { throw Arithmetic.overflow("-") }
                    return .int(-i)
                case .double(let d): return .double(-d)
                case .fixed(let f): return try FixedIntArithmetic.prefix("-", f)
                default: throw .unsupported("negating a value of this kind is not supported yet")
                }
            }
        case "+":
            return { v throws(Interrupt) in
                switch v {
                case .int, .double, .fixed: return v
                default: throw .unsupported("'+' on a value of this kind is not supported yet")
                }
            }
        case "~":
            return { v throws(Interrupt) in
                switch v {
                case .int(let i): return .int(~i)
                case .fixed(let f): return try FixedIntArithmetic.prefix("~", f)
                default: throw .unsupported("'~' on a value of this kind is not supported yet")
                }
            }
        case "...", "..<":
            let closed = op == "..."
            return { v throws(Interrupt) in
                guard case .int(let i) = v else { throw .unsupported("one-sided ranges of this kind are not supported yet") }
                return .partialRange(closed ? .through(i) : .upTo(i))
            }
        default: return nil
        }
    }

    /// `op x` (or `x op`) where the program declares an operator function of that name taking
    /// one operand: the function that fits the operand's value at run time, else `builtin`.
    /// A function taking its operand `inout` writes it back. Nil when the program declares no
    /// such function, so standard operators keep their direct code.
    func unaryOperator(_ op: String, fixity: String, operand: ExprSyntax, _ inner: Compiled,
                       builtin: ((Value) throws(Interrupt) -> Value)?) -> Compiled? {
        let globals = (globalFunctions[op] ?? []).filter { $0.fixity == fixity && $0.paramTypes.count == 1 }
        let declaringTypes = Array(types.values) + Array(builtinExtensions.values)
        let inTypes = declaringTypes.contains { t in
            t.staticMethods.keys.contains { baseName($0) == op && $0.count(where: { $0 == ":" }) == 1 }
        }
        guard !globals.isEmpty || inTypes else { return nil }
        let extensions = builtinExtensions
        let place = isLValueShaped(operand) ? lvalue(operand, mutating: false) : nil
        let r = inner.run
        let own = programTypeNames
        let resultType = globals.count == 1 && !inTypes && builtin == nil ? globals[0].returnType : nil
        return Compiled({ env throws(Interrupt) in
            let v = try r(env)
            var function = globals.first { Self.fits(v, $0.paramTypes[0], programTypes: own) }?.callable
            if function == nil { function = try Arithmetic.userOperator(op, v, operands: [v]) }
            function = function ?? Self.standardTypeName(v).flatMap { extensions[$0] }.flatMap { t in
                    t.staticMethods.first { baseName($0.key) == op && $0.key.count(where: { $0 == ":" }) == 1 }?.value
                }
            guard let function else {
                if let builtin { return try builtin(v) }
                throw .unsupported("\(fixity) operator '\(op)' on a value of this kind is not supported yet")
            }
            var args = [v]
            var none = Value.void
            guard let withInout = function.inoutInvoke else { return try function.invoke(args, &none) }
            guard let place else { throw .unsupported("passing this operand 'inout' to '\(op)' is not supported yet") }
            let result = try withInout(&args, &none)
            let written = args[0]
            _ = try place.modify(env) { x throws(Interrupt) in x = written; return .void }
            return result
        }, resultType)
    }

    /// The name of a standard value's type, under which an extension of it is recorded.
    static func standardTypeName(_ v: Value) -> String? {
        switch v {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .character: "Character"
        case .array: "Array"
        case .fixed(let f): f.kind.name
        default: nil
        }
    }
}
