import SwiftSyntax

/// The program's classes by name, for walks up a class's program superclasses read from the
/// syntax (a superclass from a host module ends the walk).
struct ProgramClassHierarchy {
    private let byName: [String: ClassDeclSyntax]

    init(_ classes: [ClassDeclSyntax]) {
        byName = Dictionary(classes.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first name a class's inheritance clause gives (its superclass, if a class).
    static func superclassName(_ c: ClassDeclSyntax) -> String? {
        c.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// `c`'s superclasses among the program's classes, nearest first; a cycle ends the walk.
    func superclasses(of c: ClassDeclSyntax) -> [ClassDeclSyntax] {
        var chain: [ClassDeclSyntax] = []
        var seen: Set<String> = [c.name.text]
        var next = Self.superclassName(c).flatMap { byName[$0] }
        while let s = next, seen.insert(s.name.text).inserted {
            chain.append(s)
            next = Self.superclassName(s).flatMap { byName[$0] }
        }
        return chain
    }
}
