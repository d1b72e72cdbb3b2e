import Foundation
import Testing
@testable import Course

/// `expect: prediction`: the learner's `prediction` string against the lines the program
/// printed, run on the real runner. The printed lines of the programs below were recorded with
/// swiftc (/opt/swift) compiling the same code: "first", "  line 1  ", "  line 2  ", "", "last".
struct PredictionCheckTests {
    static let program = """
        print("first")
        for number in 1...2 {
            print("  line \\(number)  ")
        }
        print("")
        print("last")

        """

    static func exercise(variable: String = "prediction") -> Exercise {
        let position = SourcePosition(file: "f")
        let message = "line {line}: you predicted {found}, the program printed {expected}"
        return Exercise(
            id: "predict-lines", lessonID: "l", kind: .predict, entry: .script,
            checks: [Check(id: "predicted", expectation: .prediction(variable: variable), position: position)],
            texts: [
                .english: ExerciseText(title: nil, statement: nil, hints: [], checkMessages: ["predicted": message], position: position),
                .russian: ExerciseText(title: nil, statement: nil, hints: [],
                                       checkMessages: ["predicted": "строка {line}: вы написали {found}, а программа вывела {expected}"],
                                       position: position),
            ],
            position: position)
    }

    func check(_ source: String, _ exercise: Exercise = exercise(), language: Language = .english) -> CheckReport {
        let snapshot = SimulatorRunning.run(source)
        return evaluateChecks(of: exercise, against: snapshot, language: language, source: source)
    }

    @Test func aRightPredictionPassesWhateverItsSpacesAndBlankLines() {
        let right = "let prediction = \"\"\"\n    first\n      line 1\n\n    line 2   \n    last\n    \"\"\"\n" + Self.program
        let report = check(right)
        #expect(report.passed)
        #expect(report.kind == .predict)
    }

    @Test func aWrongPredictionNamesItsFirstDifferingLine() {
        let swapped = "let prediction = \"first\\nline 2\\nline 1\\nlast\"\n" + Self.program
        #expect(check(swapped).checks[0].message == "line 2: you predicted 'line 2', the program printed 'line 1'")
        let short = "var prediction = \"\"\"\n    first\n    line 1\n    line 2\n    \"\"\"\n" + Self.program
        #expect(check(short).checks[0].message == "line 4: you predicted nothing, the program printed 'last'")
        let long = "let prediction = \"first\\nline 1\\nline 2\\nlast\\nagain\"\n" + Self.program
        #expect(check(long).checks[0].message == "line 5: you predicted 'again', the program printed nothing")
    }

    @Test func aMissingOrNonStringPredictionIsEmpty() {
        #expect(check(Self.program).checks[0].message == "line 1: you predicted nothing, the program printed 'first'")
        let number = "let prediction = 42\n" + Self.program
        #expect(check(number, language: .russian).checks[0].message
            == "строка 1: вы написали ничего, а программа вывела «first»")
    }

    @Test func theVariableCanHaveAnotherName() {
        let guess = "let guess = \"first\\nline 1\\nline 2\\nlast\"\n" + Self.program
        #expect(check(guess, Self.exercise(variable: "guess")).passed)
        #expect(!check(guess).passed)
    }

    /// An app's prediction is a global beside the `@main` app delegate; the delegate's prints
    /// are the program's output (UIKit calls `application(_:didFinishLaunchingWithOptions:)` at
    /// launch: Apple, UIApplicationDelegate).
    @Test func anAppEntryProgramIsComparedAsAScriptIs() {
        let app = """
            import UIKit

            let prediction = \"\"\"
                launching
                launched
                \"\"\"

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    print("launching")
                    window = UIWindow()
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                    print("launched")
                    return true
                }
            }

            """
        var exercise = Self.exercise()
        exercise.entry = .app
        let snapshot = SimulatorRunning.run(app, entry: .app)
        #expect(snapshot.status == .ok)
        #expect(evaluateChecks(of: exercise, against: snapshot, language: .english, source: app).passed)
        let wrong = app.replacingOccurrences(of: "    launching\n    launched\n", with: "    launched\n    launching\n")
        #expect(evaluateChecks(of: exercise, against: snapshot, language: .english, source: wrong).checks[0].message
            == "line 1: you predicted 'launched', the program printed 'launching'")
    }

    @Test func theKindIsInTheCheckJSON() throws {
        let report = check(Self.program)
        let json = try #require(String(data: try JSONEncoder().encode(report), encoding: .utf8))
        #expect(json.contains(#""kind":"predict""#))
    }
}
