import SwiftSyntax

extension Compiler {
    /// Gives each program type that declares `hash(into:)` the prelude's `Hasher`, so that
    /// `Set` and `Dictionary` hash its values by it (`ProgramHashing`).
    func noteProgramHashing() {
        guard let hasher = types["Hasher"], preludeTypes.contains(ObjectIdentifier(hasher)) else { return }
        for t in types.values where t.findMethod("hash(into:)") != nil { t.preludeHasher = hasher }
    }
}
