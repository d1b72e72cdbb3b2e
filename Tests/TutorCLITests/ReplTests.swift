import Testing
@testable import TutorCLI

@Suite struct ReplTests {
    @Test func anEntryContinuesUntilItsBracketsClose() {
        var balance = EntryBalance()
        balance.add("func greet() {")
        #expect(!balance.isComplete)
        balance.add("    print(\"}\") // a brace in a string or a comment: {")
        #expect(!balance.isComplete)
        balance.add("}")
        #expect(balance.isComplete)
    }

    @Test func multilineStringsAndBlockCommentsKeepTheEntryOpen() {
        var text = EntryBalance()
        text.add("let s = \"\"\"")
        #expect(!text.isComplete)
        text.add("\"\"\"")
        #expect(text.isComplete)
        var comment = EntryBalance()
        comment.add("/* (")
        #expect(!comment.isComplete)
        comment.add(") */ let a = [1,")
        #expect(!comment.isComplete)
        comment.add("2]")
        #expect(comment.isComplete)
    }

    @Test func pipedReplRunsEntriesAndCommands() throws {
        let harness = try TestHarness(lines: [
            "let names = [\"Ann\", \"Bo\"]",
            "for name in names {",
            "    print(name)",
            "}",
            "print(missing)",
            ":trace",
            ":nonsense",
        ])
        #expect(harness.run("repl") == ExitStatus.success)
        let out = harness.output.text
        #expect(out.contains("Ann\nBo\n"))
        #expect(out.contains("input3.swift:1:7: error: cannot find 'missing' in scope"))
        #expect(out.contains("(This entry was not kept: fix it and type it again.)"))
        #expect(out.contains("Unknown command ':nonsense'."))
    }

    @Test func theWelcomeIsInTheLearnersLanguage() throws {
        let harness = try TestHarness(lines: [":quit"])
        #expect(harness.run("repl", "--lang", "zh") == ExitStatus.success)
        #expect(harness.output.text.hasPrefix("这是运行在模拟iPhone上的Swift练习场。"))
    }
}
