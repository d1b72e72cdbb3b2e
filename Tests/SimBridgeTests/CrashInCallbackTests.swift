import Testing
@testable import SimBridge
import UIKitSim

/// A Swift runtime error inside a callback UIKit made ends the process at that point in
/// compiled Swift (checked with swiftc: an index out of range traps), so nothing UIKit would
/// have done afterwards is delivered or traced.
struct CrashInCallbackTests {
    @Test func noCallbackFollowsACrashInViewDidLoad() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        class A: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let items: [Int] = []
                print(items[0])
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("A will appear")
            }
        }
        let window = UIWindow()
        window.rootViewController = A()
        window.makeKeyAndVisible()
        print("after")
        """)])
        let report = program.run()
        #expect(report.status == "exception")
        #expect(report.output == "")
        #expect(program.renderedRuntimeError.contains("Index out of range"))
        let events = report.trace.map { "\($0.object).\($0.event)" }
        #expect(events.last == "A.viewDidLoad", "\(events)")
        #expect(!events.contains("A.viewWillAppear(_:)"))
        #expect(!program.simulation.isAlive)
    }
}
