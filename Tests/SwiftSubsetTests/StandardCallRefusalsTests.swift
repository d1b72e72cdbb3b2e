import Testing
@testable import SwiftSubset

/// Standard constructs next to those session 15 made run (`Programs/split_options`,
/// `Programs/standard_numeric_calls`), refused at the construct where the interpreter cannot
/// give swiftc's output (what swiftc -Onone does here is written beside each); they were
/// "cannot find" errors, which swiftc does not give, or ran with another output.
struct StandardCallRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc lays a program's struct out by its own rules (`struct P { var a: Int8; var b:
    /// Int }` is size 16, stride 16, alignment 8); only fixed standard layouts are answered.
    @Test func memoryLayoutOfAProgramTypeIsRefused() {
        diagnostics.assertDiagnostics("""
            struct P { var a: Int8; var b: Int }
            print(MemoryLayout<Int>.size, 1️⃣MemoryLayout<P>.size, 2️⃣MemoryLayout<Int?>.stride)
            """, ["'MemoryLayout<P>.size' is not supported yet", "'MemoryLayout<Int?>.stride' is not supported yet"])
    }

    /// swiftc finds these standard types; they were "cannot find … in scope" here.
    @Test func typeErasingSequencesAreRefusedAsStandardNames() {
        diagnostics.assertDiagnostics("let s = 1️⃣AnySequence([1, 2, 3])\nprint(Array(s))",
                                      ["using 'AnySequence' here is not supported yet"])
    }

    /// swiftc prints an array's split pieces as ArraySlice values (`[ArraySlice([1]),
    /// ArraySlice([2])]`), also from a variable; the interpreter holds them as arrays.
    @Test func printingAnArraysSplitPiecesFromAVariableIsRefused() {
        diagnostics.assertDiagnostics("""
            let parts = [1, 0, 2].split(separator: 0, omittingEmptySubsequences: false)
            print(1️⃣parts)
            print(parts.count, parts.map { Array($0) })
            """, ["printing the pieces of an array's 'split' is not supported yet (Swift prints them as ArraySlice values)"])
    }

    /// Through a value of the protocol's type swiftc reads the extension's `description`, which
    /// is no requirement (`let n: Named = "amy"; print(n.description)` prints `named amy`); the
    /// String's own would be read here (it printed `amy`).
    @Test func aStandardTypesOwnMemberBesideAProtocolExtensionsIsRefused() {
        diagnostics.assertDiagnostics("""
            protocol Named { var name: String { get } }
            extension Named { var description: String { "named \\(name)" } }
            1️⃣extension String: Named { var name: String { self } }
            let n: Named = "amy"
            print(n.description)
            """, ["'String' adopting 'Named', whose extension adds 'description' that 'String' has of its own, is not supported yet (Swift reads the extension's where the value's type is 'Named')"])
    }

    /// With `extension String { subscript(i: Int) -> Character }`, swiftc chooses String's own
    /// subscript or the extension's by the index's type (`s.indices.map { s[$0] }` prints
    /// `["a", "b"]` through String's own); an index of a type not known here is refused.
    @Test func aStringSubscriptWithAnIndexOfUnknownTypeBesideAnIntExtensionIsRefused() {
        diagnostics.assertDiagnostics("""
            extension String { subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] } }
            let s = "ab"
            print(s[1], s[s.startIndex], s.indices.map { s[1️⃣$0] })
            """, ["choosing between String's own subscript and an extension's 'Int' subscript for an index whose type is not known here is not supported yet"])
    }
}
