/// A point on the simulation's virtual clock, standing in for Dispatch's `DispatchTime`.
public struct DispatchTime: Comparable, Sendable {
    /// Seconds since the run began.
    public let seconds: TimeInterval

    /// Makes a time at `seconds` on the virtual clock.
    public init(seconds: TimeInterval) { self.seconds = seconds }

    /// The current virtual time of the current simulation.
    public static func now() -> DispatchTime {
        DispatchTime(seconds: Simulation.current?.now ?? 0)
    }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }

    /// A time `seconds` later.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    /// A time `seconds` earlier.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }
}

/// The main queue of the current simulation, standing in for Dispatch's `DispatchQueue`.
/// Blocks run on the simulated run loop, on a later turn, never inside the call.
public final class DispatchQueue: Sendable {
    /// The main queue: blocks run on the current simulation's run loop.
    public static let main = DispatchQueue()

    private init() {}

    /// Runs `work` on a later turn of the run loop.
    public func async(execute work: @escaping () -> Void) {
        guard let simulation = Simulation.current else { return }
        simulation.schedule(after: 0, work)
    }

    /// Runs `work` when the virtual clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard let simulation = Simulation.current else { return }
        simulation.schedule(after: deadline.seconds - simulation.now, work)
    }
}
