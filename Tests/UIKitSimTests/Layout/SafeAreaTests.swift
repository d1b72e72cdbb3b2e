import Testing
@testable import UIKitSim

/// Safe areas and views under bars. Sources:
/// - Apple, `UIView.safeAreaInsets`: "For the view controller's root view, the insets account
///   for the status bar, other visible bars, and any additional insets that you specified using
///   the additionalSafeAreaInsets property of your view controller. For other views in the view
///   hierarchy, the insets reflect only the portion of the view that is covered"; "If the view
///   is not currently installed in a view hierarchy, or is not yet visible onscreen, the edge
///   insets in this property are 0."
/// - Apple, "Positioning content relative to the safe area": "a navigation controller displays a
///   navigation bar on top of the underlying view controller's content".
/// - Apple, `edgesForExtendedLayout`: the default is `all` (`UIRectEdgeAll`), the view extends
///   under translucent bars.
/// - iPhone 14 Pro/15 values printed by `view.safeAreaInsets` on a device ("iOS Layout
///   Adaptation", csl.cool, 2023): portrait `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0,
///   right: 0.0)`; a subview pinned 20 pt below its superview's top: top 39.
/// - Bar heights: navigation bar 44 pt, tab bar 49 pt over the 34 pt home indicator (Human
///   Interface Guidelines, the brief's figures in docs/decisions.md).
@Suite struct SafeAreaTests {
    final class InsetsProbe: UIViewController {
        var reported: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { reported.append(view.safeAreaInsets) }
    }

    @Test func theRootOfAWindowHasTheScreensInsets() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { InsetsProbe() }
        #expect(root.view.safeAreaInsets == .zero)  // loaded, not in a window yet
        let window = launched(root, in: simulation)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.reported == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        let inner = simulation.withCurrent { UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 832)) }
        root.view.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 39)
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(window.isKeyWindow)
    }

    @Test func aChildOfANavigationControllerInsideTabsFillsTheScreenAndKeepsClearOfTheBars() {
        let simulation = Simulation(device: .iPhone)
        let (tabs, list) = simulation.withCurrent { (UITabBarController(), InsetsProbe()) }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        tabs.viewControllers = [nav]
        let window = launched(tabs, in: simulation)
        #expect(nav.view.frame == window.bounds)
        #expect(list.view.frame == window.bounds)
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 49 + 34, right: 0))
    }

    @Test func withoutExtendedEdgesTheViewStopsAtTheBar() {
        let simulation = Simulation(device: .iPhone)
        let list = simulation.withCurrent { InsetsProbe() }
        list.edgesForExtendedLayout = []
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        #expect(list.view.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(window.isKeyWindow)
    }

    @Test func anOpaqueBarKeepsTheViewBelowIt() {
        let simulation = Simulation(device: .iPhone)
        let list = simulation.withCurrent { InsetsProbe() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        nav.navigationBar.isTranslucent = false
        let window = launched(nav, in: simulation)
        #expect(list.view.frame.minY == 103)
        #expect(window.isKeyWindow)
    }

    @Test func additionalInsetsAddUpAndAreReportedInTheNextLayout() {
        let simulation = Simulation(device: .iPhone)
        let root = simulation.withCurrent { InsetsProbe() }
        let window = launched(root, in: simulation)
        simulation.run { root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) }
        #expect(root.view.safeAreaInsets.top == 69)
        #expect(root.reported.last?.top == 69)
        #expect(root.reported.count == 2)
        #expect(window.isKeyWindow)
    }
}
