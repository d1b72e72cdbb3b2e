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
