import Foundation
import Testing
@testable import TutorCLI

/// `vctutor run` with storyboards: contract.md, "vctutor run" (`--main-storyboard NAME` sets
/// the main storyboard without an Info.plist).
@Suite struct LiveCodeRunnerStoryboardTests {
    static let exercise = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons/launch/exercises/greet-from-storyboard")

    @Test func mainStoryboardOptionLaunchesTheStoryboardApp() throws {
        let paths = ["solution.swift", "Main.storyboard"].map { Self.exercise.appendingPathComponent($0).path }
        let result = try LiveCodeRunner().run(paths: paths, options: ["--main-storyboard", "Main"], json: false)
        #expect(result.status == 0)
        // exercise.yaml's check `greeting-used`.
        #expect(result.output.contains("Home says: Welcome back"))
    }

    @Test func withoutTheOptionNoStoryboardIsLoaded() throws {
        let paths = ["solution.swift", "Main.storyboard"].map { Self.exercise.appendingPathComponent($0).path }
        let result = try LiveCodeRunner().run(paths: paths, options: [], json: false)
        // No main storyboard: no window, so nothing appears and nothing is printed.
        #expect(!result.output.contains("Home says"))
    }
}
