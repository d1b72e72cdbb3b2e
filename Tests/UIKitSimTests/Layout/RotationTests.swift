import Testing
@testable import UIKitSim

/// Rotation as the user's action. Sources:
/// - Apple, `viewWillTransition(to:with:)`: "UIKit calls this method before changing the size of
///   a presented view controller's view"; a container forwards it to its children ("View
///   controllers forward the size change message to their views and child view controllers").
/// - Apple, `willTransition(to:with:)`: UIKit calls it "before calling the
///   traitCollectionDidChange(_:) method of any affected views and view controllers" — the
///   traits change inside the rotation, after the size is announced.
/// - Size classes (Human Interface Guidelines, "Layout", device size classes): an iPhone 15 is
///   compact × regular in portrait and compact × compact in landscape; an iPad regular × regular.
/// - iPhone 14 Pro/15 landscape safe area printed on a device: `UIEdgeInsets(top: 0.0, left:
///   59.0, bottom: 21.0, right: 59.0)` ("iOS Layout Adaptation", csl.cool, 2023).
@Suite struct RotationTests {
    final class Turning: UIViewController {
        var seen: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            seen.append("willTransition \(Int(size.width))x\(Int(size.height))")
            coordinator.animate(alongsideTransition: nil) { _ in self.seen.append("rotated") }
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            seen.append("traits \(previous?.verticalSizeClass == .regular) -> \(traitCollection.verticalSizeClass == .compact)")
        }
        override func viewSafeAreaInsetsDidChange() { seen.append("insets \(view.safeAreaInsets)") }
        override func viewWillLayoutSubviews() { seen.append("layout \(Int(view.frame.width))") }
    }

    @Test func theSizeIsAnnouncedThenTheTraitsChangeThenTheViewIsLaidOut() throws {
        let simulation = Simulation(device: .iPhone)
        let child = simulation.withCurrent { Turning() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: child) }
        let window = launched(nav, in: simulation)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        child.seen.removeAll()
        try simulation.rotate(to: .landscapeRight)
        #expect(child.seen == [
            "willTransition 852x393",
            "traits true -> true",
            "insets UIEdgeInsets(top: 32.0, left: 59.0, bottom: 21.0, right: 59.0)",
            "layout 852",
            "rotated",
        ])
        #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(simulation.screen.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    }

    @Test func anIPadKeepsItsSizeClasses() throws {
        let simulation = Simulation(device: .iPad)
        let root = simulation.withCurrent { Turning() }
        let window = launched(root, in: simulation)
        root.seen.removeAll()
        try simulation.rotate(to: .landscapeLeft)
        #expect(root.seen.first == "willTransition 1180x820")
        #expect(!root.seen.contains { $0.hasPrefix("traits") })
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(window.isKeyWindow)
    }

    @Test func turningToTheSameOrientationDoesNothing() throws {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { Turning() }
        let window = launched(root, in: simulation)
        root.seen.removeAll()
        try simulation.rotate(to: .portrait)
        #expect(root.seen.isEmpty)
        #expect(window.isKeyWindow)
    }

}
