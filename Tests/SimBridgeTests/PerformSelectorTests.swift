import Testing
@testable import SimBridge

/// NSObject's `performSelector(onMainThread:with:waitUntilDone:)` and
/// `performSelector(inBackground:with:)`. Expectations from Apple's documentation:
/// - `performSelector(onMainThread:with:waitUntilDone:)`, `wait`: "If the current thread is also
///   the main thread, and you specify true for this parameter, the message is delivered and
///   processed immediately"; otherwise "This method queues the message on the run loop of the
///   main thread", so it runs after the code that queued it has returned to the run loop.
/// - `performSelector(inBackground:with:)`: "Invokes a method of the receiver on a new
///   background thread" with the given argument: the method runs once, with it. Its order
///   against the main thread is not fixed by anything in the program, so only that is asserted.
@Suite struct PerformSelectorTests {
    static func run(_ body: String) -> RunReport {
        let text = """
        import UIKit
        class Screen: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
            @objc func done(_ word: String) { print("done", word) }
            @objc func work(_ word: String) { print("work", word) }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        """
        return ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    @Test func waitingOnTheMainThreadDeliversAtOnce() {
        let report = Self.run("""
                print("before")
                performSelector(onMainThread: #selector(done(_:)), with: "now", waitUntilDone: true)
                print("after")
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "before\ndone now\nafter\n")
    }

    @Test func notWaitingQueuesTheMessageForALaterTurn() {
        let report = Self.run("""
                performSelector(onMainThread: #selector(done(_:)), with: "later", waitUntilDone: false)
                print("after")
        """)
        #expect(report.output == "after\ndone later\n")
    }

    @Test func aUIKitMethodCanBeTheSelector() {
        let report = Self.run("""
                tableView.performSelector(onMainThread: #selector(UITableView.reloadData), with: nil, waitUntilDone: false)
                print("queued")
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "queued\n")
    }

    @Test func theBackgroundMethodRunsOnceWithItsArgument() {
        let report = Self.run("""
                performSelector(inBackground: #selector(work(_:)), with: "feed")
                print("main")
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        let lines = report.output.split(separator: "\n").sorted()
        #expect(lines == ["main", "work feed"])
    }
}
