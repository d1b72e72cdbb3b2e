import SwiftSyntax

/// `print(a.reversed())`, `print(a.enumerated())`, `print(zip(a, b))`: Swift prints the lazy
/// wrapper the call makes, its type and its bases (`ReversedCollection<Array<Int>>(_base: [3,
/// 1, 2])`, `Zip2Sequence<Array<Int>, Array<String>>(_sequence1: [3, 1, 2], _sequence2: ["p",
/// "q"])`), where the interpreter holds the elements. Written here from the bases' values where
/// each base's static type is a String or an array of a standard type (swiftc 6.3.1 here);
/// elsewhere such a print stays refused (`refuseDescribing`).
extension Compiler {
    /// The text `print` or interpolation writes for `e`, made from its bases; nil where `e` is
    /// no such call or a base's type is not known well enough.
    func sequenceWrapperText(_ e: ExprSyntax) -> Compiled? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty else { return nil }
        let wrapper: String
        var bases: [(label: String, expression: ExprSyntax)]
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, call.arguments.isEmpty {
            switch m.declName.baseName.text {
            case "reversed" where isStandardReversedCall(Syntax(call)): wrapper = "ReversedCollection"
            case "enumerated": wrapper = "EnumeratedSequence"
            default: return nil
            }
            bases = [("_base", base)]
        } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip", resolve("zip") == nil,
                  call.arguments.count == 2, call.arguments.allSatisfy({ $0.label == nil }) {
            wrapper = "Zip2Sequence"
            bases = zip(["_sequence1", "_sequence2"], call.arguments.map(\.expression)).map { ($0, $1) }
        } else {
            return nil
        }
        let typeNames = bases.compactMap { baseTypeName($0.expression) }
        guard typeNames.count == bases.count else { return nil }
        let runs = bases.map { expr($0.expression).run }
        let labels = bases.map(\.label)
        let head = wrapper + "<" + typeNames.joined(separator: ", ") + ">("
        let f = formatter, ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            var values: [Value] = []
            for run in runs { values.append(try run(env)) }
            var text = head
            for (i, v) in values.enumerated() {
                text += (i > 0 ? ", " : "") + labels[i] + ": " + (try describeValue(v, formatter: f, ctx: ctx, debug: true))
            }
            return .string(text + ")")
        }, .named("String"))
    }

    /// `String`, or `Array<T>` for an array of a standard value type, as the wrapper's type
    /// argument names its base; nil for anything else (a view, a slice, a program's type).
    private func baseTypeName(_ e: ExprSyntax) -> String? {
        guard standardView(of: e) == nil, let type = quietType(e) else { return nil }
        switch type {
        case .named("String"): return "String"
        case .array(let element) where Self.isConcreteStandardType(element) && !{ if case .array = element { true } else { false } }():
            return Self.swiftTypeName(type)
        default: return nil
        }
    }
}
