import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Appearance": "isBeingPresented / isBeingDismissed / isMovingToParent /
/// isMovingFromParent are true during the matching callbacks."
@Suite struct TransitionFlagTests {
    final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            seen.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
        }
        override func viewDidAppear(_ animated: Bool) {
            seen.append("didAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            seen.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            seen.append("didDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
        }
    }

    @Test func pushAndPopSetTheMovingFlags() {
        let simulation = Simulation()
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        let probe = simulation.withCurrent { Probe() }
        simulation.run { nav.pushViewController(probe, animated: true) }
        simulation.run { nav.popViewController(animated: true) }
        #expect(probe.seen == [
            "willAppear presented=false moving=true", "didAppear presented=false moving=true",
            "willDisappear dismissed=false moving=true", "didDisappear dismissed=false moving=true",
        ])
        #expect(!probe.isMovingFromParent)
        #expect(window.isKeyWindow)
    }

    @Test func presentAndDismissSetTheBeingFlags() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let probe = simulation.withCurrent { Probe() }
        simulation.run { root.present(probe, animated: true) }
        simulation.run { probe.dismiss(animated: true) }
        #expect(probe.seen == [
            "willAppear presented=true moving=false", "didAppear presented=true moving=false",
            "willDisappear dismissed=true moving=false", "didDisappear dismissed=true moving=false",
        ])
        #expect(!probe.isBeingDismissed)
        #expect(window.isKeyWindow)
    }
}
