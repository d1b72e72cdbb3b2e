import SwiftSyntax

/// Result builders (`@resultBuilder`), applied as The Swift Programming Language's
/// "Attributes" chapter describes the transformation: before checking, the body of each
/// closure passed to a builder parameter, and of each function or computed variable marked
/// with a builder, is rewritten into calls of the builder's static methods
/// (`buildExpression`, `buildBlock`, `buildOptional`, `buildEither`, `buildArray`,
/// `buildFinalResult`). The rewrite keeps every statement on its line (code is added on the
/// lines of the statements it wraps), so diagnostics and runtime errors name the learner's
/// lines; builder attributes on declarations become spaces. Constructs the rewrite does not
/// cover are refused at their place.
enum ResultBuilderTransform {
    /// The rewritten source, with the refusals found; nil when the program declares no builder.
    static func transform(_ source: String, tree: SourceFileSyntax) -> (source: String, refusals: [(Syntax, String)])? {
        let builders = ResultBuilders(tree)
        guard !builders.methods.isEmpty else { return nil }
        var rewriter = Rewriter(bytes: Array(source.utf8), builders: builders)
        let text = rewriter.text(of: Syntax(tree), trimmed: false)
        return (text, rewriter.refusals)
    }
}

/// The program's result builders and the declarations that use them.
struct ResultBuilders {
    /// The static methods (base names) of each builder type, from its declaration and extensions.
    var methods: [String: Set<String>] = [:]
    /// Functions and initialisers with a builder parameter: by called name (a function's
    /// name, an initialiser's type), the parameter's label (nil for `_`), whether it is the
    /// last parameter (so a trailing closure fills it) and the builder.
    var parameters: [String: [(label: String?, isLast: Bool, builder: String)]] = [:]

    init(_ tree: SourceFileSyntax) {
        for group in Syntax(tree).descendants(AttributeListSyntax.self) {
            guard group.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "resultBuilder" }),
                  let decl = group.parent?.asProtocol(DeclGroupSyntax.self), let name = Self.name(of: decl) else { continue }
            methods[name, default: []].formUnion(Self.staticFunctions(decl))
        }
        guard !methods.isEmpty else { return }
        for e in Syntax(tree).descendants(ExtensionDeclSyntax.self) where methods[e.extendedType.trimmedText] != nil {
            methods[e.extendedType.trimmedText, default: []].formUnion(Self.staticFunctions(e))
        }
        for f in Syntax(tree).descendants(FunctionDeclSyntax.self) {
            record(f.signature.parameterClause.parameters, calledAs: f.name.text)
        }
        for i in Syntax(tree).descendants(InitializerDeclSyntax.self) {
            var parent = i.parent
            while let p = parent, p.asProtocol(DeclGroupSyntax.self) == nil { parent = p.parent }
            if let group = parent?.asProtocol(DeclGroupSyntax.self), let name = Self.name(of: group) {
                record(i.signature.parameterClause.parameters, calledAs: name)
            }
        }
    }

    /// The builder an attribute list names, if any.
    func builder(in attributes: AttributeListSyntax) -> (name: String, attribute: AttributeSyntax)? {
        for a in attributes {
            guard let attribute = a.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedText
            if methods[name] != nil { return (name, attribute) }
        }
        return nil
    }

    private mutating func record(_ params: FunctionParameterListSyntax, calledAs name: String) {
        for (i, p) in params.enumerated() {
            guard let (builder, _) = builder(in: p.attributes) else { continue }
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            parameters[name, default: []].append((label, i == params.count - 1, builder))
        }
    }

    private static func name(of decl: DeclGroupSyntax) -> String? {
        decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text
            ?? decl.as(ClassDeclSyntax.self)?.name.text
    }

    private static func staticFunctions(_ decl: DeclGroupSyntax) -> Set<String> {
        Set(decl.memberBlock.members.compactMap { m -> String? in
            guard let f = m.decl.as(FunctionDeclSyntax.self),
                  f.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return nil }
            return f.name.text
        })
    }
}

/// Rewrites builder bodies in the source's bytes, keeping lines.
struct Rewriter {
    let bytes: [UInt8]
    let builders: ResultBuilders
    var refusals: [(Syntax, String)] = []
    private var counter = 0

    init(bytes: [UInt8], builders: ResultBuilders) {
        self.bytes = bytes
        self.builders = builders
    }

    /// The source of `node` (without its outer trivia when `trimmed`) with every builder body
    /// inside it rewritten and builder attributes on declarations blanked.
    mutating func text(of node: Syntax, trimmed: Bool) -> String {
        let start = trimmed ? node.positionAfterSkippingLeadingTrivia.utf8Offset : node.position.utf8Offset
        let end = trimmed ? node.endPositionBeforeTrailingTrivia.utf8Offset : node.endPosition.utf8Offset
        var edits: [(Range<Int>, String)] = []
        collectEdits(in: node, into: &edits)
        return splice(start..<end, edits)
    }

