import Foundation
import Testing
@testable import TutorCLI

/// Under `--json`, every failure of `run`, `check`, `grade` and `lint` is one JSON object on
/// standard output (issue 12; docs/contract-additions.md, "Failures under --json"), and the
/// exit status is the one the contract gives.
@Suite struct JSONFailureTests {
    /// Standard output parsed as exactly one JSON object.
    static func object(_ text: String) throws -> [String: Any] {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(parsed as? [String: Any], "not one JSON object: \(text)")
    }

    /// The `{"status": "error", "error": {"message", "exitStatus"}}` object of a failure.
    static func failure(_ harness: TestHarness, status: Int32) throws -> String {
        let json = try object(harness.output.text)
        #expect(json["status"] as? String == "error")
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["exitStatus"] as? Int == Int(status))
        let message = try #require(error["message"] as? String)
        #expect(!message.hasPrefix("vctutor: "))
        return message
    }

    @Test(arguments: [
        (["run", "main.swift", "--json", "--device", "toaster"], "unknown device 'toaster'"),
        (["run", "main.swift", "--json", "--memory-limit", "0"], "--memory-limit"),
        (["run", "main.swift", "--json", "--time-limit", "0"], "--time-limit"),
        (["run", "--json"], "<paths>"),
        (["run", "main.swift", "--json", "--frobnicate"], "--frobnicate"),
        (["check", "root-in-code", "--json", "--frobnicate"], "--frobnicate"),
        (["lint", "--json", "--frobnicate"], "--frobnicate"),
        (["grade", "--json"], "<submissions>"),
    ])
    func badFlags(arguments: [String], piece: String) throws {
        let harness = try TestHarness(services: .fakeExercises)
        let status = VCTutor.main(arguments: arguments, context: harness.context)
        #expect(status == ExitStatus.usage)
        let message = try Self.failure(harness, status: status)
        #expect(message.contains(piece), "\(message)")
        // What standard error said is still said there.
        #expect(harness.errors.text.contains(piece))
    }

    @Test func gradeOfAFolderThatIsNotThere() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let missing = harness.folder.appendingPathComponent("nowhere").path
        let status = harness.run("grade", missing, "--json")
        #expect(status == ExitStatus.usage)
        #expect(try Self.failure(harness, status: status).contains(missing))
    }

    @Test func gradeOfAnUnknownExercise() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let student = harness.folder.appendingPathComponent("class/ann/root-in-code")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        let status = harness.run("grade", harness.folder.appendingPathComponent("class").path, "--exercise", "root-in-cod", "--json")
        #expect(status == ExitStatus.usage)
        #expect(try Self.failure(harness, status: status).contains("root-in-cod"))
    }

    /// `check` of an unknown exercise without a file: the failure object, naming it.
    @Test func checkOfAnUnknownExercise() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let status = harness.run("check", "root-in-cod", "--json")
        #expect(status == ExitStatus.usage)
        #expect(try Self.failure(harness, status: status).contains("root-in-cod"))
    }

    /// `check` answers an unknown exercise given a file, and a missing file, with its own
    /// object (status `diagnostics`), one object still.
    @Test func checkRefusalsKeepTheirOwnObject() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let file = harness.folder.appendingPathComponent("solution.swift")
        try Data("window.makeKeyAndVisible()\n".utf8).write(to: file)
        #expect(harness.run("check", "root-in-cod", file.path, "--json") == ExitStatus.usage)
        #expect(try Self.object(harness.output.text)["status"] as? String == "diagnostics")
        let other = try TestHarness(services: .fakeExercises)
        #expect(other.run("check", "root-in-code", other.folder.appendingPathComponent("none.swift").path, "--json") == ExitStatus.usage)
        #expect(try Self.object(other.output.text)["status"] as? String == "diagnostics")
    }

    /// A store that cannot be written: the check's object, then status 4.
    @Test func checkWithAnUnreadableStoreIsStillOneObject() throws {
        let harness = try TestHarness(services: .fakeExercises)
        try FileManager.default.createDirectory(atPath: harness.context.paths.database, withIntermediateDirectories: true)
        let file = harness.folder.appendingPathComponent("solution.swift")
        try Data("window.makeKeyAndVisible()\n".utf8).write(to: file)
        let status = harness.run("check", "root-in-code", file.path, "--json")
        #expect(status != ExitStatus.success)
        let json = try Self.object(harness.output.text)
        #expect(json["exercise"] as? String == "root-in-code" || json["status"] as? String == "error")
    }

    /// Without the course, `check`, `grade` and `lint` exit 3 and say so in the object.
    @Test(arguments: [["check", "root-in-code", "--json"], ["lint", "--json"], ["grade", ".", "--json"]])
    func withoutTheCourse(arguments: [String]) throws {
        let harness = try TestHarness(services: .fakeExercises)
        let bare = TutorContext(
            input: ScriptedLineReader([]), output: harness.output, errors: harness.errors, terminal: harness.context.terminal,
            environment: harness.context.environment, clock: harness.context.clock, services: .fakeExercises, courseRoot: nil)
        let status = VCTutor.main(arguments: arguments, context: bare)
        #expect(status == ExitStatus.notAvailable)
        #expect(try !Self.failure(harness, status: status).isEmpty)
    }

    /// An engine missing from the build (`lint` without a linter) is a failure too.
    @Test func lintWithoutItsEngine() throws {
        let harness = try TestHarness(services: .fakeExercises)
        let status = harness.run("lint", "--json")
        #expect(status == ExitStatus.notAvailable)
        #expect(try !Self.failure(harness, status: status).isEmpty)
    }

    /// Without `--json` nothing changes: the words go to standard error only.
    @Test func withoutJSONStandardOutputStaysEmpty() throws {
        let harness = try TestHarness(services: .fakeExercises)
        #expect(harness.run("run", "main.swift", "--device", "toaster") == ExitStatus.usage)
        #expect(harness.output.text.isEmpty)
        #expect(harness.errors.text.contains("toaster"))
    }
}
