import Testing
@testable import SimBridge

/// `Timer` on the simulated run loop, with virtual time moved by the user's `wait:` action.
/// Expectations from Apple's documentation of `Timer`:
/// - `scheduledTimer(withTimeInterval:repeats:block:)`: "Creates a timer and schedules it on
///   the current run loop"; the block gets the timer; repeats false: "the timer will be
///   invalidated after it fires".
/// - Overview: "a repeating timer reschedules itself based on the scheduled firing time".
/// - `invalidate()`: "Stops the timer from ever firing again"; `isValid` is then false.
/// - `fire()`: "You can use this method to fire a repeating timer without interrupting its
///   regular firing schedule. If the timer is non-repeating, it is automatically invalidated
///   after firing, even if its scheduled fire date has not arrived."
/// - `timeInterval`: "If the receiver is a non-repeating timer, returns 0".
/// - `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the selector's method
///   "takes the timer itself as its only argument"; `userInfo` is what was given.
@Suite struct TimerTests {
    static func run(_ body: String, _ actions: [ProgramRun.Action]) -> RunReport {
        let text = """
        import UIKit
        class Screen: UIViewController {
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
            @objc func tick(_ timer: Timer) {
                count += 1
                print("tick", count, timer.userInfo as? String ?? "-")
                if count == 2 { timer.invalidate() }
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        """
        return ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).perform(actions)
    }

    @Test func aRepeatingTimerFiresEachTimeTheClockPassesItsDateAndStopsWhenInvalidated() {
        let report = Self.run("""
                Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { timer in
                    self.count += 1
                    print("tick", self.count, timer.isValid, timer.timeInterval)
                    if self.count == 3 { timer.invalidate(); print("valid", timer.isValid) }
                }
                print("scheduled")
        """, [.wait(seconds: 2.5), .wait(seconds: 10)])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "scheduled\ntick 1 true 1.0\ntick 2 true 1.0\ntick 3 true 1.0\nvalid false\n")
    }

    @Test func noTimerFiresWhileTheUserDoesNotWait() {
        let report = Self.run("""
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in print("fired") }
        """, [])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "")
    }

    @Test func aNonRepeatingTimerFiresOnceAndIsThenInvalid() {
        let report = Self.run("""
                let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { t in print("fired", t.isValid) }
                print(timer.timeInterval)
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("after", timer.isValid) }
        """, [.wait(seconds: 5)])
        // The asyncAfter block moves the clock to 2 s, past the timer's date: the timer fires on
        // the way, before the block (Apple: the run loop fires a timer once its date has passed).
        #expect(report.output == "0.0\nfired true\nafter false\n")
    }

    @Test func fireOnARepeatingTimerKeepsItsSchedule() {
        let report = Self.run("""
                let timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { _ in print("tick") }
                timer.fire()
                print("fired by hand", timer.isValid)
        """, [.wait(seconds: 1)])
        #expect(report.output == "tick\nfired by hand true\ntick\n")
    }

    @Test func aTargetTimerSendsItsSelectorWithTheTimerAndItsUserInfo() {
        let report = Self.run("""
                Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(tick(_:)), userInfo: "info", repeats: true)
        """, [.wait(seconds: 2)])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "tick 1 info\ntick 2 info\n")
    }
}
