import Testing
@testable import SimBridge

/// A gesture recognizer's delegate on the `touch:` action. Expectations from Apple's
/// documentation of `UIGestureRecognizerDelegate`:
/// - `gestureRecognizer(_:shouldReceive:)`: "Ask the delegate if a gesture recognizer should
///   receive an object representing a touch"; a touch refused is not given to the recognizer,
///   so the view keeps it.
/// - `gestureRecognizerShouldBegin(_:)`: "Returning false causes the gesture recognizer to
///   transition to the UIGestureRecognizer.State.failed state" (no action is sent).
/// - `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: called "when recognition of a
///   gesture by either gestureRecognizer or otherGestureRecognizer would block the other gesture
///   recognizer from recognizing its gesture"; the default is false, and "returning true is
///   guaranteed to allow simultaneous recognition".
@Suite struct GestureRecognizerDelegateTests {
    static func run(_ delegateMethods: String) -> RunReport {
        let text = """
        import UIKit
        class Card: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { print("view ended") }
        }
        class Screen: UIViewController, UIGestureRecognizerDelegate {
            let card = Card(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                let inner = UITapGestureRecognizer(target: self, action: #selector(innerTapped))
                inner.delegate = self
                card.addGestureRecognizer(inner)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(outerTapped)))
                print(inner.delegate === self)
            }
            @objc func innerTapped() { print("inner") }
            @objc func outerTapped() { print("outer") }
        \(delegateMethods)
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        """
        return ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).perform([.touch(x: 10, y: 120)])
    }

    @Test func withoutAnAnswerOnlyTheFirstRecognizerOfTheTouchRecognizes() {
        let report = Self.run("")
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true\ninner\n")
    }

    @Test func recognizingSimultaneouslyLetsBothRecognize() {
        let report = Self.run("""
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                return true
            }
        """)
        #expect(report.output == "true\ninner\nouter\n")
    }

    @Test func aRecognizerThatMayNotBeginFailsAndTheNextRecognizes() {
        let report = Self.run("""
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        """)
        #expect(report.output == "true\nouter\n")
    }

    @Test func aRefusedTouchNeverReachesTheRecognizer() {
        let report = Self.run("""
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                print("asked", touch.view === card)
                return false
            }
        """)
        #expect(report.output == "true\nasked true\nouter\n")
    }

    @Test func failureRequirementsAreRefused() {
        let report = Self.run("""
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        """)
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.contains { $0.message.contains("shouldRequireFailureOf") })
    }
}
