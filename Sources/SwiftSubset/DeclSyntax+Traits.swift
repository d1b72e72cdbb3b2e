import SwiftSyntax

/// A declaration's modifiers, attributes, member block and generic clauses, found by its kind.
///
/// swift-syntax's `asProtocol(WithModifiersSyntax.self)` and its kin cast the node's metatype to
/// a protocol. The Swift runtime answers the first such cast for each pair of node kind and
/// protocol by scanning every protocol conformance in the program (about 20 000 in vctutor's
/// binary), so a run that meets ten kinds of declaration paid some thirty scans before its first
/// statement. A switch over the kind asks the runtime nothing. The kinds listed are those that
/// adopt each protocol in swift-syntax 603 (`SyntaxTraits.swift`); `DeclSyntaxTraitsTests`
/// checks them against `asProtocol` on every kind of declaration.
extension DeclSyntax {
    /// The declaration's modifiers (`static`, `private`, `override`…), when its kind has any.
    var modifierList: DeclModifierListSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .actorDecl(let d): d.modifiers
        case .associatedTypeDecl(let d): d.modifiers
        case .classDecl(let d): d.modifiers
        case .deinitializerDecl(let d): d.modifiers
        case .editorPlaceholderDecl(let d): d.modifiers
        case .enumCaseDecl(let d): d.modifiers
        case .enumDecl(let d): d.modifiers
        case .extensionDecl(let d): d.modifiers
        case .functionDecl(let d): d.modifiers
        case .importDecl(let d): d.modifiers
        case .initializerDecl(let d): d.modifiers
        case .macroDecl(let d): d.modifiers
        case .macroExpansionDecl(let d): d.modifiers
        case .missingDecl(let d): d.modifiers
        case .precedenceGroupDecl(let d): d.modifiers
        case .protocolDecl(let d): d.modifiers
        case .structDecl(let d): d.modifiers
        case .subscriptDecl(let d): d.modifiers
        case .typeAliasDecl(let d): d.modifiers
        case .variableDecl(let d): d.modifiers
        default: nil
        }
    }

    /// The declaration's attributes (`@main`, `@objc`…), when its kind has any.
    var attributeList: AttributeListSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .accessorDecl(let d): d.attributes
        case .actorDecl(let d): d.attributes
        case .associatedTypeDecl(let d): d.attributes
        case .classDecl(let d): d.attributes
        case .deinitializerDecl(let d): d.attributes
        case .editorPlaceholderDecl(let d): d.attributes
        case .enumCaseDecl(let d): d.attributes
        case .enumDecl(let d): d.attributes
        case .extensionDecl(let d): d.attributes
        case .functionDecl(let d): d.attributes
        case .importDecl(let d): d.attributes
        case .initializerDecl(let d): d.attributes
        case .macroDecl(let d): d.attributes
        case .macroExpansionDecl(let d): d.attributes
        case .missingDecl(let d): d.attributes
        case .precedenceGroupDecl(let d): d.attributes
        case .protocolDecl(let d): d.attributes
        case .structDecl(let d): d.attributes
        case .subscriptDecl(let d): d.attributes
        case .typeAliasDecl(let d): d.attributes
        case .variableDecl(let d): d.attributes
        default: nil
        }
    }

    /// The members of a type, extension or protocol declaration; nil for other kinds.
    var groupMembers: MemberBlockItemListSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .actorDecl(let d): d.memberBlock.members
        case .classDecl(let d): d.memberBlock.members
        case .enumDecl(let d): d.memberBlock.members
        case .extensionDecl(let d): d.memberBlock.members
        case .protocolDecl(let d): d.memberBlock.members
        case .structDecl(let d): d.memberBlock.members
        default: nil
        }
    }

    /// The generic parameter clause (`<T: Equatable>`) of a declaration whose kind may have one.
    var genericParameters: GenericParameterClauseSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .actorDecl(let d): d.genericParameterClause
        case .classDecl(let d): d.genericParameterClause
        case .enumDecl(let d): d.genericParameterClause
        case .functionDecl(let d): d.genericParameterClause
        case .initializerDecl(let d): d.genericParameterClause
        case .macroDecl(let d): d.genericParameterClause
        case .structDecl(let d): d.genericParameterClause
        case .subscriptDecl(let d): d.genericParameterClause
        case .typeAliasDecl(let d): d.genericParameterClause
        default: nil
        }
    }

    /// The `where` clause of a declaration whose kind may have one.
    var genericWhere: GenericWhereClauseSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .actorDecl(let d): d.genericWhereClause
        case .associatedTypeDecl(let d): d.genericWhereClause
        case .classDecl(let d): d.genericWhereClause
        case .enumDecl(let d): d.genericWhereClause
        case .extensionDecl(let d): d.genericWhereClause
        case .functionDecl(let d): d.genericWhereClause
        case .initializerDecl(let d): d.genericWhereClause
        case .macroDecl(let d): d.genericWhereClause
        case .protocolDecl(let d): d.genericWhereClause
        case .structDecl(let d): d.genericWhereClause
        case .subscriptDecl(let d): d.genericWhereClause
        case .typeAliasDecl(let d): d.genericWhereClause
        default: nil
        }
    }
}
