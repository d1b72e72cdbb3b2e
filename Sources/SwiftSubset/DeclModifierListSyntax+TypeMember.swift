import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether the modifiers make a member the type's own (`static` or `class`).
    var declaresTypeMember: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
