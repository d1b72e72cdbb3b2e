import Testing
@testable import SimBridge

/// uikit-behaviour.md, "Misuse, and the exact text UIKit gives".
struct MisuseTests {
    func run(_ source: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: source)]).run()
    }

    @Test func pushingANavigationControllerIsAnUncaughtException() {
        let report = run("""
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: false)
        print("not reached")
        """)
        #expect(report.status == "exception")
        #expect(report.exception == .init(name: "NSInvalidArgumentException",
                                          reason: "Pushing a navigation controller is not supported"))
        #expect(report.output.isEmpty)
    }

    @Test func presentingFromAControllerOutsideTheWindowOnlyLogs() {
        let report = run("""
        class A: UIViewController {}
        class B: UIViewController {}
        let a = A()
        a.present(B(), animated: false)
        print("goes on")
        """)
        #expect(report.status == "ok")
        #expect(report.output == "goes on\n")
        #expect(report.log.count == 1)
        #expect(report.log.first?.hasPrefix("Attempt to present <B: 0x") == true)
        #expect(report.log.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
    }
}
