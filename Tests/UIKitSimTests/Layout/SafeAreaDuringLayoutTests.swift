import Testing
@testable import UIKitSim

/// Safe areas asked for during a layout pass, where each view's place in the window is kept
/// from one question to the next (`UIView+WindowGeometry.swift`): what a pass reports must be
/// what the rules give for the frames and insets as they are at that moment, however often they
/// change within the pass. Sources, as in `SafeAreaTests`:
/// - Apple, `UIView.safeAreaInsets`: "For other views in the view hierarchy, the insets reflect
///   only the portion of the view that is covered" (by the superview's unsafe area); for a view
///   controller's root view they add "any additional insets that you specified using the
///   additionalSafeAreaInsets property of your view controller".
/// - Apple, `additionalSafeAreaInsets`: "the safe area of a view controller's root view and its
///   child views" grows by them; a child controller's view inside it inherits the larger area.
/// - iPhone 15 in portrait: status bar area 59 pt, home indicator 34 pt (`SafeAreaTests`).
@Suite struct SafeAreaDuringLayoutTests {
    /// Records the insets its view reports, and may change things around it during the pass.
    final class Probe: UIViewController {
        var reported: [UIEdgeInsets] = []
        /// Run first in the controller's pass (its safe area changed).
        var onInsetsChange: (() -> Void)?
        /// Run in the controller's `viewWillLayoutSubviews`.
        var onWillLayout: (() -> Void)?
        override func viewSafeAreaInsetsDidChange() {
            reported.append(view.safeAreaInsets)
            onInsetsChange?()
        }
        override func viewWillLayoutSubviews() { onWillLayout?() }
    }

    /// Adds `child` as a child of `parent`, its view inside the parent's view at `frame`.
    func embed(_ child: UIViewController, in parent: UIViewController, frame: CGRect) {
        parent.addChild(child)
        child.view.frame = frame
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// A chain of children added in one turn is laid out in one pass; each view starts 10 pt
    /// below its parent's, so the status bar's 59 pt cover 10 pt less of each.
    @Test func aChainOfChildrenReportsTheInsetsOfEachDepth() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { Probe() }
        let window = launched(root, in: simulation)
        defer { withExtendedLifetime(window) {} }
        let chain = simulation.withCurrent { (0..<8).map { _ in Probe() } }
        simulation.run {
            var parent: UIViewController = root
            for child in chain {
                let size = parent.view.frame.size
                embed(child, in: parent, frame: CGRect(x: 0, y: 10, width: size.width, height: size.height - 10))
                parent = child
            }
        }
        let tops = chain.map { $0.reported.last?.top }
        #expect(tops == [49, 39, 29, 19, 9, 0, 0, 0])
        #expect(chain.map { $0.reported.last?.bottom } == Array(repeating: 34, count: 8))
        // Asked again outside the pass, afresh: the same.
        #expect(chain.map(\.view.safeAreaInsets.top) == [49, 39, 29, 19, 9, 0, 0, 0])
    }

    /// A frame changed in the middle of a pass, after the old one's safe area was asked for:
    /// the child then reports the insets of its new place.
    @Test func aFrameMovedDuringThePassIsSeenByTheChildren() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { Probe() }
        let window = launched(root, in: simulation)
        defer { withExtendedLifetime(window) {} }
        let (parent, child) = simulation.withCurrent { (Probe(), Probe()) }
        parent.onInsetsChange = { _ = child.view.safeAreaInsets }
        parent.onWillLayout = { child.view.frame.origin.y = 30 }
        simulation.run {
            embed(parent, in: root, frame: root.view.bounds)
            embed(child, in: parent, frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        }
        #expect(parent.reported.last?.top == 59)
        #expect(child.view.frame.minY == 30)
        #expect(child.reported.last?.top == 29)
        #expect(child.view.safeAreaInsets.top == 29)
    }

    /// Additional insets set on the parent in the middle of a pass reach the child's safe area
    /// in the same pass, though the child's had been asked for before.
    @Test func additionalInsetsSetDuringThePassReachTheChildren() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { Probe() }
        let window = launched(root, in: simulation)
        defer { withExtendedLifetime(window) {} }
        let (parent, child) = simulation.withCurrent { (Probe(), Probe()) }
        parent.onInsetsChange = { _ = child.view.safeAreaInsets }
        parent.onWillLayout = { parent.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0) }
        simulation.run {
            embed(parent, in: root, frame: root.view.bounds)
            embed(child, in: parent, frame: root.view.bounds)
        }
        #expect(child.reported.first == UIEdgeInsets(top: 59, left: 0, bottom: 34 + 16, right: 0))
        #expect(child.view.safeAreaInsets.bottom == 50)
    }

    /// A view taken out of the window during the pass has no safe area any more.
    @Test func aViewRemovedDuringThePassHasNoInsets() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { Probe() }
        let window = launched(root, in: simulation)
        defer { withExtendedLifetime(window) {} }
        let (parent, child) = simulation.withCurrent { (Probe(), Probe()) }
        let loose = simulation.withCurrent { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        var seen: [UIEdgeInsets] = []
        parent.onInsetsChange = { parent.view.addSubview(loose); seen.append(loose.safeAreaInsets) }
        parent.onWillLayout = { loose.removeFromSuperview(); seen.append(loose.safeAreaInsets) }
        simulation.run {
            embed(parent, in: root, frame: root.view.bounds)
            embed(child, in: parent, frame: root.view.bounds)
        }
        #expect(Array(seen.prefix(2)) == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0), .zero])
        #expect(loose.window == nil)
    }
}
