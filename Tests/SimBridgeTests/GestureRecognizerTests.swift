import Testing
@testable import SimBridge

/// Gesture recognizers on the `touch:` action. Expectations from Apple's documentation:
/// - `UIGestureRecognizer`: "the window delivers touch events to a gesture recognizer before
///   it delivers them to the hit-test view attached to the gesture recognizer"; recognizers of
///   the hit view's superviews see the touch too.
/// - "About the Gesture Recognizer State Machine": a discrete recognizer goes from possible to
///   recognized (`.ended`); its action is sent once. A continuous one sends its action at
///   `.began`, `.changed` and `.ended`.
/// - `UITapGestureRecognizer`: "The gesture is recognized when the specified number of
///   fingers tap the view the specified number of times" (1 and 1 by default).
/// - `cancelsTouchesInView`: "When this property is true (the default) and the gesture
///   recognizer recognizes its gesture, the touches of that gesture that are pending are not
///   delivered to the view and previously delivered touches are cancelled through a
///   touchesCancelled(_:with:) message sent to the view. … If this property is false, the
///   view receives all touches in the multi-touch sequence."
/// - `reset()`: "The runtime calls this method after the gesture-recognizer state has been set
///   to UIGestureRecognizer.State.ended or UIGestureRecognizer.State.recognized".
@Suite struct GestureRecognizerTests {
    static func run(_ setUp: String, _ actions: [ProgramRun.Action]) -> RunReport {
        let text = """
        import UIKit
        class Card: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("view began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { print("view ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { print("view cancelled") }
        }
        class Hold: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                state = .began
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesEnded(touches, with: event)
                state = .ended
            }
            override func reset() {
                super.reset()
                print("reset", state == .possible)
            }
        }
        class Screen: UIViewController {
            let card = Card(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
        \(setUp)
            }
            @objc func tapped(_ recognizer: UITapGestureRecognizer) {
                print("tapped", recognizer.state == .ended, recognizer.view === card, recognizer.location(in: card))
            }
            @objc func held(_ recognizer: Hold) {
                print("held", recognizer.state == .began ? "began" : recognizer.state == .ended ? "ended" : "other")
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        """
        return ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).perform(actions)
    }

    @Test func aTapIsRecognizedWhenTheFingerLiftsAndTheViewsTouchesAreCancelled() {
        let report = Self.run("""
                card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                print(card.gestureRecognizers?.count ?? 0)
        """, [.touch(x: 10, y: 120)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "1\nview began\ntapped true true (10.0, 20.0)\nview cancelled\n")
    }

    @Test func withoutCancellingTheViewGetsEveryTouch() {
        let report = Self.run("""
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                tap.cancelsTouchesInView = false
                view.addGestureRecognizer(tap)
        """, [.touch(x: 10, y: 120)])
        #expect(report.output == "view began\ntapped true false (10.0, 20.0)\nview ended\n")
    }

    @Test func aSubclassDrivesTheStateMachineAndIsResetAfterTheGesture() {
        // The subclass recognizes at once (began): the touch never reaches the view, which so
        // gets no cancel either; the action is sent at began (1) and at ended (3).
        let report = Self.run("""
                card.addGestureRecognizer(Hold(target: self, action: #selector(held(_:))))
        """, [.touch(x: 10, y: 120), .touch(x: 300, y: 500)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "held began\nheld ended\nreset true\n")
    }

    @Test func aDisabledRecognizerSeesNothing() {
        let report = Self.run("""
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                tap.isEnabled = false
                card.addGestureRecognizer(tap)
        """, [.touch(x: 10, y: 120)])
        #expect(report.output == "view began\nview ended\n")
    }
}
