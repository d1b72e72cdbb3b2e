import SwiftSyntax
import Testing
@testable import SwiftSubset

/// Names written in backticks and format styles: what runs is in
/// `Programs/backticked_identifiers.swift`; what stays refused, and where errors naming a
/// backticked identifier are placed (swiftc's column is the opening backtick's, its message
/// names the identifier without backticks), is here.
struct Session18NamesTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc prints `5`, the property; the interpreter would read `box.self`, the box.
    @Test func aMemberNamedSelfInBackticksIsRefused() {
        diagnostics.assertDiagnostics("""
            class Box { var `self` = 5 }
            let box = Box()
            print(box.1️⃣`self`)
            """, ["a member named 'self' written in backticks is not supported yet"])
    }

    /// `` `self` `` as a label or a parameter runs as swiftc runs it (inside a
    /// type a plain `` `self` `` is the instance there too).
    @Test func otherBacktickedSelfNamesRun() {
        let result = Interpreter.run(source: """
            struct Scale {
                var factor: Int
                func times(_ `self`: Int) -> Int { `self` * 2 }
                func apply(`self` value: Int) -> Int { value * factor }
                func me() -> Scale { `self` }
            }
            print(Scale(factor: 4).times(5), Scale(factor: 4).apply(self: 2), Scale(factor: 1).me().factor)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "10 8 1\n")
    }

    /// A global `` `self` `` (swiftc: a method's `self` is still the instance, `1 3`) would be
    /// found in place of a method's own `self`: a variable of that name is refused.
    @Test func aVariableNamedSelfInBackticksIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Scale { var factor: Int; func me() -> Scale { `self` } }
            let 1️⃣`self` = 3
            print(Scale(factor: 1).me().factor, `self`)
            """, ["a variable named 'self' written in backticks is not supported yet"])
    }

    /// Errors at a backticked name keep swiftc's place and words (`cannot find 'undefinedName'`
    /// at the opening backtick), also after another backticked name on the line.
    @Test func errorsAtBacktickedNamesKeepSwiftcsPlaceAndWords() {
        diagnostics.assertDiagnostics("""
            let `class` = 1
            print(`class`, 1️⃣`undefinedName`)
            """, ["cannot find 'undefinedName' in scope"])
        diagnostics.assertDiagnostics("""
            let `class` = 1
            1️⃣`class` = 2
            """, ["cannot assign to value: 'class' is a 'let' constant"])
    }

    /// The text of a node holding a backticked name reads as the name (`Theme.default`), and
    /// every token keeps its place (the file is as long as its source).
    @Test func trimmedTextLeavesTheBackticksOut() {
        let source = "let t = Theme.`default`.`is`(1)"
        let file = BacktickedIdentifiers.unquoted(SubsetParser.parse(source), source: source).file
        let value = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
        #expect(value?.trimmedText == "Theme.default.is(1)")
        #expect(file.totalLength.utf8Length == source.utf8.count)
    }

    /// `formatted(_:)` with a format style (swiftc prints `25%`) is refused as `formatted()` is:
    /// when reached, at the method's name.
    @Test(arguments: ["print(p.1️⃣formatted(.percent))", "print(p.1️⃣formatted(.number.precision(.fractionLength(2))))"])
    func formatStylesAreRefusedAtTheMethod(_ line: String) {
        diagnostics.assertDiagnostics("import Foundation\nlet p = 0.25\n" + line,
                                      ["the method 'formatted(_:)' of this value is not supported yet"])
    }

    /// `SubSequence` in an extension of a standard collection (swiftc prints
    /// `[ArraySlice([1, 2, 3])]`; slices are arrays here) is refused, not "cannot find".
    @Test func aStandardAssociatedTypeInAStandardExtensionIsRefused() {
        diagnostics.assertDiagnostics("""
            extension Collection {
                func whole() -> Int {
                    var parts: [1️⃣SubSequence] = []
                    parts.append(self[startIndex..<endIndex])
                    return parts.count
                }
            }
            print([1, 2, 3].whole())
            """, ["using the type 'SubSequence' here is not supported yet"])
    }

    /// swiftc shows an array's slice as `ArraySlice([1, 2])` inside a collection, an optional
    /// or a tuple and in `debugPrint`; the interpreter holds it as an array (`[1, 2]`).
    @Test(arguments: ["print(1️⃣[s])", "debugPrint(1️⃣s)", "print(1️⃣(s, 1))", "print(1️⃣[a.dropFirst()])", "print(1️⃣[a.prefix(2)])",
                      "print(String(reflecting: 1️⃣s))"])
    func arraySlicesShownAsTheirDebugTextAreRefused(_ line: String) {
        diagnostics.assertDiagnostics("let a = [1, 2, 3]\nlet s = a[0..<2]\n" + line,
                                      ["printing an ArraySlice inside a collection, an optional or a tuple, or with debugPrint, is not supported yet (Swift prints ArraySlice([…]))"])
    }

    /// Printed alone, converted or counted, a slice shows as swiftc shows it.
    @Test func arraySlicesPrintedAloneRun() {
        let result = Interpreter.run(source: """
            let a = [1, 2, 3]
            let s = a[0..<2]
            print(s, a[1...], "\\(s)", String(describing: s), [Array(s)], [s.count], s.map { $0 * 2 })
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[1, 2] [2, 3] [1, 2] [1, 2] [[1, 2]] [2] [2, 4]\n")
    }
}
