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

    /// `Result<Success, Failure>` with the standard library's cases and methods: `get()`,
    /// `map`, `mapError`, `flatMap`, `flatMapError` and `init(catching:)`. Equality is the
    /// interpreter's for enums. Describing its type (`type(of:)`, or a `Result` printed inside
    /// an array, where Swift prints `Swift.Result<Swift.Int, main.E>.success(1)`) is refused as
    /// for any generic type. `init(catching:)` is there for every `Failure`, where Swift has it
    /// only for `any Error`.
    static let result = Prelude("""
    enum Result<Success, Failure: Error> {
        case success(Success)
        case failure(Failure)
        init(catching body: () throws -> Success) {
            do { self = .success(try body()) } catch { self = .failure(error) }
        }
        func get() throws -> Success {
            switch self {
            case .success(let success): return success
            case .failure(let failure): throw failure
            }
        }
        func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let success): return .success(transform(success))
            case .failure(let failure): return .failure(failure)
            }
        }
        func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
            switch self {
            case .success(let success): return .success(success)
            case .failure(let failure): return .failure(transform(failure))
            }
        }
        func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let success): return transform(success)
            case .failure(let failure): return .failure(failure)
            }
        }
        func flatMapError<NewFailure: Error>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
            switch self {
            case .success(let success): return .success(success)
            case .failure(let failure): return transform(failure)
            }
        }
    }
    """)

    /// `Hasher` as a program's `hash(into:)` meets it: it keeps the values it is given to
    /// combine, which `ProgramHashing` then hashes for `Set` and `Dictionary`. `finalize()` is
    /// not given: Swift seeds it differently in every process.
    static let hasher = Prelude("""
    struct Hasher {
        var _standardCombined: [Any] = []
        init() {}
        mutating func combine<H: Hashable>(_ value: H) { _standardCombined.append(value) }
    }
    """)

    /// `FloatingPointRoundingRule` and Double's `rounded(_:)` and `round(_:)` with a rule,
    /// from the to-nearest `rounded()` the interpreter has: `.down` and `.up` step one from
    /// it where it went past the value, keeping the sign of a zero result as `floor`/`ceil`
    /// do (`(-0.7).rounded(.up)` is `-0.0`); `.toNearestOrEven` moves a tie to the even side.
    static let roundingRule = Prelude("""
    enum FloatingPointRoundingRule {
        case toNearestOrAwayFromZero, toNearestOrEven, up, down, towardZero, awayFromZero
    }
    extension Double {
        func rounded(_ rule: FloatingPointRoundingRule) -> Double {
            let near = rounded()
            switch rule {
            case .toNearestOrAwayFromZero: return near
            case .down: return near > self ? _standardSignedZero(near - 1, as: self) : near
            case .up: return near < self ? _standardSignedZero(near + 1, as: self) : near
            case .towardZero: return self < 0 ? rounded(.up) : rounded(.down)
            case .awayFromZero: return self < 0 ? rounded(.down) : rounded(.up)
            case .toNearestOrEven:
                let lower = rounded(.down)
                guard self - lower == 0.5 else { return near }
                return (lower / 2).rounded(.down) * 2 == lower ? lower : _standardSignedZero(lower + 1, as: self)
            }
        }
        mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
        func _standardSignedZero(_ x: Double, as value: Double) -> Double {
            x == 0 && value < 0 ? -0.0 : x
        }
    }
    """)

    /// The preludes `source` needs.
    static func preludes(for source: String) -> [Prelude] {
        var needed: [Prelude] = []
        if source.mentions("AnyIterator") { needed.append(anyIterator) }
        if source.mentions("AncestorRepresentation") { needed.append(mirrorAncestorRepresentation) }
        if source.mentions("Result"), !declaresType(named: "Result", in: source) { needed.append(result) }
        if source.mentions("Hasher"), !declaresType(named: "Hasher", in: source) { needed.append(hasher) }
        if source.mentions("FloatingPointRoundingRule") || source.mentions("rounded(.") || source.mentions("round(."),
           !declaresType(named: "FloatingPointRoundingRule", in: source) {
            needed.append(roundingRule)
        }
        return needed
    }

    /// Whether `source` declares a type or type alias `name` of its own, which hides the
    /// standard one (read from the text: `enum Result`, `struct Result<T>`, `typealias Result = …`).
    static func declaresType(named name: String, in source: String) -> Bool {
        var rest = source[...]
        while let found = rest.range(of: name) {
            defer { rest = rest[found.upperBound...] }
            let before = rest[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            let keyword = String(before.prefix { $0.isLetter }.reversed())
            let next = rest[found.upperBound...].first
            guard next.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { continue }
            if ["enum", "struct", "class", "typealias", "protocol", "actor"].contains(keyword) { return true }
        }
        return false
    }
}
