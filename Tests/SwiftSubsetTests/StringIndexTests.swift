import Foundation
import Testing
@testable import SwiftSubset

/// `String.Index` outside the string traps with Swift's message, and an index is never
/// printed (Swift prints its internal bits, the interpreter has only Character offsets).
/// Expected texts: each program compiled with swiftc 6.3 here (`-Onone`) and run; its
/// `Fatal error:` line is written beside the case. Working uses are in
/// `Programs/string_indices.swift`.
struct StringIndexTests {
    @Test(arguments: [
        // swiftc, for each: "Fatal error: String index is out of bounds"
        "print(s[s.endIndex])",
        "print(s[s.index(after: s.endIndex)])",
        "print(s[s.index(before: s.startIndex)])",
        "print(s[s.index(s.startIndex, offsetBy: 10)])",
        "print(s[s.index(s.startIndex, offsetBy: -1)])",
        "var t = s\nt.remove(at: t.endIndex)",
        "print(s[s.startIndex..<s.index(s.startIndex, offsetBy: 9)])",
        "var t = s\nt.insert(\"x\", at: s.index(s.startIndex, offsetBy: 9))",
    ])
    func indexOutsideTheStringTraps(_ line: String) {
        let result = briefRun("let s = \"abc\"\n" + line)
        #expect(result.status == .exception)
        #expect(result.runtimeError == "Fatal error: String index is out of bounds")
    }

    /// swiftc prints `Index(_rawBits: 15)` for `print("abc".startIndex)`.
    @Test(arguments: [
        "print(s.startIndex)",
        "print(\"at \\(s.index(after: s.startIndex))\")",
        "print(s.firstIndex(of: \"b\")!)",
        "let i = s.endIndex\nprint(i)",
    ])
    func printingAnIndexIsRefused(_ line: String) {
        let result = briefRun("let s = \"abc\"\n" + line)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["printing a String.Index is not supported yet"])
        #expect(result.output == "")
    }
}
