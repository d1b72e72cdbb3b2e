import Foundation
import Testing
@testable import Course

/// A program in `IndependentSolutions/<exercise>/<name>.swift`, written from the task text and
/// the starter only, with the verdict its author expected before running anything (issue 17).
struct IndependentSolution: Sendable, CustomStringConvertible {
    /// The exercise's id (the folder's name).
    let exerciseID: String
    /// The file's name without `.swift`.
    let name: String
    /// The program.
    let text: String
    /// `true` for `// verdict: pass`, `false` for `// verdict: fail`, nil when the header lacks one.
    let shouldPass: Bool?

    /// `exercise/name`, the key used in KNOWN-WRONG-VERDICTS.md.
    var key: String { "\(exerciseID)/\(name)" }
    var description: String { key }

    /// The folder holding one sub-folder per exercise.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("IndependentSolutions")

    /// Every program in the folder, sorted by key.
    static let all: [IndependentSolution] = {
        let manager = FileManager.default
        let exercises = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        var found: [IndependentSolution] = []
        for exercise in exercises.sorted() {
            let directory = folder.appendingPathComponent(exercise)
            let files = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let url = directory.appendingPathComponent(file)
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                found.append(IndependentSolution(exerciseID: exercise,
                                                 name: String(file.dropLast(".swift".count)),
                                                 text: text, shouldPass: verdict(in: text)))
            }
        }
        return found
    }()

    /// The verdict in the leading comment block: `// verdict: pass` or `// verdict: fail`.
    static func verdict(in text: String) -> Bool? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { return nil }
            let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if body == "verdict: pass" { return true }
            if body == "verdict: fail" { return false }
        }
        return nil
    }

    /// The keys listed in KNOWN-WRONG-VERDICTS.md: every line starting ``- `exercise/name` ``.
    static let knownWrong: Set<String> = {
        let url = folder.appendingPathComponent("KNOWN-WRONG-VERDICTS.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var keys: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("- `") {
            let rest = line.dropFirst(3)
            if let end = rest.firstIndex(of: "`") { keys.insert(String(rest[..<end])) }
        }
        return keys
    }()
}

/// Issue 17's independent test set: each program goes through the real checker, whose verdict
/// must match the one its author wrote in the file, except for the cases listed (with their
/// cause) in IndependentSolutions/KNOWN-WRONG-VERDICTS.md, which must stay wrong until removed.
struct IndependentSolutionsTests {
    let runner = SimulatorProgramRunner.judgingVerdicts()

    /// Every exercise has independent programs of both verdicts (the 30 exercises of issue 17
    /// have at least two right and three wrong; those added in session 5, one of each).
    @Test func everyExerciseHasRightAndWrongPrograms() {
        for id in RealCourse.exerciseIDs {
            let programs = IndependentSolution.all.filter { $0.exerciseID == id }
            let right = programs.filter { $0.shouldPass == true }.count
            let wrong = programs.filter { $0.shouldPass == false }.count
            #expect(right >= 1 && wrong >= 1, "\(id): \(right) correct and \(wrong) wrong programs")
        }
    }

    @Test func everyListedWrongVerdictNamesAProgram() {
        let keys = Set(IndependentSolution.all.map(\.key))
        for key in IndependentSolution.knownWrong.sorted() {
            #expect(keys.contains(key), "KNOWN-WRONG-VERDICTS.md lists \(key), which has no file")
        }
    }

    @Test(arguments: IndependentSolution.all)
    func checkerGivesTheAuthorsVerdict(program: IndependentSolution) throws {
        let shouldPass = try #require(program.shouldPass, "\(program.key) has no `// verdict:` line")
        let exercise = try #require(RealCourse.exercise(program.exerciseID), "no exercise \(program.exerciseID)")
        let report = checkSolution(exercise: exercise, source: program.text, language: .english, runner: runner)
        let right = report.passed == shouldPass
        let listed = IndependentSolution.knownWrong.contains(program.key)
        if listed {
            #expect(!right, "\(program.key) now gets the right verdict: remove it from KNOWN-WRONG-VERDICTS.md")
        } else {
            #expect(right, "\(program.key): expected \(shouldPass ? "pass" : "fail"), checker says \(report.passed ? "pass" : "fail") \(Self.account(report))")
        }
    }

    /// Why the checker decided as it did, for the failure message.
    static func account(_ report: CheckReport) -> String {
        if let first = report.diagnostics.first { return "(line \(first.line):\(first.column): \(first.message))" }
        if let exception = report.exception { return "(\(exception.name): \(exception.reason))" }
        let failed = report.checks.filter { !$0.passed }.map { "\($0.id): \($0.message)" }
        return failed.isEmpty ? "" : "(" + failed.joined(separator: "; ") + ")"
    }
}
