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

    /// The preludes `source` needs.
    static func preludes(for source: String) -> [Prelude] {
        source.contains("AnyIterator") ? [anyIterator] : []
    }
}
