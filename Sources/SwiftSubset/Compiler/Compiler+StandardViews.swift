import SwiftSyntax

/// A value Swift keeps as a view of another collection where the interpreter keeps a plain
/// array or string: what Swift prints for it, or the indices it uses, differ from the
/// interpreter's, so those uses are refused (`Compiler+DescribingRefusals`, `refuseSubstringIndices`).
enum StandardView: Equatable {
    /// `reversed()` on a standard collection: a `ReversedCollection`, printed with its base
    /// (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`).
    case reversed
    /// `joined()` on an array of arrays: a `FlattenSequence` (or `JoinedSequence`), printed
    /// with its base.
    case joined
    /// A Substring that may start after its string's start (`s.dropFirst()`, `s[i...]`): its
    /// indices are its string's, where the interpreter counts Characters from its own start.
    case offsetSubstring
    /// An array of such Substrings (`s.split(separator: " ")`).
    case offsetSubstrings
}

extension Compiler {
    /// The view `e` is in Swift, from how it is written or, for a variable declared without a
    /// type, from its initial value; nil for a plain value.
    func standardView(of e: ExprSyntax) -> StandardView? {
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return standardView(of: tuple.elements.first!.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            guard case .local(_, let info)? = resolve(r.baseName.text) else { return nil }
            // A parameter or variable declared `Substring` may be any Substring.
            if info.view == nil, case .named("Substring")? = info.type { return .offsetSubstring }
            return info.view
        }
        if let forced = e.as(ForceUnwrapExprSyntax.self) { return standardView(of: forced.expression) }
        if isStandardReversedCall(Syntax(e)) { return .reversed }
        if isJoinedArraysCall(Syntax(e)) { return .joined }
        if let s = e.as(SubscriptCallExprSyntax.self) { return substringView(subscript: s) }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base {
            return substringView(method: m.declName.baseName.text, on: base)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, ["first", "last"].contains(m.declName.baseName.text),
           standardView(of: base) == .offsetSubstrings {
            return .offsetSubstring
        }
        return nil
    }

    /// Records the view of a variable declared without a type (`let r = a.reversed()`).
    func noteStandardView(of name: String, initialValue: ExprSyntax?, typed: Bool) {
        guard !typed, let initialValue, let view = standardView(of: initialValue) else { return }
        scope.blocks[scope.blocks.count - 1][name]?.view = view
    }

    /// Refuses reading or passing an index of a Substring that may not start at its string's
    /// start (`startIndex`, `index(after:)`, `firstIndex(of:)`, `sub[i]`): Swift's are the
    /// string's indices, the interpreter's count from the Substring's own start.
    func refuseSubstringIndices(receiver: ExprSyntax, _ what: String, at node: some SyntaxProtocol) {
        guard standardView(of: receiver) == .offsetSubstring else { return }
        error(node, "unsupported", "\(what) of a Substring is not supported yet (a Substring shares its string's indices)")
    }

    /// The view a method gives: a Substring from a string or Substring, an array of them
    /// from `split`.
    private func substringView(method: String, on base: ExprSyntax) -> StandardView? {
        // `prefix` and `dropLast` keep the start of what they are called on.
        let keepsStart = ["prefix", "dropLast"].contains(method)
        guard keepsStart || ["dropFirst", "suffix", "drop", "trimmingPrefix", "split"].contains(method) else { return nil }
        let baseView = standardView(of: base)
        guard baseView == .offsetSubstring || isStringTyped(base) else { return nil }
        if method == "split" { return .offsetSubstrings }
        return keepsStart && baseView != .offsetSubstring ? nil : .offsetSubstring
    }

    /// The view a subscript gives: a Substring for a range of a string's indices (from its
    /// start, `s[..<i]`, only when the string is itself such a Substring), a Substring for
    /// an element of an array of them.
    private func substringView(subscript s: SubscriptCallExprSyntax) -> StandardView? {
        let baseView = standardView(of: s.calledExpression)
        if baseView == .offsetSubstrings { return .offsetSubstring }
        guard s.arguments.count == 1, let argument = s.arguments.first?.expression,
              baseView == .offsetSubstring || isStringTyped(s.calledExpression) else { return nil }
        if let prefix = argument.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            return baseView == .offsetSubstring ? .offsetSubstring : nil
        }
        let isRange = argument.is(PostfixOperatorExprSyntax.self)
            || (argument.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)
                .map { ["...", "..<"].contains($0.operator.text) } ?? false)
        return isRange ? .offsetSubstring : nil
    }

    private func isStringTyped(_ e: ExprSyntax) -> Bool {
        if case .named("String")? = quietType(e) { return true }
        return false
    }

    /// `arrays.joined()` or `arrays.joined(separator:)` on an array of arrays: Swift gives a lazy
    /// sequence printed with its base (`FlattenSequence<Array<Array<Int>>>(_base: [[1], [2]])`),
    /// where the interpreter holds the flattened array.
    func isJoinedArraysCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "joined", let base = member.base,
              case .array(.array)? = quietType(base) else { return false }
        return true
    }

    /// `x.reversed()` on a collection of the standard library (not a program type's own method):
    /// Swift gives a `ReversedCollection`, printed as `ReversedCollection<Array<Int>>(_base: [1, 2])`,
    /// where the interpreter holds the reversed array.
    func isStandardReversedCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "reversed", let base = member.base else { return false }
        if case .named(let name)? = quietType(base), let t = types[name], t.host == nil,
           !preludeTypes.contains(ObjectIdentifier(t)) { return false }
        return true
    }
}
