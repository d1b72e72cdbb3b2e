import Testing
@testable import SimBridge
import SwiftSubset

/// `JoinedSource` counts a file's lines from its bytes and splits them only for a message:
/// the count must be the number of lines the split gives, whatever the line endings.
struct JoinedSourceTests {
    static let texts = [
        "", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "a\r\nb\r\n", "a\rb\nc", "\r\n\n\r", "\r\r\n",
        "é\nü\u{301}\n", "\u{1F469}\u{200D}\u{1F4BB}\nx", "\n\u{301}a", "let s = \"\\n\"\nprint(s)\r\n",
    ]

    @Test(arguments: texts)
    func lineCountIsTheSplitCount(_ text: String) {
        let part = JoinedSource.Part(name: "main.swift", firstLine: 1, text: text)
        #expect(part.lineCount == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func linesAreLocatedInTheirFiles() {
        let joined = JoinedSource([ProgramFile(name: "A.swift", text: "a\r\nb\nc"), ProgramFile(name: "B.swift", text: "d\ne")])
        #expect(joined.parts.map(\.firstLine) == [1, 3])
        #expect(joined.locate(line: 2).map { "\($0.part.name):\($0.line)" } == "A.swift:2")
        #expect(joined.locate(line: 4).map { "\($0.part.name):\($0.line)" } == "B.swift:2")
        #expect(joined.locate(line: 5) == nil)
        #expect(joined.render("m", at: SourcePoint(line: 3, column: 1)) == "B.swift:1:1: m\nd\n^\n")
    }
}
