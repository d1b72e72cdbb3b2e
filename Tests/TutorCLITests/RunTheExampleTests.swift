import Foundation
import Testing
@testable import TutorCLI

/// In the reader, `r` runs the page's example on the simulator and shows what it printed, its
/// callbacks and the drawn screen, as a playground's "Run My Code" does.
@Suite struct RunTheExampleTests {
    struct ExampleCourse: CourseProviding {
        func lessons(language: String) throws -> [LessonSummary] { [LessonSummary(id: "windows", title: "Windows", order: 1)] }
        func exercises(language: String) throws -> [ExerciseSummary] { [] }
        func lessonMarkdown(id: String, language: String) throws -> String? {
            guard id == "windows" else { return nil }
            return """
                # Windows

                A window holds a root.

                ```swift
                import UIKit
                final class Hello: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print("loaded")
                    }
                }
                let window = UIWindow()
                window.rootViewController = Hello()
                window.makeKeyAndVisible()
                print("made")
                ```

                ```swift fragment
                override func viewDidLoad()
                ```
                """
        }
    }

    @Test func rRunsThePagesExample() throws {
        let services = CourseServices(course: ExampleCourse(), runner: LiveCodeRunner())
        let harness = try TestHarness(lines: ["r", ""], services: services)
        #expect(harness.run("learn", "windows", "--no-color") == 0)
        let text = harness.output.text
        #expect(text.contains("r: run the example"))
        let ran = try #require(text.range(of: "The example, run on the simulator:"))
        let after = String(text[ran.upperBound...])
        // The program's own output, then its callbacks and the drawn screen.
        #expect(after.contains("made\nloaded") || after.contains("loaded\nmade"))
        #expect(after.contains("-- trace --"))
        #expect(after.contains("viewDidLoad"))
        #expect(after.contains("-- screen --"))
        // The page was not shown again after running.
        #expect(text.components(separatedBy: "A window holds a root.").count == 2)
    }

    @Test func fragmentsAreNotOffered() {
        #expect(LessonPages.runnableExamples(on: "```swift fragment\nfoo()\n```\n```text\nx\n```").isEmpty)
        #expect(LessonPages.runnableExamples(on: "x\n```swift\nprint(1)\n```\n") == ["print(1)"])
    }
}
