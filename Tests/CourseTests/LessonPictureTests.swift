import Foundation
import Testing
@testable import Course

/// A runner that draws without running: the screen names the device, the tree is fixed, and
/// the output is what the program's `// prints: TEXT` lines say.
struct DrawingRunner: ProgramRunner {
    func run(
        files: [SourceFile], device: Device, entry: Entry, mainStoryboard: String?, actions: [UserAction]
    ) -> RunOutcome {
        let printed = files.flatMap { $0.text.split(separator: "\n") }
            .filter { $0.hasPrefix("// prints: ") }.map { $0.dropFirst("// prints: ".count) + "\n" }.joined()
        let status: RunStatus = files.contains { $0.text.contains("// crashes") } ? .exception : .ok
        return RunOutcome(snapshot: AppSnapshot(output: printed, status: status),
                          screen: "+--\(device.rawValue)--+\n|  Inbox  |\n+---------+", tree: "UIWindow\n  Inbox")
    }
}

/// Pictures in lessons: found after a runnable ```swift block, compared by the lint, redrawn
/// in place by `lint --update-pictures`.
struct LessonPictureTests {
    static let lesson = """
        # Title

        ## A page

        Text.

        ```swift
        // prints: hello
        let x = 1
        ```

        ```text screen
        +--iphone--+
        |  Inbox  |
        +---------+
        ```

        ```text tree ipad
        UIWindow
          Outbox
        ```

        ```text output
        hello
        ```

        More text.

        ```text screen
        not after a program
        ```

        """

    @Test func picturesFollowARunnableSwiftBlock() {
        let found = LessonPicture.find(in: Self.lesson)
        #expect(found.pictures.map(\.kind) == [.screen, .tree, .output])
        #expect(found.pictures.map(\.device) == [.iphone, .ipad, .iphone])
        #expect(found.pictures.allSatisfy { $0.program.line == 7 })
        #expect(found.misplaced.map(\.line) == [29])
        let fragment = "```swift fragment\nlet x = 1\n```\n```text tree\nx\n```\n"
        #expect(LessonPicture.find(in: fragment).misplaced.count == 1)
        let plain = "```swift\nlet x = 1\n```\n\n```text\nx\n```\n"
        #expect(LessonPicture.find(in: plain).pictures.isEmpty && LessonPicture.find(in: plain).misplaced.isEmpty)
    }

    @Test func theLintReportsAStalePictureAtItsFirstDifferingLine() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.lesson, to: "Content/en/lessons/alpha.md", in: root)
        let problems = CourseLinter(runner: DrawingRunner()).lint(root: root).filter { $0.file == "Content/en/lessons/alpha.md" }
        let stale = problems.filter { $0.id == .pictureStale }
        #expect(stale.map(\.line) == [20])   // the tree's second line: "Outbox" where the program gives "Inbox"
        #expect(stale.first?.message
            == "this tree picture is not what the ```swift block above gives on ipad: its line 2 is '  Outbox' where the "
            + "program gives '  Inbox'; run 'vctutor lint --update-pictures' to redraw it")
        #expect(problems.filter { $0.id == .pictureMisplaced }.map(\.line) == [29])
    }

    @Test func aLessonWithoutAScreenOrTreePictureIsAnErrorInEachLanguage() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write("# Navigation\n\n## Stacks\n\n```swift\nlet x = 1\n```\n\n```text output\n```\n",
                           to: "Content/ru/lessons/beta.md", in: root)
        let missing = CourseLinter().lint(root: root).filter { $0.id == .lessonNoPicture }
        #expect(missing.map(\.file) == ["Content/ru/lessons/beta.md"])
        #expect(missing.first?.message.hasPrefix("lesson 'beta' has no picture of the screen or the hierarchy") == true)
    }

    @Test func updatingRewritesOnlyTheStaleBlocks() {
        let updater = PictureUpdater(runner: DrawingRunner())
        let redrawn = updater.redraw(Self.lesson, file: "alpha.md")
        #expect(redrawn.changed == 1)
        #expect(redrawn.text == Self.lesson.replacingOccurrences(of: "  Outbox", with: "  Inbox"))
        #expect(updater.redraw(redrawn.text, file: "alpha.md").changed == 0)
        let grown = "```swift\nlet x = 1\n```\n\n```text tree\n```\ntail without newline"
        #expect(updater.redraw(grown, file: "g.md").text == "```swift\nlet x = 1\n```\n\n```text tree\nUIWindow\n  Inbox\n```\ntail without newline")
    }

    @Test func aProgramThatDoesNotRunLeavesItsPictureAndSaysSo() {
        let crashing = "```swift\n// crashes\n```\n```text output\nold\n```\n"
        let redrawn = PictureUpdater(runner: DrawingRunner()).redraw(crashing, file: "c.md")
        #expect(redrawn.text == crashing)
        #expect(redrawn.problems.map(\.line) == [4])
    }

    @Test func updateWritesTheFilesItChanged() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.lesson, to: "Content/en/lessons/alpha.md", in: root)
        let result = try PictureUpdater(runner: DrawingRunner()).update(root: root)
        // alpha.md's tree, and the tiny course's placeholder pictures in both languages.
        #expect(result.files == ["Content/en/lessons/alpha.md", "Content/en/lessons/beta.md",
                                 "Content/ru/lessons/alpha.md", "Content/ru/lessons/beta.md"])
        let text = try String(contentsOf: root.appendingPathComponent("Content/en/lessons/alpha.md"), encoding: .utf8)
        #expect(text == Self.lesson.replacingOccurrences(of: "  Outbox", with: "  Inbox"))
    }
}
