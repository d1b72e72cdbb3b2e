import Foundation
import Testing
@testable import Course

/// A whole predict exercise, linted with the real runner: the solution's prediction passes,
/// the starter's empty one fails, a wrong order fails `predicted`, and a prediction made true
/// by editing the program fails `unchanged`.
///
/// The order is UIKit's: a view controller loads its view the first time its `view` property
/// is read, and `viewDidLoad()` is called then (Apple, UIViewController.view: "If you access
/// this property when its value is nil, the view controller automatically calls the
/// loadView() method"; viewDidLoad(): "called after the view controller has loaded its view
/// hierarchy into memory"), so "created" comes before "viewDidLoad".
struct PredictExerciseLintTests {
    static let folder = "Lessons/alpha/exercises/first-root"

    static func program(prediction: String, accessView: Bool = true) -> String {
        """
        import UIKit

        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("viewDidLoad")
            }
        }

        let prediction = \"\"\"
        \(prediction)
        \"\"\"

        let profile = ProfileViewController()
        print("created")
        \(accessView ? "_ = profile.view" : "")
        print("view accessed")

        """
    }

    static let yaml = """
        id: first-root
        kind: predict
        device: iphone
        entry: script
        checks:
          - {id: predicted, expect: prediction}
          - {id: unchanged, expect: source, rule: program-unchanged}
        mistakes:
          loads-at-once: predicted
          edited: unchanged

        """

    static func texts(_ language: String) -> String {
        """
        title: "\(language): when the view loads"
        statement: "Write what the program prints in `prediction`, one line each."
        hints:
          - "\(language) one"
          - "\(language) two"
          - "The `view` property and `viewDidLoad()`: when is the view made?"
        checks:
          predicted: "line {line}: {found}, printed {expected}"
          unchanged: "changed: {found}"

        """
    }

    @Test func thePredictExerciseLintsClean() throws {
        let root = try Fixtures.copyOfTiny()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent(Self.folder))
        try Fixtures.write(Self.yaml, to: "\(Self.folder)/exercise.yaml", in: root)
        try Fixtures.write(Self.program(prediction: ""), to: "\(Self.folder)/starter.swift", in: root)
        try Fixtures.write(Self.program(prediction: "    created\n    viewDidLoad\n    view accessed"),
                           to: "\(Self.folder)/solution.swift", in: root)
        try Fixtures.write(Self.program(prediction: "created\n\n  viewDidLoad  \nview accessed") + "// my answer\n",
                           to: "\(Self.folder)/alternatives/spaced.swift", in: root)
        try Fixtures.write(Self.program(prediction: "viewDidLoad\ncreated\nview accessed"),
                           to: "\(Self.folder)/mistakes/loads-at-once.swift", in: root)
        try Fixtures.write(Self.program(prediction: "created\nview accessed", accessView: false),
                           to: "\(Self.folder)/mistakes/edited.swift", in: root)
        for language in ["en", "ru"] {
            try Fixtures.write(Self.texts(language), to: "Content/\(language)/exercises/first-root.yaml", in: root)
        }
        let problems = CourseLinter(runner: SimulatorProgramRunner()).lint(root: root)
            .filter { $0.severity == .error && ($0.file.hasPrefix(Self.folder) || $0.file.contains("exercises/first-root")) }
        #expect(problems.isEmpty, "\(problems.map(\.description))")

        let exercise = try #require(CourseLoader(root: root).load().course.exercise(id: "first-root"))
        let wrong = Self.program(prediction: "viewDidLoad\ncreated\nview accessed")
        let report = checkSolution(exercise: exercise, source: wrong, language: .english, runner: SimulatorProgramRunner())
        #expect(report.checks.map(\.message) == ["line 1: 'viewDidLoad', printed 'created'", ""])
    }
}
