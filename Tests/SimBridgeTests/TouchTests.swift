import Testing
@testable import SimBridge

/// Touches as a user's action (`touch: X,Y`). Expectations from Apple's documentation:
/// - `hitTest(_:with:)`: "This method ignores view objects that are hidden, that have disabled
///   user interactions, or have an alpha level less than 0.01"; subviews are searched so that
///   the front-most containing view wins.
/// - `UILabel.isUserInteractionEnabled`: "This class changes the default value of this property
///   to false".
/// - `touchesBegan(_:with:)`: "The default implementation of this method forwards the message
///   up the responder chain"; "Using responders and the responder chain": a view's next
///   responder is its controller when it is a controller's root view, else its superview.
/// - `UITouch.location(in:)`: the point in the given view's coordinates; `view`: "The view to
///   which touches are being delivered".
@Suite struct TouchTests {
    static let app = """
    import UIKit
    class Box: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("Box began", touches.first!.location(in: self))
            super.touchesBegan(touches, with: event)
        }
    }
    class Screen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let box = Box(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
            view.addSubview(box)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            box.addSubview(label)
            let faded = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
            faded.alpha = 0
            view.addSubview(faded)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            print("Screen began", touch.location(in: view), touch.view is Box, touch.phase == .began, event?.allTouches?.count ?? 0)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("Screen ended", touches.first!.phase == .ended)
        }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = Screen()
    window.makeKeyAndVisible()
    """

    static func run(_ actions: [ProgramRun.Action]) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: app)]).perform(actions)
    }

    @Test func aTouchThroughALabelReachesTheViewBehindItThenItsSuperviewsController() {
        // The label at (10...60, 100...150) takes no touches; the Box under it gets the touch
        // and its super call forwards it to the root view, whose next responder is the controller.
        let report = Self.run([.touch(x: 20, y: 110)])
        #expect(report.status == "ok", "\(report.diagnostics) \(report.log)")
        #expect(report.output == "Box began (10.0, 10.0)\nScreen began (20.0, 110.0) true true 1\nScreen ended true\n")
    }

    @Test func aViewWithAlphaZeroIsNotHitSoItsSuperviewIs() {
        let report = Self.run([.touch(x: 250, y: 150)])
        #expect(report.output == "Screen began (250.0, 150.0) false true 1\nScreen ended true\n")
    }

    @Test func aPointOffTheScreenIsRefusedWithTheScreenSize() {
        let report = Self.run([.touch(x: 500, y: 10)])
        #expect(report.output == "")
        #expect(report.log.last?.contains("the point (500, 10) is off the screen, which is 393×852 points") == true, "\(report.log)")
    }
}
