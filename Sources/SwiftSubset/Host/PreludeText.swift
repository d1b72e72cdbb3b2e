/// A prelude's source cut into its top-level items, with the names each declares and the words
/// it uses, read from the text without parsing it: parsing every prelude was a large part of a
/// short run's start, and a run compiles only the items its program reaches (`PreludeReach`),
/// so only those need parsing. The reading covers the Swift the preludes are written in
/// (declarations one after another, each starting on its own line; attributes on lines of
/// their own; strings with interpolations; comments). `PreludeTextTests` checks, for every
/// prelude of the product, that the items, names and words found here are those of the
/// parsed tree (`PreludeItem(_:madeByHost:)`), so a prelude written in a way this reading
/// gets wrong fails that test rather than a run.
struct PreludeText {
    /// One top-level item: its text's byte range in the source (leading trivia included, its
    /// last token's trailing trivia too), the names that reach it and the identifiers it uses.
    struct Item: Equatable {
        var range: Range<Int>
        var names: Set<String>
        var words: Set<String>
    }

    /// The items of `source`, in order.
    static func items(of source: String) -> [Item] {
        var reader = PreludeText(bytes: Array(source.utf8))
        return reader.read()
    }

    private enum Token: Equatable {
        case word(String)
        /// A punctuation or operator byte.
        case mark(UInt8)
        /// A string or number literal.
        case literal
        case newline
    }

    /// What a `{` opens: a type's member block, whose declarations' names count, or anything else.
    private enum Block { case typeMembers, other }

