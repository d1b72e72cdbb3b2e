import SwiftParser
import SwiftSyntax

/// The learner's program as a syntax tree, indexed for the `expect: source` rules: its classes
/// (each with its extensions) and its protocols, by name.
struct LearnerSource {
    /// The whole file.
    let tree: SourceFileSyntax
    /// Class name → its declaration and extensions, in the file's order.
    let classes: [String: [DeclGroupPart]]
    /// Protocol name → its declaration.
    let protocols: [String: ProtocolDeclSyntax]
    private let converter: SourceLocationConverter

    /// A class declaration or an extension of it: where its own code is written.
    struct DeclGroupPart {
        /// The `class` or `extension` declaration.
        let node: Syntax
        /// The inheritance clause's type names (the superclass and protocols).
        let inherited: [TypeSyntax]
        /// The members written in it.
        let members: MemberBlockItemListSyntax
    }

    /// The learner's `text`; `parsed`: its tree as `Parser.parse(source:)` gives it, when a run
    /// parsed it already.
    init(_ text: String, parsed: SourceFileSyntax? = nil) {
        tree = parsed ?? Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "main.swift", tree: tree)
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        classes = collector.classes
        protocols = collector.protocols
    }

    /// The 1-based line where a node's text starts.
    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// A node's text on one line, without comments, clipped for a message.
    func snippet(of node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    /// Where a node is, for a finding.
    func place(of node: some SyntaxProtocol) -> SourceFinding {
        .code(line: line(of: node), text: snippet(of: node))
    }

    /// The stored or computed property `name` written in the class (its body or an extension).
    func property(_ name: String, of className: String) -> (variable: VariableDeclSyntax, binding: PatternBindingSyntax)? {
        for part in classes[className] ?? [] {
            for member in part.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return (variable, binding)
                }
            }
        }
        return nil
    }

    /// Every class the code declares whose superclass chain (within the code) reaches one of `roots`.
    func classes(inheritingFrom roots: Set<String>) -> Set<String> {
        var found = roots
        var grew = true
        while grew {
            grew = false
            for (name, parts) in classes where !found.contains(name) {
                let supers = parts.flatMap(\.inherited).map(\.trimmedDescription)
                if supers.contains(where: found.contains) {
                    found.insert(name)
                    grew = true
                }
            }
        }
        return found
    }
}

/// Collects the top-level and nested class, extension and protocol declarations.
private final class DeclarationCollector: SyntaxVisitor {
    var classes: [String: [LearnerSource.DeclGroupPart]] = [:]
    var protocols: [String: ProtocolDeclSyntax] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, Syntax(node), node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.extendedType.trimmedDescription, Syntax(node), node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols[node.name.text] = node
        return .skipChildren
    }

    private func add(_ name: String, _ node: Syntax, _ clause: InheritanceClauseSyntax?, _ block: MemberBlockSyntax) {
        let inherited = clause?.inheritedTypes.map(\.type) ?? []
        classes[name, default: []].append(LearnerSource.DeclGroupPart(node: node, inherited: inherited, members: block.members))
    }
}
