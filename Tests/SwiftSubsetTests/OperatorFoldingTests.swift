import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftSubset

/// The interpreter's operator folding gives the very tree swift-syntax's
/// `OperatorTable.standardOperators.foldAll` gives, errors included (issue 12: folding was
/// the most of checking a long program).
struct OperatorFoldingTests {
    /// The tree (kinds and tokens) and the errors of each way of folding `source`.
    static func bothWays(_ source: String) -> (ours: String, theirs: String, ourErrors: Int, theirErrors: Int) {
        let tree = Parser.parse(source: source)
        var ourErrors = 0, theirErrors = 0
        let ours = OperatorFolding.foldAll(tree) { _ in ourErrors += 1 }
        let theirs = OperatorTable.standardOperators.foldAll(tree) { _ in theirErrors += 1 }
        return (ours.debugDescription, theirs.debugDescription, ourErrors, theirErrors)
    }

    @Test(arguments: [
        "let a = 1 + 2 * 3 - 4 / 5 % 6",
        "let b = 1 << 2 + 3 &* 4 &+ 5 | 6 ^ 7 & 8",
        "x = y = z",
        "x += y * 2",
        "let c = a ?? b ?? c",
        "let d = p && q || r && !s",
        "let e = a < b == (c > d)",
        "let f = a < b < c",
        "let g = a == b == c",
        "let h = 1...2..<3",
        "let i = x ? y : z ? 1 : 2",
        "let j = x as? Int ?? 0",
        "let k = x is Int == true",
        "let l = x as! [Int] + [1]",
        "let m = try f() + g()",
        "let n = try? a + b * c",
        "let o = await a + b",
        "let p = a ~> b",
        "let q = a +++ b * c",
        "let r = 0..<n.count - 1",
        "let s = a === b || a !== c",
        "let t: (Int) -> Int = { $0 &+ 1 }",
        "if a > 0 && b < 1 || c == 2 { x = a > b ? a : b }",
        "let u = [1, 2 + 3].map { $0 * 2 + 1 }.reduce(0, +) + (4 - 5) * 6",
        "let v = a ?? b == c",
        "let w = x as Any as? String",
    ])
    func sameTreeAsSwiftSyntax(source: String) {
        let folded = Self.bothWays(source)
        #expect(folded.ours == folded.theirs)
        #expect(folded.ourErrors == folded.theirErrors)
    }

    /// Whole programs: the conformance programs' first twenty.
    @Test func sameTreesForConformancePrograms() throws {
        let names = ConformanceTests.programNames.prefix(20)
        for name in names {
            let source = try String(contentsOf: ConformanceTests.directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
            let folded = Self.bothWays(source)
            #expect(folded.ours == folded.theirs, "\(name)")
            #expect(folded.ourErrors == folded.theirErrors, "\(name)")
        }
    }
}
