import SwiftSyntax

/// One top-level item of a prelude: the names by which a program reaches it and the words
/// its own text uses (what declaring it reaches in turn). Worked out once per process.
struct PreludeItem: Sendable {
    /// A type's name, the names of the types nested in it, its static members and enum cases
    /// (an implicit member such as `.zero` or `.now()` names no type), a function's,
    /// variable's or type alias's name. Empty for an item every run declares (a statement, an
    /// extension).
    let names: Set<String>
    /// Every identifier the item's text uses (read from the text, keywords come too: they name
    /// no prelude declaration, which `PreludeTextTests` checks).
    let words: Set<String>
    /// Whether native code makes or names it by itself (a struct value the host returns, a
    /// property's type), so that every run declares it whatever the program names.
    let madeByHost: Bool
    /// Where its text lies in the prelude's source (UTF-8 offsets, its trivia included).
    let range: Range<Int>

    /// The item as read from the prelude's text.
    init(_ item: PreludeText.Item, madeByHost names: Set<String>) {
        self.names = item.names
        self.words = item.words
        self.madeByHost = !item.names.isDisjoint(with: names)
        self.range = item.range
    }

    /// The item as read from its syntax tree: the reading `PreludeTextTests` holds the text's
    /// reading to, for every prelude of the product.
    init(_ item: CodeBlockItemSyntax, madeByHost names: Set<String>) {
        let declared = Self.declaredNames(item)
        self.names = declared
        self.madeByHost = !declared.isDisjoint(with: names)
        self.range = item.position.utf8Offset..<item.endPosition.utf8Offset
        var words: Set<String> = []
        for token in item.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { words.insert(Self.unquoted(token.text)) }
        }
        self.words = words
    }

    /// `default` for `` `default` ``.
    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    private static func declaredNames(_ item: CodeBlockItemSyntax) -> Set<String> {
        guard case .decl(let decl) = item.item else { return [] }
        if let f = decl.as(FunctionDeclSyntax.self) { return [unquoted(f.name.text)] }
        if let a = decl.as(TypeAliasDeclSyntax.self) { return [unquoted(a.name.text)] }
        if let v = decl.as(VariableDeclSyntax.self) {
            return Set(v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { unquoted($0.identifier.text) } })
        }
        return typeNames(decl) ?? []
    }

    /// A type declaration's name with its nested types', static members' and cases' names;
    /// nil for anything else.
    private static func typeNames(_ decl: DeclSyntax) -> Set<String>? {
        let name: TokenSyntax
        let members: MemberBlockItemListSyntax
        if let s = decl.as(StructDeclSyntax.self) { (name, members) = (s.name, s.memberBlock.members) }
        else if let c = decl.as(ClassDeclSyntax.self) { (name, members) = (c.name, c.memberBlock.members) }
        else if let e = decl.as(EnumDeclSyntax.self) { (name, members) = (e.name, e.memberBlock.members) }
        else if let p = decl.as(ProtocolDeclSyntax.self) { (name, members) = (p.name, p.memberBlock.members) }
        else { return nil }
        var names: Set<String> = [unquoted(name.text)]
        for member in members {
            let d = member.decl
            if let nested = typeNames(d) { names.formUnion(nested); continue }
            if let cases = d.as(EnumCaseDeclSyntax.self) {
                for c in cases.elements { names.insert(unquoted(c.name.text)) }
                continue
            }
            func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
                modifiers.contains { ["static", "class"].contains($0.name.text) }
            }
            if let f = d.as(FunctionDeclSyntax.self), isStatic(f.modifiers) { names.insert(unquoted(f.name.text)) }
            if let v = d.as(VariableDeclSyntax.self), isStatic(v.modifiers) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self) { names.insert(unquoted(id.identifier.text)) }
                }
            }
        }
        return names
    }
}

/// Which declarations of a run's preludes the program can reach, so that a run compiles
/// only those: compiling the host's preludes (CGRect, layout, notifications, Dispatch,
/// localisation…) was about a third of a short run's time. A declaration is reached when the
/// program's text has one of its names as a word (anywhere: in code, strings or comments, so
/// the test errs on declaring too much), when native code makes or names it (`madeByHost`),
/// when a host type alias's last part is such a word (`UIButton.Configuration`), or when a
/// reached declaration's text uses one of its names. What a program can see is unchanged: it
/// can name, call or receive nothing that is left out.
enum PreludeReach {
    /// The source files to compile for `preludes`, in order: each prelude's own tree when all
    /// of it is reached; a tree of the reached items when only some are, each keeping its
    /// place in the text (runtime error positions are worked out from it); none when none is.
    static func reached(_ preludes: [Prelude], source: String, typeAliases: [(key: String, value: String)]) -> [SourceFileSyntax] {
        let allNames = preludes.reduce(into: Set<String>()) { names, p in for item in p.items { names.formUnion(item.names) } }
        let aliasEnds = typeAliases.compactMap { alias in alias.key.split(separator: ".").last.map { (String($0), alias.value) } }
        var reachedNames = words(of: source, among: allNames.union(aliasEnds.map(\.0)))
        for (end, target) in aliasEnds where reachedNames.contains(end) { reachedNames.insert(target) }
        var included = preludes.map { p in p.items.map { $0.names.isEmpty || $0.madeByHost } }
        for (p, prelude) in preludes.enumerated() {
            for (i, item) in prelude.items.enumerated() where included[p][i] { reachedNames.formUnion(item.words) }
        }
        var changed = true
        while changed {
            changed = false
            for (p, prelude) in preludes.enumerated() {
                for (i, item) in prelude.items.enumerated() where !included[p][i] && !item.names.isDisjoint(with: reachedNames) {
                    included[p][i] = true
                    reachedNames.formUnion(item.words)
                    changed = true
                }
            }
        }
        return preludes.enumerated().compactMap { p, prelude in tree(prelude, keeping: included[p]) }
    }

    /// The tree of `prelude`'s items that `keep` marks, each parsed on its own; each kept item
    /// starts at the offset it had. The whole prelude's tree when every item is kept, or when
    /// an item's text does not parse as one item (see `Prelude.item(_:)`).
    private static func tree(_ prelude: Prelude, keeping keep: [Bool]) -> SourceFileSyntax? {
        if !keep.contains(true) { return nil }
        if !keep.contains(false) { return prelude.tree }
        var items: [CodeBlockItemSyntax] = []
        var end = 0
        for (index, kept) in keep.enumerated() where kept {
            guard let item = prelude.item(index) else { return prelude.tree }
            let gap = prelude.items[index].range.lowerBound - end
            items.append(gap == 0 ? item : item.with(\.leadingTrivia, Trivia(pieces: [.spaces(gap)]) + item.leadingTrivia))
            end = prelude.items[index].range.upperBound
        }
        return SourceFileSyntax(statements: CodeBlockItemListSyntax(items))
    }

    /// The words of `source` (runs of ASCII letters, digits and underscores) that are in `names`.
    static func words(of source: String, among names: Set<String>) -> Set<String> {
        var text = source
        return text.withUTF8 { words(of: $0, among: names) }
    }

    private static func words(of bytes: UnsafeBufferPointer<UInt8>, among names: Set<String>) -> Set<String> {
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }
        var found: Set<String> = []
        var i = 0
        while i < bytes.count {
            guard isWordByte(bytes[i]) else { i += 1; continue }
            let start = i
            while i < bytes.count && isWordByte(bytes[i]) { i += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            if names.contains(word) { found.insert(word) }
        }
        return found
    }
}
