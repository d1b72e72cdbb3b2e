import SwiftSyntax

extension PatternBindingSyntax {
    /// Whether the binding stores its value: it has no accessors, or only `willSet`/`didSet`
    /// (`var x = 1 { didSet {…} }` is stored; `var y: Int { 2 }` and `get`/`set` are computed).
    var isStored: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [TokenKind.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether a stored property or variable declared by `v` starts with a value: written, or
    /// `nil` for a `var` of optional type (`var x, y: Int?`: the type written after it counts).
    func startsWithValue(in v: VariableDeclSyntax) -> Bool {
        if initializer != nil { return true }
        let written = Compiler.writtenType(of: self, in: v)?.type
        return v.bindingSpecifier.tokenKind == .keyword(.var) && Compiler.isSugaredOptional(written)
    }
}
