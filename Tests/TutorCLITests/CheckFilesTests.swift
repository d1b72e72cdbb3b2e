import Foundation
import Testing
@testable import TutorCLI

/// `check` takes the learner's storyboards and Info.plist, from the workspace folder or from
/// beside the file given (issue: an edited storyboard was silently ignored).
@Suite struct CheckFilesTests {
    /// A checker that remembers the files it was given.
    final class RecordingChecker: SolutionChecking, @unchecked Sendable {
        private let lock = NSLock()
        private var given: [WorkspaceFile] = []
        var files: [WorkspaceFile] { lock.withLock { given } }

        func check(exerciseId: String, source: String, files: [WorkspaceFile], language: String) throws -> CheckReport? {
            lock.withLock { given = files }
            return CheckReport(status: "ok", checks: [CheckOutcome(id: "ran", passed: true, message: "")], json: "{}")
        }
    }

    @Test func anEditedWorkspaceStoryboardIsChecked() throws {
        let checker = RecordingChecker()
        let harness = try TestHarness(services: CourseServices(
            course: FakeCourse(), checker: checker, quizzes: FakeCourse(), materials: FakeMaterials()))
        _ = harness.run("exercises", "root-in-code")
        let storyboard = harness.context.workspace.folder("root-in-code") + "/Main.storyboard"
        try "<document edited=\"yes\"/>\n".write(toFile: storyboard, atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code") == 0)
        #expect(checker.files == [WorkspaceFile(name: "Main.storyboard", text: "<document edited=\"yes\"/>\n")])
    }

    @Test func aStoryboardBesideTheGivenFileIsChecked() throws {
        let checker = RecordingChecker()
        let harness = try TestHarness(services: CourseServices(
            course: FakeCourse(), checker: checker, quizzes: FakeCourse(), materials: FakeMaterials()))
        let folder = harness.folder.appendingPathComponent("student")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "window.makeKeyAndVisible()\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        try "<document/>\n".write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try "<plist/>\n".write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code", folder.appendingPathComponent("Mine.swift").path) == 0)
        #expect(checker.files.map(\.name) == ["Info.plist", "Main.storyboard"])
    }
}

/// The summary's ✓ only when every check passes (issue: it showed ✓ on a failure too).
@Suite struct CheckSummaryMarkTests {
    @Test func aPartialPassGetsANeutralMark() throws {
        let harness = try TestHarness(services: .fakeExercises)
        _ = harness.run("exercises", "root-in-code")
        try "window.makeKeyAndVisible()\n".write(
            toFile: harness.context.workspace.mainFile("root-in-code"), atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code", "--no-color") == ExitStatus.failure)
        #expect(harness.output.text.contains("· 1 of 2 checks pass."))
        #expect(!harness.output.text.contains("✓"))
        try "window.rootViewController = x\nwindow.makeKeyAndVisible()\n".write(
            toFile: harness.context.workspace.mainFile("root-in-code"), atomically: true, encoding: .utf8)
        #expect(harness.run("check", "root-in-code", "--no-color") == 0)
        #expect(harness.output.text.contains("✓ 2 of 2 checks pass."))
    }
}

/// A student's storyboard beside their code reaches the grader too (issue: it was ignored).
@Suite struct GradeJobFilesTests {
    @Test func aStudentsStoryboardGoesWithTheJob() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("grade-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("ann/main-storyboard-app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "print(1)\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try "<document mine=\"yes\"/>\n".write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let job = try ClassSubmissions(root: root.path, excluded: nil)
            .job(student: "ann", exercise: "main-storyboard-app", maxBytes: 1 << 20).get()
        #expect(job.workspaceFiles == [WorkspaceFile(name: "Main.storyboard", text: "<document mine=\"yes\"/>\n")])
        // The job travels to the worker as JSON and back.
        let again = try JSONDecoder().decode(GradeJob.self, from: JSONEncoder().encode(job))
        #expect(again == job)
    }
}
