import SwiftSubset
import UIKitSim

/// `CFAbsoluteTime` and `CFAbsoluteTimeGetCurrent()` on the run's virtual clock.
///
/// Apple, `CFAbsoluteTime`: "Type used to represent a specific point in time relative to the
/// absolute reference date of 1 Jan 2001 00:00:00 GMT", in seconds (a `Double`). A device's
/// wall clock would make every run print something else, and the differences a program takes
/// (Psychic Tester's "less than half a second since the last message") must agree with the
/// virtual time timers, delayed performs and animations already use. So the simulated launch
/// happens at a fixed date, 1 Jan 2025 00:00:00 GMT (`launchAbsoluteTime`, 8,766 days after
/// the reference date), and the clock then moves with the simulation's virtual time.
extension UIKitHost {
    /// Seconds from 1 Jan 2001 to 1 Jan 2025, both 00:00:00 GMT: 24 years with six leap days.
    static let launchAbsoluteTime: Double = (24 * 365 + 6) * 86_400

    static let absoluteTime = Prelude(absoluteTimePrelude)
    static let absoluteTimePrelude = """
    typealias CFAbsoluteTime = Double
    typealias CFTimeInterval = Double

    """

    func addAbsoluteTime(to module: inout HostModule) {
        module.preludes.append(Self.absoluteTime)
        // Weak: the compiled program keeps this function, and must not keep the run's
        // simulation once the run is over.
        let current: ([Value]) throws(Interrupt) -> Value = { [weak bridge] _ throws(Interrupt) in
            .double(Self.launchAbsoluteTime + (bridge?.simulation.now ?? 0))
        }
        module.functions["CFAbsoluteTimeGetCurrent()"] = current
    }
}
