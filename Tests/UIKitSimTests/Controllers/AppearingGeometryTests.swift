import Testing
@testable import UIKitSim

/// Where a controller's view is during its appearance callbacks, and isMovingToParent.
/// Expectations, Apple's UIViewController pages:
/// - viewWillAppear(_:): called "before the view controller's view is about to be added to a
///   view hierarchy" (so a pushed or presented view has no window yet);
/// - viewIsAppearing(_:): called after viewWillAppear, once the view has been added to the view
///   hierarchy and laid out by its superview ("accurate geometry"), before viewDidAppear; the
///   WWDC23 description puts it before the controller's own layout pass;
/// - isMovingToParent: usable in viewWillAppear and viewDidAppear to tell that the controller
///   is being shown because it was just added as a child (true for a push, false when it
///   shows again after a pop).
/// uikit-behaviour.md, "Windows and the root view controller": a window's root is an exception,
/// its view is put in the window before the appear callbacks.
@Suite struct AppearingGeometryTests {
    final class Probe: UIViewController {
        var seen: [String] = []
        private func note(_ name: String) {
            let inWindow = viewIfLoaded?.window != nil
            seen.append("\(name) window=\(inWindow) moving=\(isMovingToParent) height=\(Int(view.frame.height))")
        }
        override func viewWillAppear(_ animated: Bool) { note("willAppear") }
        override func viewIsAppearing(_ animated: Bool) { note("isAppearing") }
        override func viewWillLayoutSubviews() { seen.append("willLayout") }
        override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    }

    @Test func aPushedViewJoinsTheWindowBetweenWillAppearAndIsAppearing() {
        let simulation = Simulation(device: .iPhone)
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        let probe = simulation.withCurrent { Probe() }
        // iPhone 852 pt tall: the pushed view extends under the translucent bar
        // (`edgesForExtendedLayout` is `.all` by default, Apple's page), so it is the full height.
        let content = 852
        simulation.run { nav.pushViewController(probe, animated: true) }
        #expect(probe.seen.first?.hasPrefix("willAppear window=false moving=true") == true)
        #expect(probe.seen.dropFirst().first == "isAppearing window=true moving=true height=\(content)")
        #expect(probe.seen.dropFirst(2).first == "willLayout")
        #expect(probe.seen.last == "didAppear window=true moving=true height=\(content)")
        #expect(!probe.isMovingToParent)
        #expect(window.isKeyWindow)
    }

    @Test func showingAgainAfterAPopIsNotMovingToParent() {
        let simulation = Simulation()
        let probe = simulation.withCurrent { Probe() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: probe) }
        let window = launched(nav, in: simulation)
        simulation.run { nav.pushViewController(DetailController(), animated: false) }
        probe.seen.removeAll()
        simulation.run { nav.popViewController(animated: false) }
        #expect(probe.seen.filter { !$0.hasPrefix("willLayout") }.map { $0.contains("moving=false") } == [true, true, true])
        #expect(probe.seen.first?.hasPrefix("willAppear window=false") == true)
        #expect(probe.seen.dropFirst().first?.hasPrefix("isAppearing window=true") == true)
        #expect(window.isKeyWindow)
    }

    @Test func aPresentedViewJoinsTheWindowBetweenWillAppearAndIsAppearing() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let probe = simulation.withCurrent { Probe() }
        probe.modalPresentationStyle = .fullScreen
        simulation.run { root.present(probe, animated: true) }
        #expect(probe.seen.first?.hasPrefix("willAppear window=false moving=false") == true)
        #expect(probe.seen.dropFirst().first == "isAppearing window=true moving=false height=852")
        #expect(window.isKeyWindow)
    }

    @Test func aWindowRootIsInTheWindowAlreadyInWillAppear() {
        let simulation = Simulation()
        let probe = simulation.withCurrent { Probe() }
        let window = launched(probe, in: simulation)
        #expect(probe.seen.first == "willAppear window=true moving=false height=852")
        #expect(window.isKeyWindow)
    }
}
