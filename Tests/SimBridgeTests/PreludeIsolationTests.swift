import Testing
@testable import SimBridge

/// Runs in one process share the preludes' parsed text (`Prelude`), never their state: each
/// run declares and compiles the prelude items it reaches afresh, so what one program does to
/// a prelude type's statics, to state a prelude keeps (the default notification centre's
/// observers) or to a static stored property it adds to a prelude type is gone for the next.
/// A cache of compiled prelude code must keep these passing.
struct PreludeIsolationTests {
    /// The output of `source` run alone, with the run's status checked.
    func output(_ source: String) -> String {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        return report.output
    }

    /// The second program reads what the first changed: it must see the values a fresh run
    /// starts with, as it does when it runs first.
    func expectFresh(after first: String, firstPrints: String, second: String, secondPrints: String) {
        #expect(output(second) == secondPrints)
        #expect(output(first) == firstPrints)
        #expect(output(second) == secondPrints)
        #expect(output(first) == firstPrints)
    }

    @Test func aStaticAddedToAPreludeTypeStartsAgain() {
        let declaration = """
        extension CGRect {
            static var made = 0
            static var last = CGRect.zero
        }

        """
        expectFresh(
            after: declaration + """
            CGRect.made += 5
            CGRect.last = CGRect(x: 1, y: 2, width: 3, height: 4)
            print(CGRect.made, CGRect.last.width)
            """, firstPrints: "5 3.0\n",
            second: declaration + """
            print(CGRect.made, CGRect.last.width, CGRect.zero.width)
            """, secondPrints: "0 0.0 0.0\n")
    }

    @Test func theDefaultNotificationCentreStartsEmpty() {
        let observer = """
        class Listener {
            let name: String
            init(_ name: String) { self.name = name }
            @objc func heard(_ note: Notification) { print(name, "heard", note.name.rawValue) }
        }
        let ping = NSNotification.Name("ping")

        """
        expectFresh(
            after: observer + """
            let kept = Listener("first")
            NotificationCenter.default.addObserver(kept, selector: #selector(Listener.heard(_:)), name: ping, object: nil)
            NotificationCenter.default.post(name: ping, object: nil)
            """, firstPrints: "first heard ping\n",
            second: observer + """
            let other = Listener("second")
            NotificationCenter.default.post(name: ping, object: nil)
            NotificationCenter.default.addObserver(other, selector: #selector(Listener.heard(_:)), name: ping, object: nil)
            NotificationCenter.default.post(name: ping, object: nil)
            """, secondPrints: "second heard ping\n")
    }

    @Test func aPreludeTypesExtensionMethodIsTheRunsOwn() {
        expectFresh(
            after: """
            extension CGSize {
                var area: Double { width * height }
            }
            print(CGSize(width: 2, height: 3).area)
            """, firstPrints: "6.0\n",
            second: """
            extension CGSize {
                var area: Double { width + height }
            }
            print(CGSize(width: 2, height: 3).area)
            """, secondPrints: "5.0\n")
    }
}
