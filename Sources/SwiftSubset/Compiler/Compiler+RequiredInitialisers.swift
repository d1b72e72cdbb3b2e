import SwiftSyntax

/// A subclass that declares designated initialisers of its own must provide each `required`
/// initialiser of its superclasses (it no longer inherits them): swiftc's error at the
/// subclass's closing brace. The interpreter ran the program.
extension Compiler {
    func checkRequiredInitialisers(_ classes: [ClassDeclSyntax]) {
        let hierarchy = ProgramClassHierarchy(classes)
        for c in classes {
            let designated = initialisers(of: c).filter { !Self.isConvenience($0) }
            guard !designated.isEmpty else { continue }
            // A `required convenience init` provides it too.
            let own = Set(initialisers(of: c).map(Self.initialiserName))
            for s in hierarchy.superclasses(of: c) {
                // A subclass that provides every designated initialiser of its superclass inherits
                // its convenience initialisers, the required ones among them.
                let superDesignated = initialisers(of: s).filter { !Self.isConvenience($0) }.map(Self.initialiserName)
                let inheritsConvenience = superDesignated.allSatisfy(own.contains)
                let required = initialisers(of: s).filter { i in
                    i.modifiers.contains { $0.name.tokenKind == .keyword(.required) } && !(inheritsConvenience && Self.isConvenience(i))
                }
                if let missing = required.map(Self.initialiserName).first(where: { !own.contains($0) }) {
                    error(c.memberBlock.rightBrace, "required-initializer",
                          "'required' initializer '\(missing)' must be provided by subclass of '\(s.name.text)'")
                    break
                }
            }
        }
    }

    private func initialisers(of c: ClassDeclSyntax) -> [InitializerDeclSyntax] {
        c.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    private static func isConvenience(_ i: InitializerDeclSyntax) -> Bool {
        i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// `init(sides:)`, `init(_:)`.
    private static func initialiserName(_ i: InitializerDeclSyntax) -> String {
        "init(" + i.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
