import Testing
@testable import SwiftSubset

/// A Substring's indices are its string's (`Compiler+SubstringIndices.swift`): an index outside
/// the Substring traps with Swift's wording, a Substring whose start is not known here stays
/// refused, and a range of String indices is never printed as the interpreter's offsets.
/// Expected texts: each program compiled with swiftc 6.3 here (`-Onone`) and run. Working uses
/// are in `Programs/substring_shares_its_string_indices.swift` and `Programs/substring_values.swift`.
struct SubstringIndexTests {
    static let prelude = """
        let s = "abcdefgh"
        let sub = s.dropFirst(2)
        let tw = s[s.index(s.startIndex, offsetBy: 2)..<s.index(s.startIndex, offsetBy: 5)]

        """

    @Test(arguments: [
        ("sub.index(after: s.startIndex)", "Fatal error: Substring index is out of bounds"),
        ("sub.index(sub.startIndex, offsetBy: -1)", "Fatal error: String index is out of bounds"),
        ("sub[sub.endIndex]", "Fatal error: Substring index is out of bounds"),
        ("tw.index(tw.startIndex, offsetBy: 4)", "Fatal error: String index is out of bounds"),
        ("tw[tw.endIndex]", "Fatal error: Substring index is out of bounds"),
        ("tw.distance(from: s.startIndex, to: tw.endIndex)", "Fatal error: Substring index is out of bounds"),
        ("tw.index(before: tw.startIndex)", "Fatal error: Substring index is out of bounds"),
        ("tw.index(after: tw.endIndex)", "Fatal error: Substring index is out of bounds"),
        ("tw[s.startIndex..<tw.endIndex]", "Fatal error: String index range is out of bounds"),
        ("tw[tw.startIndex...tw.endIndex]", "Fatal error: Substring index is out of bounds"),
        ("tw[..<s.endIndex]", "Fatal error: String index range is out of bounds"),
        ("tw[s.startIndex...]", "Fatal error: String index range is out of bounds"),
        ("tw.index(tw.startIndex, offsetBy: 9, limitedBy: s.endIndex)", "Fatal error: String index is out of bounds"),
        ("tw.prefix(upTo: s.endIndex)", "Fatal error: String index range is out of bounds"),
        ("tw.suffix(from: s.startIndex)", "Fatal error: String index range is out of bounds"),
        ("tw.prefix(through: tw.endIndex)", "Fatal error: Substring index is out of bounds"),
    ])
    func indexOutsideTheSubstringTraps(expression: String, message: String) {
        let result = briefRun(Self.prelude + "let x = \(expression)\nprint(\"after\")")
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
        #expect(result.output == "")
    }

    /// A Substring whose start in its string is not known here: a parameter, a `var`, an
    /// element of `split`, the result of `drop(while:)`, a stored property, an unwrapped optional.
    @Test(arguments: [
        ("func first(_ t: Substring) -> Character { t[t.startIndex] }\nprint(first(sub))",
         "a subscript of a Substring is not supported yet (a Substring shares its string's indices)"),
        ("var v = s.dropFirst()\nprint(v[v.index(after: v.startIndex)])",
         "a subscript of a Substring is not supported yet (a Substring shares its string's indices)"),
        ("for w in \"ab cd\".split(separator: \" \") { print(s[w.startIndex]) }",
         "'startIndex' of a Substring is not supported yet (a Substring shares its string's indices)"),
        ("let d = s.drop(while: { $0 == \"a\" })\nprint(d.firstIndex(of: \"c\") == d.startIndex)",
         "'firstIndex(of:)' of a Substring is not supported yet (a Substring shares its string's indices)"),
        // Typed `Substring` where no view says where it starts (they ran from 0 before: `a`, `a`).
        ("let maybe: Substring? = s.dropFirst(5)\nprint(s[maybe!.startIndex])",
         "'startIndex' of a Substring is not supported yet (a Substring shares its string's indices)"),
        ("struct Holder { let rest: Substring }\nlet h = Holder(rest: s.dropFirst(4))\nprint(s[h.rest.startIndex])",
         "'startIndex' of a Substring is not supported yet (a Substring shares its string's indices)"),
    ])
    func substringOfUnknownStartIsRefused(source: String, message: String) {
        let result = briefRun(Self.prelude + source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == message)
        #expect(result.output == "")
    }

    /// A function compiled before the top-level variable whose indices it uses (swiftc: `true`
    /// and `20`; main printed `false` for the first: it read the Substring from 0).
    @Test(arguments: [
        ("func found() -> Bool { rest.firstIndex(of: \"f\") == s.index(s.startIndex, offsetBy: 5) }\nlet rest = s.dropFirst(3)\nprint(found())",
         "'firstIndex(of:)' of a Substring is not supported yet (a Substring shares its string's indices)"),
        ("func second() -> Int { tail[tail.index(after: tail.startIndex)] }\nlet tail = [10, 20, 30].dropFirst()\nprint(second())",
         "a subscript of an ArraySlice is not supported yet (an ArraySlice shares its array's indices)"),
    ])
    func indicesUsedBeforeTheirDeclarationAreRefused(source: String, message: String) {
        let result = briefRun(Self.prelude + source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == message)
        #expect(result.output == "")
    }

    /// swiftc prints an index's bits (`Index(_rawBits: 15)..<Index(_rawBits: 131343)`,
    /// `DefaultIndices<String>(_elements: "hello", _startIndex: 0[any], …)`).
    @Test(arguments: [
        ("print(s.startIndex..<s.endIndex)", "printing a range of String.Index values is not supported yet"),
        ("let r = s.startIndex...s.endIndex\nprint(\"\\(r)\")", "printing a range of String.Index values is not supported yet"),
        ("print(s.startIndex...)", "printing a range of String.Index values is not supported yet"),
        ("print(s.indices)", "printing a String's or Substring's indices is not supported yet (Swift prints a DefaultIndices)"),
        ("print(tw.indices)", "printing a String's or Substring's indices is not supported yet (Swift prints a DefaultIndices)"),
        ("let ix = s.indices\nprint(ix)", "printing a String's or Substring's indices is not supported yet (Swift prints a DefaultIndices)"),
    ])
    func printingARangeOfIndicesIsRefused(source: String, message: String) {
        let result = briefRun(Self.prelude + source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == [message])
    }

    /// swiftc: `Range<Index> ClosedRange<Index> PartialRangeUpTo<Index> PartialRangeFrom<Index>`.
    @Test func typeOfARangeOfIndices() {
        let result = briefRun(Self.prelude + """
            let r = s.startIndex..<tw.endIndex
            print(type(of: r), type(of: s.startIndex...tw.startIndex), type(of: ..<tw.endIndex), type(of: tw.startIndex...))
            """)
        #expect(result.output == "Range<Index> ClosedRange<Index> PartialRangeUpTo<Index> PartialRangeFrom<Index>\n")
    }
}
