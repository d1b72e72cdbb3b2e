import SwiftSyntax

/// Top-level functions overloaded by their parameter types (`f(_ x: Int)` beside
/// `f(_ x: Any)`, `f(callback: () -> Int)` beside `f(callback: () throws -> Int)`): declared
/// side by side, and a call chooses by its arguments' static types, as far as they are known.
extension Compiler {
    /// A function's type as written, which tells overloads of one full name apart: its
    /// parameters' types, `async`, and its result type (Swift overloads on each).
    static func signatureSpelling(_ s: FunctionSignatureSyntax) -> String {
        let params = s.parameterClause.parameters.map { $0.type.trimmedText + ($0.ellipsis == nil ? "" : "...") }
        let effects = s.effectSpecifiers?.asyncSpecifier == nil ? "" : " async"
        return "(" + params.joined(separator: ", ") + ")" + effects + " -> " + (s.returnClause?.type.trimmedText ?? "()")
    }

    /// Of declarations sharing one full name, the one a call's arguments choose: the one whose
    /// parameter types are the arguments' static types, else the only one taking `Any` where
    /// the others do not fit. Nil, with a refusal at `node`, when the checker cannot tell.
    func overloadByArgumentTypes(_ candidates: [FunctionRef], _ args: [CallArg], node: some SyntaxProtocol) -> (FunctionRef, [Int])? {
        let labels = args.map(\.label)
        let argTypes = args.map { a -> String? in
            var s = a.syntax
            if let io = s.as(InOutExprSyntax.self) { s = io.expression }
            return quietType(s)?.description
        }
        func fitting(anyAccepts: Bool) -> [(FunctionRef, [Int])] {
            candidates.compactMap { ref in
                guard let mapping = ref.match(labels) else { return nil }
                for (i, p) in mapping.enumerated() {
                    guard p < ref.paramTypes.count, let want = ref.paramTypes[p]?.description, let have = argTypes[i] else { return nil }
                    if want != have && !(anyAccepts && want == "Any") { return nil }
                }
                return (ref, mapping)
            }
        }
        let exact = fitting(anyAccepts: false)
        if exact.count == 1 { return exact[0] }
        if exact.isEmpty {
            let loose = fitting(anyAccepts: true)
            // Only `Any` accepts the argument, unless a generic overload not seen fitting here
            // (`g<T>(_: [T])` for `g([1])`) may be the one Swift prefers: then refused below.
            let isGeneric = { (ref: FunctionRef) in !ref.typeParameterUses.isEmpty }
            if loose.count == 1, isGeneric(loose[0].0) || !candidates.contains(where: isGeneric) { return loose[0] }
            // A type parameter reads as `Any` here. Swift prefers binding a generic overload's
            // type parameter to converting to `Any` (`over("s")` beside `over(_: Any)` and
            // `over<T>(_: T)` calls the generic one).
            let generic = loose.filter { isGeneric($0.0) && $0.0.typeParameterUses.values.allSatisfy { !$0.constrained } }
            if generic.count == 1, loose.count == 2 { return generic[0] }
        }
        if candidates.contains(where: { !$0.typeParameterUses.isEmpty }) {
            error(node, "unsupported", "choosing between generic and other overloads of '\(candidates[0].fullName)' here is not supported yet")
        } else {
            error(node, "unsupported", "choosing among the overloads of '\(candidates[0].fullName)' by types the checker does not know is not supported yet")
        }
        return nil
    }

    /// A function's name as swiftc's diagnostics spell it: `f` when every parameter is
    /// unlabelled (`f(_:)`), else the full name (`f(a:)`, `h()`, `k(_:b:)`).
    static func declaredName(_ ref: FunctionRef) -> String {
        !ref.labels.isEmpty && ref.labels.allSatisfy({ $0 == nil }) ? ref.name : ref.fullName
    }

    /// The hidden slot holding a local (or top-level) function's value: its full name and its
    /// type as written, so that overloads of one full name each have their own.
    static func functionSlotName(_ fullName: String, _ f: FunctionDeclSyntax) -> String {
        "func$" + fullName + signatureSpelling(f.signature)
    }
}
