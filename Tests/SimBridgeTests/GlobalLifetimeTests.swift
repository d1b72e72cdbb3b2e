import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// Top-level variables are globals: in compiled Swift they live until the process ends and are
/// never deinitialised (checked with swiftc: a class instance held by a top-level `let` prints
/// nothing from its `deinit` when the program ends). So after a run the window a global holds
/// is still the key window, and no controller it holds is traced as freed.
struct GlobalLifetimeTests {
    @Test func aWindowHeldByAGlobalOutlivesTheRun() throws {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        """)])
        let report = program.run()
        #expect(report.status == "ok")
        let window = try #require(program.simulation.keyWindow)
        #expect(window.rootViewController is UINavigationController)
        #expect(!report.trace.contains { $0.event == "deinit" })
        #expect(program.screen.contains("(no key window)") == false)
    }

    /// swiftc 6.3.1 here: an object bound by a top-level `guard let` is released when the
    /// top-level code ends (`end`, then its deinit), unlike a global. An app's stays, as its
    /// `UIApplicationMain` never returns.
    @Test func aTopLevelGuardBindingIsReleasedWhenAPlainProgramEnds() {
        let plain = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        final class Token { deinit { print("deinit") } }
        func make() -> Token? { Token() }
        guard let token = make() else { fatalError() }
        print("end")
        """)]).run()
        #expect(plain.output == "end\ndeinit\n")
        let app = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        guard let controller = Optional(UIViewController()) else { fatalError() }
        print(controller.isViewLoaded)
        """)]).run()
        #expect(app.output == "false\n")
        #expect(!app.trace.contains { $0.object == "UIViewController" && $0.event == "deinit" })
    }

    @Test func aControllerHeldOnlyByALocalIsStillFreed() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        func makeAndDrop() {
            let temporary = UINavigationController(rootViewController: UIViewController())
            print(temporary.viewControllers.count)
        }
        makeAndDrop()
        """)])
        let report = program.run()
        #expect(report.output == "1\n")
        #expect(report.trace.contains { $0.object == "UINavigationController" && $0.event == "deinit" })
    }
}
