import Testing
@testable import SimBridge
import SwiftSubset

/// `JoinedSource` counts a file's lines from its bytes and splits them only for a message:
/// lines end where swift-syntax's locations end them, at `\n`, `\r\n` and a lone `\r` (a
/// file saved on Windows gets its messages' locations too).
struct JoinedSourceTests {
    static let texts: [(String, Int)] = [
        ("", 1), ("\n", 2), ("a", 1), ("a\n", 2), ("a\nb", 2), ("a\n\nb\n", 4), ("a\r\nb\r\n", 3), ("a\rb\nc", 3),
        ("\r\n\n\r", 4), ("\r\r\n", 3), ("é\nü\u{301}\n", 3), ("\u{1F469}\u{200D}\u{1F4BB}\nx", 2), ("\n\u{301}a", 2),
        ("let s = \"\\n\"\nprint(s)\r\n", 3),
    ]

    @Test(arguments: texts)
    func lineCountIsSwiftSyntaxsCount(_ text: String, lines: Int) {
        let part = JoinedSource.Part(name: "main.swift", firstLine: 1, text: text)
        #expect(part.lineCount == lines)
    }

    /// The interpreter's own line numbers (swift-syntax's) point at the line shown.
    @Test func aWindowsFilesMessageShowsItsLine() {
        let source = "let a = 1\r\nlet b: Int = \"x\"\r\nprint(a)\r\n"
        let joined = JoinedSource([ProgramFile(name: "A.swift", text: source)])
        let result = Interpreter.run(source: joined.text)
        guard let first = result.diagnostics.first else { Issue.record("no diagnostic"); return }
        #expect(joined.render("error: \(first.message)", at: SourcePoint(line: first.line, column: first.column))
            == "A.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet b: Int = \"x\"\n             ^\n")
    }

    @Test func linesAreLocatedInTheirFiles() {
        let joined = JoinedSource([ProgramFile(name: "A.swift", text: "a\r\nb\nc"), ProgramFile(name: "B.swift", text: "d\ne")])
        #expect(joined.parts.map(\.firstLine) == [1, 4])
        #expect(joined.locate(line: 2).map { "\($0.part.name):\($0.line)" } == "A.swift:2")
        #expect(joined.locate(line: 3).map { "\($0.part.name):\($0.line)" } == "A.swift:3")
        #expect(joined.locate(line: 5).map { "\($0.part.name):\($0.line)" } == "B.swift:2")
        #expect(joined.locate(line: 6) == nil)
        #expect(joined.render("m", at: SourcePoint(line: 4, column: 1)) == "B.swift:1:1: m\nd\n^\n")
    }
}
