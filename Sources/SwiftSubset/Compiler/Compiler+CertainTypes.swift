import SwiftSyntax

/// Static types the checker can be certain of where the compiler used to leave them unknown:
/// a number converted by `Int(_:)` or `Double(_:)`, a dictionary literal of plain keys and
/// values, and arithmetic that a variable of type `Int` makes `Int` whatever its literals.
extension Compiler {
    /// Whether a value of this static type is certainly a number (`Int`, `Double`, `Float`,
    /// `CGFloat` or a fixed-width integer), so converting it cannot fail.
    static func isCertainNumber(_ type: TypeRef?) -> Bool {
        guard case .named(let n)? = type else { return false }
        return ["Int", "Double", "Float", "CGFloat"].contains(n) || IntKind(name: n) != nil
    }

    /// `[String: Int]` for `["Ada": 36, "Alan": 41]`: every key of one plain standard type and
    /// every value of one; nil when any of them is less certain.
    static func plainDictionaryType(_ pairs: [(Compiled, Compiled)]) -> TypeRef? {
        func plainName(_ c: Compiled) -> String? {
            guard case .named(let n)? = c.type, plainTypes.contains(n) else { return nil }
            return n
        }
        guard let first = pairs.first, let k = plainName(first.0), let v = plainName(first.1),
              pairs.allSatisfy({ plainName($0.0) == k && plainName($0.1) == v }) else { return nil }
        return .dictionary(.named(k), .named(v))
    }

    /// `[String: [Double]]` for `["a": [1.5], "b": [2.5]]`: every key of one plain standard type
    /// and every value of one certain type (`certainElementType`: an array of plain values, a
    /// program's concrete type); nil when any of them is less certain.
    func certainValuesDictionaryType(_ pairs: [(Compiled, Compiled)]) -> TypeRef? {
        guard let first = pairs.first, case .named(let k)? = first.0.type, Self.plainTypes.contains(k),
              let v = certainElementType(first.1.type),
              pairs.allSatisfy({ $0.0.type?.description == k && certainElementType($0.1.type)?.description == v.description })
        else { return nil }
        return .dictionary(.named(k), v)
    }

    /// Whether arithmetic (`total / 4`, through `+ - * / %`, parentheses and prefix `-`) has an
    /// operand that names a variable of static type `Int`: Swift then types every literal in it
    /// `Int` too, so the result cannot become a `Double`.
    func arithmeticHasIntVariable(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
           case .local(_, let info)? = resolve(r.baseName.text) {
            if case .named("Int")? = info.type { return true }
            return false
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return arithmeticHasIntVariable(only.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return arithmeticHasIntVariable(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           ["+", "-", "*", "/", "%"].contains(op.operator.text) {
            return arithmeticHasIntVariable(i.leftOperand) || arithmeticHasIntVariable(i.rightOperand)
        }
        return false
    }
}
