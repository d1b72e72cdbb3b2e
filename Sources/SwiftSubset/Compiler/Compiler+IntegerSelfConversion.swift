import SwiftSyntax

/// `Self(x)` in an instance member of an extension of a standard integer protocol
/// (`extension BinaryInteger { func half() -> Self { Self(Double(self) / 2) } }`): the
/// conversion to the receiver's own integer type, which is known only when the member runs
/// (`Int`, `UInt8`, ...). Code from Rosetta Code writes `Self(3)` and `Self(d)` this way.
extension Compiler {
    /// The standard protocols whose conforming types are exactly the integer types.
    static let integerProtocols: Set<String> = ["BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger"]

    /// `Self(x)`, where `Self` is `extended`, converted to the type of `self` when it runs; nil
    /// when `extended` is no integer protocol or the call is not inside an instance member.
    func integerSelfConversion(_ extended: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        guard Self.integerProtocols.contains(extended.name), isInInstanceMember else { return nil }
        guard args.count == 1, args[0].label == nil else {
            let spelled = args.map { ($0.label ?? "_") + ":" }.joined()
            return unsupported(node, "'Self(\(spelled))' calls in an extension of '\(extended.name)'")
        }
        let receiver = expr(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))).run
        let compiledArgument = expr(args[0].syntax)
        let argument = compiledArgument.run
        // A Float is held as a Double; the trap names the type the argument was written as.
        var floatingName = "Double"
        if case .named(let n)? = compiledArgument.type, ["Float", "CGFloat"].contains(n) { floatingName = n }
        let toInt = Self.conversion("Int", formatter: formatter, ctx: ctx)
        return Compiled { env throws(Interrupt) in
            let value = try argument(env)
            switch value {
            case .int, .fixed, .double: break
            default: throw .unsupported("'Self(_:)' from a value of this kind is not supported yet")
            }
            let own = try receiver(env)
            if case .double(let d) = value {
                // The generic initialiser from a floating-point value truncates toward zero
                // and traps in its own words (swiftc 6: Integers.swift), not the concrete one's.
                let truncated = d.rounded(.towardZero)
                let made: Value?
                switch own {
                case .int: made = Int(exactly: truncated).map { .int($0) }
                case .fixed(let f): made = try f.kind.convert(.double(truncated), .exactly).unwrapped
                default: throw .unsupported("'Self(_:)' on a value of this kind is not supported yet")
                }
                guard let made else {
                    throw .fatal("Fatal error: \(floatingName) value cannot be converted to \(Self.integerTypeName(own)) because it is outside the representable range")
                }
                return made
            }
            switch own {
            case .int: return try toInt?([value]) ?? value
            case .fixed(let f): return try f.kind.convert(value, .checked)
            default: throw .unsupported("'Self(_:)' on a value of this kind is not supported yet")
            }
        }
    }

    /// The name of an integer value's type (`Int`, `UInt8`).
    private static func integerTypeName(_ v: Value) -> String {
        if case .fixed(let f) = v { return f.kind.name }
        return "Int"
    }

    /// Whether the code being compiled is inside an instance member (the nearest function
    /// scope with a type is not a static member's), where `self` is a value.
    private var isInInstanceMember: Bool {
        var s: FunctionScope? = scope
        while let fs = s {
            if fs.selfType != nil { return !fs.isStatic }
            s = fs.parent
        }
        return false
    }
}
