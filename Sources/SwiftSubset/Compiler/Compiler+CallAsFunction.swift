import SwiftSyntax

extension Compiler {
    /// `value(args)` on a value of a type declaring `callAsFunction`: the call of that method
    /// (a `mutating` one changes the variable). Nil when the value's type is not such a type.
    func callAsFunction(_ value: Compiled, _ callee: ExprSyntax, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        guard case .named(let n)? = value.type, let t = types[n], t.kind != .protocolType else { return nil }
        if let dynamic = dynamicCall(value, t, args, node: node) { return dynamic }
        guard hasMember(t, "callAsFunction", isStatic: false) else { return nil }
        var lv: LValue? = nil
        if t.kind != .classType, mutatingMethodNames.contains("callAsFunction"), isLValueShaped(callee) {
            lv = lvalue(callee, mutating: false)
        }
        return methodCall(lvBase: lv, base: value, "callAsFunction", args, node: node)
    }
}
