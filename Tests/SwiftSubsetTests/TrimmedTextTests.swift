import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftSubset

/// `trimmedText` reads every node of real programs as swift-syntax's `trimmedDescription` does
/// (the reference): every test program, with its comments, blank lines and odd spacing.
struct TrimmedTextTests {
    @Test func everyNodeOfEveryTestProgramReadsAsItsTrimmedDescription() throws {
        var nodes = 0
        for name in ConformanceTests.programNames {
            let source = try String(contentsOf: ConformanceTests.directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
            var mismatches: [String] = []
            for node in Syntax(Parser.parse(source: source)).descendants(Syntax.self) {
                nodes += 1
                if node.trimmedText != node.trimmedDescription, mismatches.count < 3 { mismatches.append(node.trimmedDescription) }
            }
            #expect(mismatches.isEmpty, "\(name): \(mismatches)")
        }
        #expect(nodes > 0)
    }

    @Test func triviaInsideIsKeptAndTheEndsAreDropped() {
        let file = Parser.parse(source: "  /* a */ let x = [1, /* two */ 2] // end\n")
        let array = Syntax(file).descendants(ArrayExprSyntax.self).first
        #expect(array?.trimmedText == "[1, /* two */ 2]")
        #expect(file.trimmedText == file.trimmedDescription)
        #expect(Parser.parse(source: "").trimmedText == "")
    }
}
