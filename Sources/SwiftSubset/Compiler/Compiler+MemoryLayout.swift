import SwiftSyntax

/// `MemoryLayout<T>.size`, `.stride` and `.alignment` for the standard types whose layout is
/// fixed and the same on every 64-bit target (measured with swiftc here); any other type
/// (a program's struct, an optional, a tuple) is refused, as its layout is Swift's to work out.
extension Compiler {
    /// Size, stride and alignment of the standard types answered, by name.
    private static let standardLayouts: [String: (size: Int, stride: Int, alignment: Int)] = [
        "Int": (8, 8, 8), "UInt": (8, 8, 8), "Int64": (8, 8, 8), "UInt64": (8, 8, 8), "Double": (8, 8, 8),
        "Int32": (4, 4, 4), "UInt32": (4, 4, 4), "Float": (4, 4, 4), "Int16": (2, 2, 2), "UInt16": (2, 2, 2),
        "Int8": (1, 1, 1), "UInt8": (1, 1, 1), "Bool": (1, 1, 1), "String": (16, 16, 8), "Character": (16, 16, 8),
    ]

    /// `MemoryLayout<T>.member` where `base` is `MemoryLayout<T>` and no program declaration
    /// takes the name; nil for any other member access.
    func memoryLayoutMember(_ base: ExprSyntax, _ member: String, node: some SyntaxProtocol) -> Compiled? {
        guard let g = base.as(GenericSpecializationExprSyntax.self),
              let r = g.expression.as(DeclReferenceExprSyntax.self), r.baseName.text == "MemoryLayout",
              resolve("MemoryLayout") == nil, types["MemoryLayout"] == nil,
              g.genericArgumentClause.arguments.count == 1,
              let argument = g.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) else { return nil }
        var layout: (size: Int, stride: Int, alignment: Int)?
        if argument.is(ArrayTypeSyntax.self) || argument.is(DictionaryTypeSyntax.self) {
            layout = (8, 8, 8)
        } else if let name = argument.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil, types[name.name.text] == nil {
            layout = Self.standardLayouts[name.name.text]
        }
        let value: Int?
        switch member {
        case "size": value = layout?.size
        case "stride": value = layout?.stride
        case "alignment": value = layout?.alignment
        default: value = nil
        }
        guard let value else {
            error(node, "unsupported", "'MemoryLayout<\(argument.trimmedText)>.\(member)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled({ _ throws(Interrupt) in .int(value) }, .named("Int"))
    }
}
