import Testing
@testable import SimBridge

/// `sizeToFit()`. Apple, `sizeThatFits(_:)`: "The default implementation of this method returns
/// the existing size of the view", so a plain view keeps its frame; UIKit's own views measure
/// their content (fonts, images, styles), which UIKitSim does not, so their frame is refused.
@Suite struct SizeToFitTests {
    @Test func aPlainViewKeepsItsFrameAndAProgressViewsFrameIsUnknown() {
        AutoLayoutTests.expectRefusal("""
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        plain.sizeToFit()
        print(plain.frame)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.sizeToFit()
        """, prints: "(1.0, 2.0, 30.0, 40.0)\n", then: "print(progress.frame)", saying: "this view's frame is unknown")
    }
}
