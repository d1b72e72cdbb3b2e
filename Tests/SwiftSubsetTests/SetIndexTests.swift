import Foundation
import Testing
@testable import SwiftSubset

/// `Set.Index`: an index at or past the end, or made before a removal, traps with Swift's
/// message, and an index is never printed (Swift prints its hash-table bucket, which depends on
/// the hash seed). Expected texts: each program compiled with swiftc 6.3 here (`-Onone`) and run;
/// its `Fatal error:` line is written beside the case. Working uses are in
/// `Programs/set_indices.swift`.
struct SetIndexTests {
    @Test(arguments: [
        // swiftc, for each: "Fatal error: Attempting to access Set elements using an invalid index"
        "print(s[s.endIndex])",
        "var t = s\nt.remove(at: t.endIndex)",
        "print(s.index(after: s.endIndex) == s.endIndex)",
        "print(s.index(s.startIndex, offsetBy: 3) == s.endIndex)",
        "var t = s\nlet i = t.firstIndex(of: 3)!\nt.remove(at: i)\nprint(t[i])",
        "var t = s\nlet i = t.firstIndex(of: 4)!\nt.remove(3)\nprint(t[i])",
        "var t = s\nlet i = t.firstIndex(of: 4)!\nt.removeAll()\nt.insert(4)\nprint(t[i])",
    ])
    func invalidIndexTraps(_ line: String) {
        let result = briefRun("let s: Set<Int> = [3, 4]\n" + line)
        #expect(result.status == .exception)
        #expect(result.runtimeError == "Fatal error: Attempting to access Set elements using an invalid index")
    }

    @Test func negativeOffsetTraps() {
        // swiftc: "Fatal error: Only BidirectionalCollections can be advanced by a negative amount"
        let result = briefRun("let s: Set<Int> = [3, 4]\nprint(s.index(s.endIndex, offsetBy: -1) == s.startIndex)")
        #expect(result.runtimeError == "Fatal error: Only BidirectionalCollections can be advanced by a negative amount")
        // swiftc: "Fatal error: Only BidirectionalCollections can have end come before start"
        let back = briefRun("let s: Set<Int> = [3, 4]\nprint(s.distance(from: s.endIndex, to: s.startIndex))")
        #expect(back.runtimeError == "Fatal error: Only BidirectionalCollections can have end come before start")
    }

    /// swiftc prints `Index(_variant: Swift.Set<Swift.Int>.Index._Variant.native(...bucket...))`.
    @Test(arguments: [
        "print(s.startIndex)",
        "print(s.firstIndex(of: 3)!)",
        "print(\"at \\(s.index(after: s.startIndex))\")",
        "let i = s.endIndex\nprint(i)",
        "print(String(describing: s.startIndex))",
    ])
    func printingAnIndexIsRefused(_ line: String) {
        let result = briefRun("let s: Set<Int> = [3, 4]\n" + line)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["printing a Set.Index is not supported yet"])
    }

    /// An index inside another value is refused where the value is described, however it got
    /// there (swiftc prints `(Swift.Set<Swift.Int>.Index(_variant: ...bucket..., age: ...)), 1)`).
    @Test(arguments: [
        "print((s.startIndex, 1))",
        "let i = s.startIndex\nprint([i])",
        "let i = s.firstIndex(of: 3)\nprint(i as Any)",
        "func show<T>(_ x: T) { print(x) }\nshow(s.startIndex)",
        "let any: Any = s.startIndex\nprint(\"\\(any)\")",
        "struct Mark { var at: Set<Int>.Index }\nprint(Mark(at: s.startIndex))",
        "dump((s.startIndex, 2))",
        "let d = [1: s.startIndex]\nprint(String(describing: d))",
    ])
    func describingAValueHoldingAnIndexIsRefused(_ line: String) {
        let result = briefRun("let s: Set<Int> = [3, 4]\n" + line)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["printing a Set.Index is not supported yet"])
    }

    /// swiftc keeps an index valid across an insertion only while the set's storage does not
    /// grow (then it traps: "Attempting to access Set elements using an invalid index", or for a
    /// comparison "Can't compare indices belonging to different collections"); the interpreter
    /// does not model the storage's capacity, so using such an index is refused.
    @Test(arguments: [
        "let i = s.firstIndex(of: 4)!\ns.insert(5)\nprint(s[i])",
        "let e = s.endIndex\ns.insert(5)\nprint(s.distance(from: s.startIndex, to: e))",
        "let e = s.endIndex\ns.insert(5)\nprint(e == s.endIndex)",
        "let i = s.startIndex\ns.formUnion([7, 8])\nprint(s.index(after: i) < s.endIndex)",
        "let i = s.startIndex\nvar t = s\nt.insert(9)\nprint(t[i])",
    ])
    func indexKeptAcrossAnInsertionIsRefused(_ line: String) {
        let result = briefRun("var s: Set<Int> = [3, 4]\n" + line)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["using a Set index made before an insertion into the set is not supported yet"])
    }

    /// A set made from some of another's elements keeps its indices while none is dropped (swiftc
    /// keeps the storage: each first case prints 3) and makes them stale when one is (swiftc:
    /// "Fatal error: Attempting to access Set elements using an invalid index").
    @Test(arguments: [
        ("s.subtract([9])", true), ("s.formIntersection([3, 4, 5])", true), ("s = s.filter { _ in true }", true),
        ("s = s.intersection([3, 4, 5])", true), ("s.formSymmetricDifference([Int]())", true),
        ("s.subtract([4])", false), ("s.formIntersection([3, 4])", false), ("s = s.filter { $0 != 4 }", false),
        ("s = s.intersection([3, 4])", false), ("s.formSymmetricDifference([4, 9])", false),
    ])
    func indexAcrossASetMadeFromItsElements(_ line: String, _ valid: Bool) {
        let result = briefRun("var s: Set<Int> = [3, 4, 5]\nlet i = s.firstIndex(of: 3)!\n\(line)\nprint(s[i])")
        if valid {
            #expect(result.status == .ok)
            #expect(result.output == "3\n")
        } else {
            #expect(result.runtimeError == "Fatal error: Attempting to access Set elements using an invalid index")
        }
    }

    @Test func indicesOfDifferentAgesTrapWhenCompared() {
        // swiftc: "Fatal error: Can't compare indices belonging to different collections"
        let result = briefRun("var s: Set<Int> = [3, 4]\nlet i = s.startIndex\ns.remove(4)\nprint(i == s.startIndex)")
        #expect(result.runtimeError == "Fatal error: Can't compare indices belonging to different collections")
    }
}
