import Foundation
import Testing
@testable import Course

/// Lint with the real runner: exercise files and output questions are run, not only parsed.
struct LintWithSimulatorTests {
    static let folder = "Lessons/alpha/exercises/first-root"

    /// A script that shows an Inbox in a navigation controller; `title`, `key` and `stack`
    /// change what it does.
    static func inbox(title: String? = "Inbox", makeKey: Bool = true, stack: Bool = true) -> String {
        var lines = ["class InboxViewController: UIViewController {}", "let inbox = InboxViewController()"]
        if let title { lines.append("inbox.title = \"\(title)\"") }
        lines.append(stack ? "let root = UINavigationController(rootViewController: inbox)" : "let root = UINavigationController()")
        lines += ["let window = UIWindow()", "window.rootViewController = root"]
        if makeKey { lines.append("window.makeKeyAndVisible()") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func exerciseFilesAndOutputQuestionsAreRunOnTheSimulator() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        let yaml = try String(contentsOf: root.appendingPathComponent("\(Self.folder)/exercise.yaml"), encoding: .utf8)
        try Fixtures.write(yaml.replacingOccurrences(of: "entry: app", with: "entry: script"),
                           to: "\(Self.folder)/exercise.yaml", in: root)
        try Fixtures.write(Self.inbox(), to: "\(Self.folder)/solution.swift", in: root)
        try Fixtures.write(Self.inbox(title: nil), to: "\(Self.folder)/alternatives/plain.swift", in: root)
        try Fixtures.write("let window = UIWindow()\n", to: "\(Self.folder)/starter.swift", in: root)
        try Fixtures.write(Self.inbox(makeKey: false), to: "\(Self.folder)/mistakes/forgot-key.swift", in: root)
        try Fixtures.write(Self.inbox(), to: "\(Self.folder)/mistakes/empty-stack.swift", in: root)

        let problems = CourseLinter(runner: SimulatorProgramRunner()).lint(root: root).filter { $0.severity == .error }
        let inFolder = problems.filter { $0.file.hasPrefix(Self.folder) }.map { "\($0.id) \($0.file)" }.sorted()
        #expect(inFolder == [
            "mistakePasses \(Self.folder)/mistakes/empty-stack.swift",  // a correct program posing as a mistake
            "solutionFails \(Self.folder)/alternatives/plain.swift",   // no title: title-set fails
        ])
        // `load-order` prints two lines: its answer is computed.
        #expect(!problems.contains { $0.id == .outputNotComputable })
        // The fixture's pictures were drawn by `lint --update-pictures` with this runner: the
        // lint, running the same programs, finds them current.
        #expect(!problems.contains { $0.id == .pictureStale || $0.id == .lessonNoPicture })
    }
}
