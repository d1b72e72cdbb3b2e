import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftSubset

/// `DeclSyntax.modifierList`, `attributeList`, `groupMembers`, `genericParameters` and `genericWhere` answer what swift-syntax's own
/// `asProtocol` casts answer, on every kind of declaration the parser makes.
struct DeclSyntaxTraitsTests {
    /// One declaration of each kind (accessors inside the variable and the subscript).
    static let source = """
        import Foundation
        @available(*, deprecated) public actor A { nonisolated func f() {} }
        protocol P { associatedtype Item; static var v: Int { get } }
        final class C { deinit {} }
        enum E { case a, b(Int) }
        extension C: P { typealias Item = Int; static var v: Int { 1 } }
        @inline(__always) private func g() {}
        struct S { init() {}; subscript(i: Int) -> Int { get { i } set {} }; var x = 1 { didSet {} } }
        struct G<T> where T: Equatable { func h<U>(_ u: U) where U: Hashable {}; init<V>(_ v: V) where V: P {} }
        extension G where T: Hashable { subscript<K>(k: K) -> Int where K: P { 0 } }
        @freestanding(expression) macro m() = #externalMacro(module: "M", type: "T")
        #m
        infix operator <+>: Adding
        precedencegroup Adding { associativity: left }
        #sourceLocation(file: "x.swift", line: 1)
        #sourceLocation()
        #if os(Linux)
        let z = 1
        #endif
        """

    @Test func theKindSwitchesAgreeWithSwiftSyntaxsProtocolCasts() {
        let declarations = Syntax(Parser.parse(source: Self.source)).descendants(DeclSyntax.self)
        #expect(declarations.count > 20)
        var kinds = Set<SyntaxKind>()
        for d in declarations {
            kinds.insert(d.kind)
            #expect(d.modifierList?.description == d.asProtocol(WithModifiersSyntax.self)?.modifiers.description,
                    "modifiers of \(d.kind)")
            #expect(d.attributeList?.description == d.asProtocol(WithAttributesSyntax.self)?.attributes.description,
                    "attributes of \(d.kind)")
            #expect(d.groupMembers?.description == d.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.description,
                    "members of \(d.kind)")
            #expect(d.genericParameters?.description == d.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.description,
                    "generic parameters of \(d.kind)")
            // swift-syntax has no trait for `where` clauses: the declaration's own child is the answer.
            let ownWhere = d.children(viewMode: .sourceAccurate).first { $0.is(GenericWhereClauseSyntax.self) }
            #expect(d.genericWhere?.description == ownWhere?.description, "where clause of \(d.kind)")
        }
        #expect(kinds.count >= 18, "kinds met: \(kinds.count)")
    }
}
