import SwiftSyntax

extension Optional where Wrapped: SyntaxCollection {
    /// The elements of a collection that may be absent (`clause?.parameters`), none when it is.
    /// `clause?.parameters ?? []` builds a new empty syntax collection (a syntax arena of its
    /// own) each time it meets an absent clause: declaring a check's types asked that about
    /// 700 times, 1.2 M instructions.
    var elementsOrEmpty: [Wrapped.Element] { map(Array.init) ?? [] }
}
