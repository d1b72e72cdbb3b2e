/// Standard-library types written in the subset itself, declared before a program that names
/// them (a program not naming them pays nothing). Names starting with `_standard` are ours.
enum StandardPrelude {
    /// `AnyIterator { ... }` and `AnyIterator(closure)`: an iterator, and its own sequence,
    /// giving what the closure returns until it returns nil.
    static let anyIterator = Prelude("""
    struct AnyIterator<Element> {
        let _standardNext: () -> Element?
        init(_ body: @escaping () -> Element?) { _standardNext = body }
        func next() -> Element? { _standardNext() }
    }
    """)

    /// `Mirror.AncestorRepresentation` (the book's `@unknown default` example): its three
    /// cases, in the standard library's order. `Mirror` itself is a namespace here, with no
    /// initialiser: reflection is not supported.
    static let mirrorAncestorRepresentation = Prelude("""
    enum Mirror {
        enum AncestorRepresentation {
            case generated
            case customized(() -> Mirror)
            case suppressed
        }
    }
    """)

    /// The preludes `source` needs.
    static func preludes(for source: String) -> [Prelude] {
        var needed: [Prelude] = []
        if source.mentions("AnyIterator") { needed.append(anyIterator) }
        if source.mentions("AncestorRepresentation") { needed.append(mirrorAncestorRepresentation) }
        return needed
    }
}
