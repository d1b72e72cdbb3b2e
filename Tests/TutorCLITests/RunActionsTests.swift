import Foundation
import Testing
@testable import TutorCLI

/// `vctutor run --action`: the user's actions after launch, written as the course's `actions:`.
@Suite struct RunActionsTests {
    /// A navigation stack two deep; the back button pops the top controller.
    static let program = """
        import UIKit
        class Second: UIViewController {
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                print("second gone")
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Second(), animated: false)
        print("launched")

        """

    func harnessWithProgram() throws -> (TestHarness, String) {
        let harness = try TestHarness(services: .discover(courseRoot: nil))
        let file = harness.folder.appendingPathComponent("main.swift").path
        try Self.program.write(toFile: file, atomically: true, encoding: .utf8)
        return (harness, file)
    }

    /// Apple, `UINavigationController`: the back button pops the top view controller, which
    /// then receives `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    @Test func theBackButtonTappedAfterLaunchPopsTheTopController() throws {
        let (harness, file) = try harnessWithProgram()
        #expect(harness.run("run", file, "--action", "tap-back", "--no-color") == 0)
        #expect(harness.output.text.hasPrefix("launched\nsecond gone\n"))
    }

    @Test func withoutActionsTheAppOnlyLaunches() throws {
        let (harness, file) = try harnessWithProgram()
        #expect(harness.run("run", file, "--no-color") == 0)
        #expect(!harness.output.text.contains("second gone"))
    }

    @Test func anActionWithNothingToActOnIsLoggedAndTheRestSkipped() throws {
        let (harness, file) = try harnessWithProgram()
        _ = harness.run("run", file, "--action", "tap-row: 3", "--action", "tap-back", "--no-color")
        #expect(harness.output.text.contains("could not perform 'tap-row: 3'"))
        #expect(!harness.output.text.contains("second gone"))
    }

    @Test func aMisspelledActionIsRefusedBeforeRunningWithTheSpellings() throws {
        let (harness, file) = try harnessWithProgram()
        #expect(harness.run("run", file, "--action", "tap-rwo: 1", "--no-color") != 0)
        let said = harness.errors.text + harness.output.text
        #expect(said.contains("unknown action 'tap-rwo'"))
        #expect(said.contains("tap-row: N"))
        #expect(!said.contains("launched"))
    }
}