    /// The bytes of `range` with `edits` (ranges inside it, not overlapping) applied.
    private func splice(_ range: Range<Int>, _ edits: [(Range<Int>, String)]) -> String {
        var out = ""
        var at = range.lowerBound
        for (r, replacement) in edits.sorted(by: { $0.0.lowerBound < $1.0.lowerBound })
        where r.lowerBound >= at && r.upperBound <= range.upperBound {
            out += String(decoding: bytes[at..<r.lowerBound], as: UTF8.self)
            out += replacement
            at = r.upperBound
        }
        out += String(decoding: bytes[at..<range.upperBound], as: UTF8.self)
        return out
    }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    private static func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func blank(_ node: some SyntaxProtocol) -> (Range<Int>, String) {
        let r = Self.trimmedRange(node)
        return (r, String(repeating: " ", count: r.count))
    }

    /// The outermost builder bodies under `node`, as edits.
    private mutating func collectEdits(in node: Syntax, into edits: inout [(Range<Int>, String)]) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let closure = child.as(ClosureExprSyntax.self), let builder = builder(for: closure) {
                edits.append((Self.range(closure.statements), body(closure.statements, builder)))
                continue
            }
            if let f = child.as(FunctionDeclSyntax.self), let (builder, attribute) = builders.builder(in: f.attributes),
               let statements = f.body?.statements {
                edits.append(blank(attribute))
                edits.append((Self.range(statements), body(statements, builder)))
                continue
            }
            if let v = child.as(VariableDeclSyntax.self), let (builder, attribute) = builders.builder(in: v.attributes),
               v.bindings.count == 1, let block = v.bindings.first?.accessorBlock {
                let statements: CodeBlockItemListSyntax?
                switch block.accessors {
                case .getter(let list): statements = list
                case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                }
                if let statements {
                    edits.append(blank(attribute))
                    edits.append((Self.range(statements), body(statements, builder)))
                    continue
                }
            }
            collectEdits(in: child, into: &edits)
        }
    }

    /// The builder a closure is passed to: as the trailing closure of a call to a function
    /// (or type) whose last parameter is a builder parameter, or as its labelled argument.
    private func builder(for closure: ClosureExprSyntax) -> String? {
        var call: FunctionCallExprSyntax? = nil
        var label: String?? = nil  // nil: trailing
        if let c = closure.parent?.as(FunctionCallExprSyntax.self), c.trailingClosure?.id == closure.id {
            call = c
        } else if let arg = closure.parent?.as(LabeledExprSyntax.self), let c = arg.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = c
            label = .some(arg.label?.text)
        }
        guard let call else { return nil }
        let called: String
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) { called = d.baseName.text }
        else if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { called = m.declName.baseName.text }
        else { return nil }
        guard let params = builders.parameters[called] else { return nil }
        if let label { return params.first { $0.label == label }?.builder }
        return params.first { $0.isLast }?.builder
    }

    private mutating func fresh() -> String {
        counter += 1
        return "__builder\(counter)"
    }

    /// A builder body: its statements transformed, ending in `return` of the built result
    /// (through `buildFinalResult` when the builder has it). A body with its own `return` is
    /// not transformed, as in Swift.
    private mutating func body(_ items: CodeBlockItemListSyntax, _ builder: String) -> String {
        let returns = items.contains { item in
            if case .stmt(let s) = item.item { return s.is(ReturnStmtSyntax.self) }
            return false
        }
        if returns { return text(of: Syntax(items), trimmed: false) }
        let final = builders.methods[builder]?.contains("buildFinalResult") == true
        return block(items, builder) { "return " + (final ? "\(builder).buildFinalResult(\($0))" : $0) }
    }

    /// A block's statements transformed, then `finish` given the variable holding the block's
    /// component (`buildBlock` of the statements' components), on the last statement's line.
    private mutating func block(_ items: CodeBlockItemListSyntax, _ builder: String, finish: (String) -> String) -> String {
        let methods = builders.methods[builder] ?? []
        var parts: [(lead: String, body: String, trail: String)] = []
        var components: [String] = []
        for item in items {
            let lead = item.leadingTrivia.description
            let trail = item.trailingTrivia.description
            var node = Syntax(item.item)
            if let s = node.as(ExpressionStmtSyntax.self) { node = Syntax(s.expression) }
            if let i = node.as(IfExprSyntax.self) {
                let v = fresh()
                components.append(v)
                parts.append((lead, ifStatement(i, builder, into: v), trail))
            } else if let sw = node.as(SwitchExprSyntax.self) {
                let v = fresh()
                components.append(v)
                parts.append((lead, switchStatement(sw, builder, into: v), trail))
            } else if let f = node.as(ForStmtSyntax.self) {
                let v = fresh()
                components.append(v)
                parts.append((lead, forStatement(f, builder, into: v), trail))
            } else if node.is(DeclSyntax.self) {
                parts.append((lead, text(of: node, trimmed: true) + ";", trail))
            } else if node.is(ExprSyntax.self) {
                let v = fresh()
                components.append(v)
                let value = text(of: node, trimmed: true)
                let made = methods.contains("buildExpression") ? "\(builder).buildExpression(\(value))" : value
                parts.append((lead, "let \(v) = \(made);", trail))
            } else if node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(GuardStmtSyntax.self) {
                // swiftc rejects these in a builder body.
                refusals.append((node, "closure containing control flow statement cannot be used with result builder '\(builder)'"))
                parts.append((lead, text(of: node, trimmed: true), trail))
            } else {
                refusals.append((node, "this statement in a result builder body is not supported yet"))
                parts.append((lead, text(of: node, trimmed: true), trail))
            }
        }
        let result = fresh()
        let built = "let \(result) = \(builder).buildBlock(\(components.joined(separator: ", "))); " + finish(result)
        if parts.isEmpty { return " " + built + " " }
        parts[parts.count - 1].body += " " + built
        return parts.map { $0.lead + $0.body + $0.trail }.joined()
    }

    /// `if … else if … else …` in a builder body: each branch's block, injected by
    /// `buildEither` along its path in a balanced tree of the branches (swiftc's order: the
    /// first subtree holds the largest power of two below the count), and by `buildOptional`
    /// when there is no final `else`.
    private mutating func ifStatement(_ i: IfExprSyntax, _ builder: String, into v: String) -> String {
        var branches: [CodeBlockSyntax] = []
        var current: IfExprSyntax? = i
        var finalElse: CodeBlockSyntax? = nil
        while let c = current {
            branches.append(c.body)
            if c.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                refusals.append((Syntax(c.conditions), "'if #available' in a result builder body is not supported yet"))
            }
            switch c.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?: finalElse = block; current = nil
            case nil: current = nil
            }
        }
        let methods = builders.methods[builder] ?? []
        if let finalElse { branches.append(finalElse) }
        let optional = finalElse == nil
        if optional && !methods.contains("buildOptional") || branches.count > 1 && !methods.contains("buildEither") {
            refusals.append((Syntax(i), "closure containing control flow statement cannot be used with result builder '\(builder)'"))
        }
        var edits: [(Range<Int>, String)] = []
        for (k, branch) in branches.enumerated() {
            let path = Self.eitherPath(k, of: branches.count)
            edits.append((Self.range(branch.statements), injectedBlock(branch.statements, builder, path: path, optional: optional, into: v)))
        }
        var out = "var \(v); " + splice(Self.trimmedRange(i), edits)
        if optional { out += " else { \(v) = \(builder).buildOptional(nil) }" }
        return out + ";"
    }

    /// `switch` in a builder body: each case's block injected by `buildEither` along its path
    /// in the same balanced tree as an `if` chain's (checked with swiftc).
    private mutating func switchStatement(_ sw: SwitchExprSyntax, _ builder: String, into v: String) -> String {
        var cases: [SwitchCaseSyntax] = []
        for element in sw.cases {
            guard case .switchCase(let c) = element else {
                refusals.append((Syntax(element), "this statement in a result builder body is not supported yet"))
                return text(of: Syntax(sw), trimmed: true)
            }
            cases.append(c)
        }
        if cases.count > 1 && builders.methods[builder]?.contains("buildEither") != true {
            refusals.append((Syntax(sw), "closure containing control flow statement cannot be used with result builder '\(builder)'"))
        }
        var edits: [(Range<Int>, String)] = []
        for (k, c) in cases.enumerated() {
            edits.append((Self.range(c.statements), injectedBlock(c.statements, builder, path: Self.eitherPath(k, of: cases.count), optional: false, into: v)))
        }
        return "var \(v); " + splice(Self.trimmedRange(sw), edits) + ";"
    }

    /// A branch's block, then its component injected along `path` (and through
    /// `buildOptional` when `optional`) and assigned to `v`.
    private mutating func injectedBlock(_ items: CodeBlockItemListSyntax, _ builder: String, path: [Bool], optional: Bool, into v: String) -> String {
        block(items, builder) { component in
            var injected = component
            for first in path.reversed() { injected = "\(builder).buildEither(\(first ? "first" : "second"): \(injected))" }
            if optional { injected = "\(builder).buildOptional(\(injected))" }
            return "\(v) = \(injected)"
        }
    }

    /// The `buildEither` path (true: `first`) of branch `k` of `n`, outermost first.
    static func eitherPath(_ k: Int, of n: Int) -> [Bool] {
        guard n > 1 else { return [] }
        var firstCount = 1
        while firstCount * 2 < n { firstCount *= 2 }
        if k < firstCount { return [true] + eitherPath(k, of: firstCount) }
        return [false] + eitherPath(k - firstCount, of: n - firstCount)
    }

    /// `for … in … { … }` in a builder body: each iteration's block collected, then `buildArray`.
    private mutating func forStatement(_ f: ForStmtSyntax, _ builder: String, into v: String) -> String {
        if builders.methods[builder]?.contains("buildArray") != true {
            refusals.append((Syntax(f), "closure containing control flow statement cannot be used with result builder '\(builder)'"))
        }
        let parts = fresh()
        let transformed = block(f.body.statements, builder) { "\(parts).append(\($0))" }
        let loop = splice(Self.trimmedRange(f), [(Self.range(f.body.statements), transformed)])
        return "var \(parts) = [Any](); " + loop + "; let \(v) = \(builder).buildArray(\(parts));"
    }
}
