import Foundation
import Testing
@testable import Course

/// Lint of a damaged course (issue 12): the cause comes first and its consequences are counted,
/// not listed; course programs that never end are stopped by the runner's limits.
struct DamagedCourseLintTests {
    /// `course.yaml` that does not parse: one error, about it, first; every content file that
    /// could not be matched to a lesson is counted in one warning instead of an error each.
    @Test(arguments: ["lessons: [alpha\n", "lessons: 3\n", "- alpha\n- beta\n", "\u{1}\u{2}garbage: [\n"])
    func aBrokenLessonListIsReportedFirstAndAlone(text: String) throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(text, to: "Lessons/course.yaml", in: root)
        let problems = CourseLinter().lint(root: root)
        let report = LintReport(problems: problems)
        #expect(report.errors == 1, "\(problems.map(\.description).joined(separator: "\n"))")
        #expect(problems.first?.file == "Lessons/course.yaml")
        #expect(problems.first?.severity == .error)
        let counted = problems.filter { $0.id == .orphanContent }
        #expect(counted.count == 1)
        // The tiny course has 2 lessons, 2 quizzes and 1 exercise in each of 2 languages.
        #expect(counted.first?.message.hasPrefix("10 content files") == true, "\(counted.map(\.message))")
    }

    /// A solution that never ends and an alternative that fills memory: lint says for each
    /// that a limit stopped it, and ends.
    @Test func programsThatNeverEndAreStopped() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = "Lessons/alpha/exercises/first-root"
        let solution = """
            // outcome: solution
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    var n = 0
                    while true { n += 1 }
                    return true
                }
            }

            """
        try Fixtures.write(solution, to: "\(folder)/solution.swift", in: root)
        let alternative = solution.replacingOccurrences(of: "var n = 0\n        while true { n += 1 }", with: "var s = \"x\"\n        while true { s += s }")
            .replacingOccurrences(of: "// outcome: solution", with: "// outcome: plain")
        try Fixtures.write(alternative, to: "\(folder)/alternatives/plain.swift", in: root)
        let problems = CourseLinter(runner: SimulatorProgramRunner()).lint(root: root).filter { $0.severity == .error }
        for file in ["\(folder)/solution.swift", "\(folder)/alternatives/plain.swift"] {
            let messages = problems.filter { $0.file == file }.map(\.message)
            #expect(messages.contains { $0.contains("limit stopped it") }, "\(file): \(messages)")
        }
    }
}
