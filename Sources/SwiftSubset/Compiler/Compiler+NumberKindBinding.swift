import SwiftSyntax

/// A numeric type parameter a call cannot bind from the arguments' static types
/// (`gcd($0.0, $0.1)` in a closure whose parameter's type is not known here) bound instead, as
/// the function starts, from the number its argument holds. Faithful for a type parameter
/// constrained to a numeric protocol: its argument is either of a number type, which the value's
/// kind names exactly (`Int`, `Double`, the fixed-width integers), or an existential Swift
/// opens to the value's own type. Not where a `Float` or `CGFloat` may be about (held as a
/// Double here), so not in a program naming either or importing UIKit or Core Graphics.
extension Compiler {
    /// The parameter (by index) whose argument's number binds `name` for a call of `ref`: its
    /// first parameter of type `name`, `[name]` or `[[name]]`, not `inout`, where `name` is constrained to
    /// a numeric protocol and no `Float`-like type is about; nil otherwise.
    func numberKindParameter(of name: String, _ ref: FunctionRef, node: some SyntaxProtocol) -> Int? {
        guard !mayHoldOtherFloats(node) else { return nil }
        let direct = ref.typeParameterUses.filter { $0.value.name == name && !$0.value.isVariadic && !$0.value.boundByReceiver }.keys
        let nested = ref.nestedArrayTypeParameters.filter { $0.value.name == name }.keys
        guard let parameter = (Array(direct) + Array(nested)).min(), ref.numericParameters.contains(parameter), !ref.inoutParams.contains(parameter),
              !ref.numericReceiverParameters.contains(parameter) else { return nil }
        return parameter
    }

    /// The standard number type `value` (or an array's first element, at any depth) holds, as a bound type
    /// parameter (`BoundType`).
    static func numberKind(of value: Value) throws(Interrupt) -> Value {
        switch value {
        case .int: return .standardType("Int")
        case .double: return .standardType("Double")
        case .fixed(let f): return .standardType(f.kind.name)
        case .array(let items):
            guard let first = items.first else {
                throw .unsupported("a generic function whose numeric type parameter is known only from an empty array passed to it is not supported yet")
            }
            return try numberKind(of: first)
        default:
            throw .unsupported("a generic function whose numeric type parameter is bound to a value of this kind is not supported yet")
        }
    }

    /// Whether the program at `node` names `Float` or `CGFloat` or imports UIKit or Core
    /// Graphics (whose values are held as Doubles, which a value's kind cannot tell apart).
    func mayHoldOtherFloats(_ node: some SyntaxProtocol) -> Bool {
        programMentionsFloat(node) || node.root.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let n) = $0.tokenKind { return n == "CGFloat" || n == "UIKit" || n == "CoreGraphics" }
            return false
        }
    }
}