    private let bytes: [UInt8]
    private var i = 0
    /// Identifiers met inside string interpolations since the last token.
    private var interpolationWords: Set<String> = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "override", "mutating",
        "nonmutating", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "indirect",
        "static", "class", "package", "nonisolated",
    ]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor"]

    // MARK: Items

    private mutating func read() -> [Item] {
        var items: [Item] = []
        var start = 0
        var names: Set<String> = []
        var words: Set<String> = []
        // Whether the item has a token that is not an attribute or a modifier yet.
        var hasCore = false
        var depth = 0  // (, [ and { not yet closed
        var blocks: [Block] = []
        var pendingBlock: Block?
        // The newline that ends the item unless the next line continues it.
        var boundary: Int?
        var last: Token = .newline
        var lastEnd = 0
        // Names: what the next word is.
        var nextWordNames = false
        var nextWordIsType = false
        var sawClassKeyword = false
        var sawStatic = false
        // The depth of a `case a, b` or `let a = 1, b = 2` list, whose names follow commas.
        var listDepth: Int?
        var attributeDepth: Int?
        var afterAt = false

        func atMemberLevel() -> Bool { blocks.isEmpty || blocks.last == .typeMembers }
        while let (token, tokenStart) = nextToken() {
            if token == .newline {
                if depth == 0, hasCore, !Self.continues(after: last) { boundary = boundary ?? tokenStart }
                if listDepth != nil, last != .mark(UInt8(ascii: ",")) { listDepth = nil }
                continue
            }
            if let end = boundary {
                boundary = nil
                if !Self.continuesLine(token) {
                    items.append(Item(range: start..<end, names: names, words: words))
                    (start, names, words, hasCore) = (end, [], [], false)
                    (nextWordNames, nextWordIsType, sawClassKeyword, sawStatic, listDepth) = (false, false, false, false, nil)
                }
            }
            words.formUnion(interpolationWords)
            interpolationWords = []
            let inAttribute = afterAt || attributeDepth != nil
            switch token {
            case .word(let word):
                words.insert(word)
                if afterAt {
                    afterAt = false
                    if peek() == UInt8(ascii: "(") { attributeDepth = depth }
                    break
                }
                if inAttribute { break }
                if sawClassKeyword {
                    sawClassKeyword = false
                    if Self.modifiers.contains(word) || ["func", "var", "let", "subscript"].contains(word) {
                        sawStatic = true
                    } else {
                        if atMemberLevel() { names.insert(word) }
                        pendingBlock = atMemberLevel() ? .typeMembers : .other
                        hasCore = true
                        break
                    }
                }
                if nextWordNames {
                    nextWordNames = false
                    names.insert(word)
                    if nextWordIsType { pendingBlock = .typeMembers }
                    nextWordIsType = false
                    hasCore = true
                    break
                }
                if Self.modifiers.contains(word) && word != "class" {
                    if word == "static" { sawStatic = true }
                    break
                }
                // A top-level declaration's keyword comes first (after attributes and modifiers):
                // `let` later in a top-level statement (`if let`) declares nothing reachable.
                let startsItem = !hasCore
                hasCore = true
                if word == "class" {
                    sawClassKeyword = true
                    break
                }
                let topLevel = blocks.isEmpty && startsItem
                let inType = blocks.last == .typeMembers
                if Self.typeKeywords.contains(word) {
                    if topLevel || inType { (nextWordNames, nextWordIsType) = (true, true) } else { pendingBlock = .other }
                } else if ["func", "var", "let", "typealias"].contains(word) {
                    if topLevel || (inType && sawStatic && word != "typealias") {
                        nextWordNames = true
                        if word != "func" && word != "typealias" { listDepth = depth }
                    }
                    sawStatic = false
                } else if word == "case", inType {
                    nextWordNames = true
                    listDepth = depth
                } else if ["init", "subscript", "deinit", "extension"].contains(word) {
                    sawStatic = false
                }
            case .mark(let mark):
                if mark == UInt8(ascii: "@") { afterAt = true; break }
                nextWordNames = false
                if !inAttribute { hasCore = true }
                switch mark {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if let a = attributeDepth, depth == a { attributeDepth = nil }
                case UInt8(ascii: "{"):
                    depth += 1
                    blocks.append(pendingBlock ?? .other)
                    pendingBlock = nil
                    sawStatic = false
                case UInt8(ascii: "}"):
                    depth -= 1
                    _ = blocks.popLast()
                case UInt8(ascii: ","):
                    if let d = listDepth, d == depth { nextWordNames = true }
                case UInt8(ascii: ";"):
                    (listDepth, sawStatic) = (nil, false)
                    // A top-level item ends after its `;` and the spaces that follow.
                    if depth == 0 {
                        var end = i
                        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
                        boundary = end
                    }
                default: break
                }
            case .literal, .newline:
                nextWordNames = false
                if !inAttribute { hasCore = true }
            }
            last = token
            lastEnd = i
        }
        if hasCore {
            var end = lastEnd
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            items.append(Item(range: start..<min(boundary ?? end, end), names: names, words: words))
        }
        return items
    }

    /// Whether a line ending with `token` goes on to the next line.
    private static func continues(after token: Token) -> Bool {
        guard case .mark(let mark) = token else { return false }
        return ",=:+-*/%&|^~@".utf8.contains(mark)
    }

    /// Whether a line starting with `token` continues the line before.
    private static func continuesLine(_ token: Token) -> Bool {
        switch token {
        case .mark(let mark):
            return ".{+-*/%=&|^~?<>:".utf8.contains(mark)
        case .word(let word):
            return ["where", "else"].contains(word)
        default:
            return false
        }
    }

    // MARK: Tokens

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    /// The next token and where it starts; spaces and comments are skipped.
    private mutating func nextToken() -> (Token, Int)? {
        while i < bytes.count {
            let b = bytes[i]
            let start = i
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "\n"):
                i += 1
                return (.newline, start)
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString()
                return (.literal, start)
            case UInt8(ascii: "`"):
                i += 1
                let wordStart = i
                while i < bytes.count, bytes[i] != UInt8(ascii: "`") { i += 1 }
                let word = String(decoding: bytes[wordStart..<i], as: UTF8.self)
                i += 1
                return (.word(word), start)
            case UInt8(ascii: "$"):
                i += 1
                while i < bytes.count, Self.isWordByte(bytes[i]) { i += 1 }
                return (.literal, start)
            case _ where Self.isWordByte(b):
                while i < bytes.count, Self.isWordByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") && b >= 0x30 && b <= 0x39 {
                    i += 1
                }
                if b >= 0x30 && b <= 0x39 { return (.literal, start) }
                return (.word(String(decoding: bytes[start..<i], as: UTF8.self)), start)
            default:
                i += 1
                return (.mark(b), start)
            }
        }
        return nil
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                nesting += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                nesting -= 1
                i += 2
                if nesting == 0 { return }
            } else {
                i += 1
            }
        }
    }

    private func startsTripleQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
            && bytes[index + 2] == UInt8(ascii: "\"")
    }

    /// Skips a string literal starting at `i`; the identifiers of its interpolations go to
    /// ``interpolationWords``.
    private mutating func skipString() {
        let multiline = startsTripleQuote(at: i)
        i += multiline ? 3 : 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") {
                    i += 2
                    skipInterpolation()
                } else {
                    i += 2
                }
            } else if multiline ? startsTripleQuote(at: i) : b == UInt8(ascii: "\"") {
                i += multiline ? 3 : 1
                return
            } else {
                i += 1
            }
        }
    }

    /// Skips the code of an interpolation up to and past its closing `)`.
    private mutating func skipInterpolation() {
        var open = 0
        while let (token, _) = nextToken() {
            switch token {
            case .word(let word): interpolationWords.insert(word)
            case .mark(UInt8(ascii: "(")): open += 1
            case .mark(UInt8(ascii: ")")):
                if open == 0 { return }
                open -= 1
            default: break
            }
        }
    }
}
