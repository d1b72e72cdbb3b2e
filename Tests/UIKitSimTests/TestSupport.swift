@testable import UIKitSim

/// A controller subclass the tests use in place of a learner's class.
class RecordingController: UIViewController {}
final class ListController: UIViewController {}
final class DetailController: UIViewController {}
final class OtherController: UIViewController {}

extension Simulation {
    /// The trace as `Object.event [detail]` lines.
    var lines: [String] { traceLines }

    /// The trace lines of one object only.
    func lines(of name: String) -> [String] {
        trace.filter { $0.object == name }.map(\.description)
    }
}

/// A simulation with a key window showing `root`, after the launch transition has ended.
/// Keep the returned window: the simulation holds windows weakly, as UIKit does.
func launched(_ root: UIViewController, in simulation: Simulation) -> UIWindow {
    simulation.run {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }
}

extension Simulation {
    /// Clears the trace so that a test looks only at what follows.
    func clearTrace() { events.removeAll() }
}
