import SwiftSyntax

/// Default argument values that are the caller's: `#function`, `#line`, `#column`, `#fileID`,
/// `#file` and `#filePath` written as a parameter's default take their values at the call, as
/// swiftc does (`func log(_ m: String, line: Int = #line)` called from `load()` at line 5 sees
/// 5 and `load()`). swiftc places the call at its argument list's `(`: its line and column.
extension Compiler {
    /// The macros whose value as a default argument is the call site's.
    static let callerSiteMacros: Set<String> = ["function", "line", "column", "fileID", "file", "filePath"]

    /// The macro a parameter's default value is, when it is one of `callerSiteMacros`.
    static func callerSiteMacro(_ e: ExprSyntax) -> String? {
        guard let m = e.as(MacroExpansionExprSyntax.self), m.arguments.isEmpty,
              callerSiteMacros.contains(m.macroName.text) else { return nil }
        return m.macroName.text
    }

    /// The call's arguments and their parameters with a literal argument added for every
    /// parameter the call leaves to a caller-site default; unchanged when there is none.
    func addingCallerSiteDefaults(_ ref: FunctionRef, mapping: [Int], _ args: [CallArg],
                                  call: ExprSyntax?) -> (mapping: [Int], args: [CallArg]) {
        let omitted = ref.defaultSpellings.indices.filter { p in
            !mapping.contains(p) && ref.defaultSpellings[p].map { $0.hasPrefix("#") && Self.callerSiteMacros.contains(String($0.dropFirst())) } == true
        }
        guard !omitted.isEmpty, let paren = call?.as(FunctionCallExprSyntax.self)?.leftParen else { return (mapping, args) }
        let at = paren.startLocation(converter: converter)
        var mapping = mapping, args = args
        for p in omitted {
            let literal: ExprSyntax
            switch ref.defaultSpellings[p] {
            case "#line": literal = ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String(at.line))))
            case "#column": literal = ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String(at.column))))
            case "#function": literal = Self.stringLiteral(Self.enclosingFunctionName(paren))
            case "#fileID": literal = Self.stringLiteral("\(ctx.moduleName)/\(at.file)")
            case "#file", "#filePath": literal = Self.stringLiteral(at.file)
            default: continue
            }
            mapping.append(p)
            args.append(CallArg(label: ref.labels[p], syntax: literal, isTrailing: false))
        }
        return (mapping, args)
    }

    /// A string literal of `text` (a name or a file's path: nothing to escape).
    private static func stringLiteral(_ text: String) -> ExprSyntax {
        ExprSyntax(StringLiteralExprSyntax(openingQuote: .stringQuoteToken(),
                                           segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(text)))],
                                           closingQuote: .stringQuoteToken()))
    }

    /// A caller-site macro as a default value where the call does not supply it (a method's
    /// or an initialiser's call): refused when it is reached rather than given the
    /// declaration's line or function.
    func callerSiteDefaultRefusal(_ macro: String) -> Expr {
        { _ throws(Interrupt) in throw .unsupported("'#\(macro)' as the default value of a method's or an initialiser's parameter is not supported yet") }
    }
}
