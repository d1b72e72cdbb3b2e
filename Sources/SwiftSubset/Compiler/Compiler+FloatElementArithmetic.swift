import SwiftSyntax

/// Float arithmetic: which operators compute in single precision (`isSinglePrecision`), the
/// refusal of the rest (`refuseFloatArithmetic`), and arithmetic on `Float`s those operator
/// checks cannot see. `Float`s are held as Doubles, and only arithmetic whose operands are known to be
/// Floats is computed in single precision; anything else would be computed in Double precision
/// and print `0.30000000000000004` where Swift prints `0.3`: refused instead.
extension Compiler {
    /// Refuses an arithmetic operator passed as a function (`floats.reduce(0, +)`) to a method of
    /// a sequence whose elements are or hold `Float`s: an array or set of them, a dictionary of
    /// them, an optional's `map`, or a view of one (`enumerated()`, `zip`, `values`:
    /// `viewElementType`). A closure's parameters are typed (`standardClosureParameterTypes`),
    /// so the operators in it are checked as any other.
    func refuseFloatElementArithmetic(_ argument: ExprSyntax) {
        guard let r = argument.as(DeclReferenceExprSyntax.self), Self.arithmeticOperators.contains(r.baseName.text),
              let receiver = Self.methodReceiver(of: argument), programMentionsFloat(argument) else { return }
        guard let element = elementType(of: receiver, typed: quietType(receiver)),
              element.contains(where: { Self.isFloat($0) }) else { return }
        error(argument, "unsupported",
              "arithmetic on 'Float' values is not supported yet (it would be computed in Double precision)")
    }

    /// Refuses arithmetic none of whose operands has a known concrete type (each is untyped, of
    /// a type parameter's type, or a number literal, and no context types the result) in a
    /// program that names `Float`: such an operand may be a Float the compiler lost track of
    /// (a value through an untyped closure, a generic function's `T`), which the interpreter
    /// would compute in Double precision. Programs without `Float`, and apps (`importsUIKit`),
    /// are not affected.
    func refuseUntypedArithmeticBesideFloat(_ op: String, _ operands: [(TypeRef?, ExprSyntax)], expected: TypeRef?,
                                            at node: InfixOperatorExprSyntax) {
        guard Self.singlePrecisionOperators.contains(op), !hasConcreteType(expected),
              operands.allSatisfy({ !hasConcreteType($0.0) && !isNumberConversion($0.1) || isNumberLiteral($0.1) }),
              !operands.allSatisfy({ isNumberLiteral($0.1) }), programMentionsFloat(node), !Self.importsUIKit(node) else { return }
        error(node, "unsupported",
              "arithmetic on a value whose type is not known here is not supported yet in a program that uses 'Float' (it could be computed in Double precision)")
    }

    /// Whether the source file holding `node` imports UIKit, whose geometry (`bounds.height`)
    /// the compiler keeps no static types for: there an untyped operand is nearly always a
    /// `CGFloat`, and refusing it would refuse every layout computation of an app that also
    /// uses a `Float` (a slider's value, which is typed).
    static func importsUIKit(_ node: some SyntaxProtocol) -> Bool {
        importedModules(of: node)?.contains("UIKit") ?? false
    }

    /// Whether `e` is a standard conversion to a type other than Float (`Int(x)`, `Double(x)`),
    /// whose result is never a Float whatever its argument.
    private func isNumberConversion(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let r = call.calledExpression.as(DeclReferenceExprSyntax.self),
              resolve(r.baseName.text) == nil, builtinExtensions[r.baseName.text] == nil else { return false }
        let name = r.baseName.text
        return name == "Int" || name == "Double" || name == "String" || (IntKind(name: name) != nil && name != "Float")
    }

    /// Whether `type` is known and is not a type parameter (`T`) read as a name, nor `Any` (a
    /// context such as `print`'s argument, which types nothing).
    private func hasConcreteType(_ type: TypeRef?) -> Bool {
        switch type {
        case nil, .any?: return false
        case .named(let n)?: return namesKnownTypes(.named(n)) || n == "CGFloat" || n == "TimeInterval"
        default: return true
        }
    }

    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "+=", "-=", "*=", "/="]

    /// The receiver of the method call `e` is an argument (or the trailing closure) of.
    private static func methodReceiver(of e: ExprSyntax) -> ExprSyntax? {
        var call = e.parent?.as(FunctionCallExprSyntax.self)
        if call == nil { call = e.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return call?.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Whether the source file holding `node` names the type `Float` anywhere (the identifier,
    /// not `FloatingPoint`), read once per file.
    func programMentionsFloat(_ node: some SyntaxProtocol) -> Bool {
        fileFact(.mentionsFloat, of: node) { root in
            root.description.mentions("Float") && root.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("Float") }
        }
    }
}

/// Which Float arithmetic is computed in single precision, and the refusal of the rest.
extension Compiler {
    /// The operators computed in single precision on two Floats (`FloatDigits.arithmetic`).
    static let singlePrecisionOperators: Set<String> = ["+", "-", "*", "/"]

    static func isFloat(_ type: TypeRef?) -> Bool {
        if case .named("Float")? = type { return true }
        return false
    }

    /// Whether `op` on these operands (their static types and syntax) is Float arithmetic Swift
    /// computes in single precision: each operand a Float or a number literal (which the other
    /// operand, or the `expected` type, makes a Float), at least one of them typed so.
    func isSinglePrecision(_ op: String, _ operands: [(TypeRef?, ExprSyntax)], expected: TypeRef?) -> Bool {
        guard Self.singlePrecisionOperators.contains(op),
              operands.allSatisfy({ Self.isFloat($0.0) || isNumberLiteral($0.1) }) else { return false }
        return Self.isFloat(expected) || operands.contains { Self.isFloat($0.0) }
    }

    /// Refuses arithmetic whose operands or result are `Float` where it is not computed in
    /// single precision (an operand whose type is not known to be Float, `%`): the interpreter
    /// would compute in Double precision, so `f += 0.1` ten times would print
    /// `0.9999999999999999` where Swift prints `1.0000001`. Comparisons, storing and printing a
    /// `Float` that came from a literal or from UIKit stay allowed.
    func refuseFloatArithmetic(_ op: String, _ types: [TypeRef?], at node: InfixOperatorExprSyntax) {
        guard ["+", "-", "*", "/", "%"].contains(op) else { return }
        for case .named("Float")? in types {
            error(node, "unsupported", "arithmetic on 'Float' values is not supported yet (it would be computed in Double precision)")
            return
        }
    }
}
