import SwiftSyntax

/// Resolves `#if swift(>=4.2)` / `#if compiler(>=6)` blocks as swiftc 6.3.1 in its default
/// Swift 5 language mode does, and platform conditions (`os(iOS)`, `canImport(UIKit)`,
/// `DEBUG`…) as the run's `CompilationTarget` answers them: the inactive clauses and the
/// `#if`/`#elseif`/`#else`/`#endif` lines become spaces (newlines kept), so every remaining
/// token keeps its line and column and diagnostics still point into the learner's text. This
/// covers `#if` among statements, members and postfix expressions (`numbers #if … .filter {…}
/// #endif`) alike. A block with a condition the target cannot answer is left as it is, and
/// refused as before.
enum IfConfigResolver {
    /// The language version `swift(...)` compares against: swiftc 6.3's default mode, Swift 5,
    /// reports itself as 5.10 (checked: `#if swift(>=5.10)` is taken, `swift(>=6)` is not).
    static let languageVersion = [5, 10]
    /// The compiler version `compiler(...)` compares against.
    static let compilerVersion = [6, 3, 1]

    /// `source` with every resolvable `#if` block resolved, or nil when there is none.
    static func resolve(_ source: String, tree: SourceFileSyntax, target: CompilationTarget) -> String? {
        var blank: [Range<Int>] = []
        for decl in Syntax(tree).descendants(IfConfigDeclSyntax.self) {
            var active: Int? = nil
            var decided = true
            for (i, clause) in decl.clauses.enumerated() {
                guard let condition = clause.condition else { active = i; break }
                guard let value = evaluate(condition, target: target) else { decided = false; break }
                if value { active = i; break }
            }
            guard decided else { continue }
            for (i, clause) in decl.clauses.enumerated() {
                let directiveEnd = clause.condition?.endPosition ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                blank.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<directiveEnd.utf8Offset)
                if i != active, let elements = clause.elements {
                    blank.append(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
                }
            }
            blank.append(decl.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<decl.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        guard !blank.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for range in blank {
            for i in range where i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                bytes[i] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first condition of a `#if` block that `resolve` left as it is (one the target cannot
    /// answer: a custom flag on a device, an unknown module), in a resolved `tree`; nil when
    /// there is none.
    static func unresolvedCondition(in tree: SourceFileSyntax, target: CompilationTarget) -> ExprSyntax? {
        for decl in Syntax(tree).descendants(IfConfigDeclSyntax.self) {
            for clause in decl.clauses {
                guard let condition = clause.condition else { break }
                guard let value = evaluate(condition, target: target) else { return condition }
                if value { break }
            }
        }
        return nil
    }

    /// The value of a condition built from `swift(...)`, `compiler(...)`, the target's
    /// platform conditions and flags, `true`, `false`, `!`, `&&`, `||` and parentheses; nil for
    /// anything else.
    static func evaluate(_ e: ExprSyntax, target: CompilationTarget) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return evaluate(only.expression, target: target)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return evaluate(p.expression, target: target).map { !$0 }
        }
        if let s = e.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(s.elements), target: target) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            guard let l = evaluate(i.leftOperand, target: target), let r = evaluate(i.rightOperand, target: target) else { return nil }
            switch op {
            case "&&": return l && r
            case "||": return l || r
            default: return nil
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let f = call.calledExpression.as(DeclReferenceExprSyntax.self),
           call.arguments.count == 1, let arg = call.arguments.first, arg.label == nil {
            let against: [Int]
            switch f.baseName.text {
            case "swift": against = languageVersion
            case "compiler": against = compilerVersion
            case let name:
                guard let argument = arg.expression.as(DeclReferenceExprSyntax.self), argument.argumentNames == nil else { return nil }
                return target.value(of: name, argument: argument.baseName.text)
            }
            var text = arg.expression.trimmedText.filter { !$0.isWhitespace }
            let atLeast: Bool
            if text.hasPrefix(">=") { atLeast = true; text.removeFirst(2) }
            else if text.hasPrefix("<") { atLeast = false; text.removeFirst() }
            else { return nil }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            let version = parts.map { $0! }
            let n = max(version.count, against.count)
            let a = against + Array(repeating: 0, count: n - against.count)
            let v = version + Array(repeating: 0, count: n - version.count)
            let reached = !a.lexicographicallyPrecedes(v)
            return atLeast ? reached : !reached
        }
        if let flag = e.as(DeclReferenceExprSyntax.self), flag.argumentNames == nil {
            return target.value(of: flag.baseName.text, argument: nil)
        }
        return nil
    }

    /// An unfolded `a && b || c`: `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax], target: CompilationTarget) -> Bool? {
        var any = false
        var all = true
        var expectOperand = true
        for element in elements {
            if expectOperand {
                guard let v = evaluate(element, target: target) else { return nil }
                all = all && v
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                switch op {
                case "&&": break
                case "||": any = any || all; all = true
                default: return nil
                }
            }
            expectOperand.toggle()
        }
        return expectOperand ? nil : (any || all)
    }
}
