import SwiftSyntax

/// swiftc's errors that one declaration or statement shows by its shape alone: a stored
/// property in an extension, a static stored property without a value, `nil` or an empty
/// collection literal as all a variable's type has to go on, a bare `return` in a function
/// that returns a value, an enum case's raw value of another kind than the enum's raw type, a
/// struct whose every stored declaration starts with a value but one name has none.
/// `ProgramIndex`'s one walk of a file gives each such node to `DeclarationShapes`.
extension Compiler {
    func checkDeclarationShapes(in file: SourceFileSyntax) {
        for fault in programIndex(of: file).shapes.faults { error(fault.node, fault.id, fault.message) }
    }
}

/// The faults found in the declarations and statements `ProgramIndex`'s walk gives it.
struct DeclarationShapes {
    struct Fault {
        let node: Syntax
        let id: String
        let message: String
    }
    private(set) var faults: [Fault] = []

    private mutating func report(_ node: some SyntaxProtocol, _ id: String, _ message: String) {
        faults.append(Fault(node: Syntax(node), id: id, message: message))
    }

    mutating func check(_ node: VariableDeclSyntax) {
        let container = node.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.parent
        let inExtension = container?.is(ExtensionDeclSyntax.self) == true
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        for b in node.bindings {
            let stored = b.isStored
            if inExtension, !isStatic, stored {
                report(b.pattern, "stored-property-in-extension", "extensions must not contain stored properties")
            }
            // `static var x: Int?` starts as nil.
            let written = Compiler.writtenType(of: b, in: node)?.type
            if isStatic, container?.is(ProtocolDeclSyntax.self) == false, stored, !b.startsWithValue(in: node) {
                report(b.pattern, "static-without-value",
                       "'static \(node.bindingSpecifier.text)' declaration requires an initializer expression or an explicitly stated getter")
            }
            if let annotation = b.typeAnnotation?.type, let mark = Self.misplacedImplicitUnwrap(in: annotation, nested: false) {
                report(mark, "misplaced-implicit-unwrap", "using '!' is not allowed here")
            }
            if let value = b.initializer?.value, written == nil {
                if value.is(NilLiteralExprSyntax.self) {
                    report(value, "nil-without-type", "'nil' requires a contextual type")
                } else if Compiler.isEmptyCollectionLiteral(value) {
                    report(value, "empty-collection-without-type", "empty collection literal requires an explicit type")
                }
            }
        }
    }

    /// `struct S { var w = 0, h: Double }` without an initialiser of its own: swiftc takes a
    /// declaration whose first name has a value as giving all its names one, so a struct whose
    /// every stored declaration starts so gets an implicit `init()` that leaves `h` unset.
    mutating func check(_ node: StructDeclSyntax) {
        let members = node.memberBlock.members.map(\.decl)
        guard !members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else { return }
        var stored: [VariableDeclSyntax] = []
        for v in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            if v.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) { continue }
            guard v.bindings.allSatisfy(\.isStored) else { continue }
            // A wrapper or `lazy` gives its own initial value: left alone.
            if !v.attributes.isEmpty || v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) { return }
            stored.append(v)
        }
        let startsWithValue = { (v: VariableDeclSyntax) in v.bindings.first.map { $0.startsWithValue(in: v) } ?? true }
        guard stored.allSatisfy(startsWithValue),
              stored.contains(where: { v in v.bindings.contains { !$0.startsWithValue(in: v) } }) else { return }
        report(node.name, "uninitialised-stored-property", "return from initializer without initializing all stored properties")
    }

    /// The `!` of an implicitly unwrapped type written inside another type (`() -> Int!`,
    /// `[Int!]`, `(Int!, Int)`), where swiftc refuses it: only a variable's, a parameter's or a
    /// function's result type may be one as a whole. `nested` is whether `type` is such a part.
    static func misplacedImplicitUnwrap(in type: TypeSyntax, nested: Bool) -> TokenSyntax? {
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return nested ? o.exclamationMark : misplacedImplicitUnwrap(in: o.wrappedType, nested: true)
        }
        let parts: [TypeSyntax]
        if let o = type.as(OptionalTypeSyntax.self) { parts = [o.wrappedType] }
        else if let a = type.as(ArrayTypeSyntax.self) { parts = [a.element] }
        else if let d = type.as(DictionaryTypeSyntax.self) { parts = [d.key, d.value] }
        else if let t = type.as(TupleTypeSyntax.self) { parts = t.elements.map(\.type) }
        else if let f = type.as(FunctionTypeSyntax.self) { parts = f.parameters.map(\.type) + [f.returnClause.type] }
        else if let a = type.as(AttributedTypeSyntax.self) { parts = [a.baseType] }
        else if let i = type.as(IdentifierTypeSyntax.self) {
            parts = (i.genericArgumentClause?.arguments).elementsOrEmpty.compactMap { $0.argument.as(TypeSyntax.self) }
        } else { parts = [] }
        for part in parts {
            if let mark = misplacedImplicitUnwrap(in: part, nested: true) { return mark }
        }
        return nil
    }

    mutating func check(_ node: ReturnStmtSyntax) {
        guard node.expression == nil else { return }
        var at = node.parent
        while let n = at {
            if n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self)
                || n.is(SubscriptDeclSyntax.self) || n.is(DeinitializerDeclSyntax.self) { break }
            if let f = n.as(FunctionDeclSyntax.self) {
                if let written = f.signature.returnClause?.type.trimmedText, !["Void", "()", "Never"].contains(written) {
                    report(node.returnKeyword, "return-without-value", "non-void function should return a value")
                }
                break
            }
            at = n.parent
        }
    }

    mutating func check(_ node: EnumDeclSyntax) {
        guard let raw = node.inheritanceClause?.inheritedTypes.first?.type.trimmedText,
              let accepted = Self.rawValueLiterals[raw] else { return }
        for member in node.memberBlock.members {
            guard let c = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                guard let value = element.rawValue?.value, let kind = Self.literalKind(value, characterRaw: raw == "Character"),
                      !accepted.contains(kind) else { continue }
                report(value, "raw-value-type", "cannot convert value of type '\(kind)' to raw type '\(raw)'")
            }
        }
    }

    /// The literal kinds each raw type takes (`Character` takes a string of one character).
    private static let rawValueLiterals: [String: Set<String>] = {
        var table: [String: Set<String>] = ["String": ["String"], "Character": ["Character"],
                                            "Double": ["Int", "Double"], "Float": ["Int", "Double"]]
        for integer in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            table[integer] = ["Int"]
        }
        return table
    }()

    /// `Int`, `Double`, `String` or `Character` for a literal raw value; nil for anything else.
    private static func literalKind(_ e: ExprSyntax, characterRaw: Bool) -> String? {
        var number = e
        if let negative = e.as(PrefixOperatorExprSyntax.self), negative.operator.text == "-" { number = negative.expression }
        if number.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if number.is(FloatLiteralExprSyntax.self) { return "Double" }
        guard number.id == e.id, let s = e.as(StringLiteralExprSyntax.self),
              s.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        let text = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        // Escapes (`"\n"`) are read only where they cannot matter: a raw type other than Character.
        if characterRaw { return text.contains("\\") ? nil : text.count == 1 ? "Character" : "String" }
        return "String"
    }
}
