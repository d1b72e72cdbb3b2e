import Foundation

/// Foundation's `Timer` on the simulated run loop (scripts know it as `Timer`). Time is
/// virtual: a timer fires at a turn boundary once the clock has passed its fire date, and the
/// clock moves only for other work due later or while the user waits (`Simulation.wait(_:)`),
/// so a repeating timer never keeps the run from ending.
///
/// Apple, `Timer`: a scheduled timer is added to "the current run loop in the default mode";
/// "a repeating timer reschedules itself based on the scheduled firing time, as opposed to the
/// actual firing time"; a non-repeating timer "invalidates itself immediately after it fires".
public final class RunLoopTimer {
    /// What the timer does when it fires; receives the timer.
    private var action: ((RunLoopTimer) -> Void)?
    /// The seconds between firings of a repeating timer.
    private let interval: TimeInterval
    /// Whether the timer fires again after each firing.
    public let repeats: Bool
    /// The virtual time of the next firing.
    public private(set) var fireDate: TimeInterval
    /// Whether the timer may still fire (false once invalidated).
    public private(set) var isValid = true
    /// The object the program attached (`userInfo:`), kept as given.
    public let userInfo: Any?
    private weak var simulation: Simulation?

    /// Makes a timer and schedules it on `simulation`'s run loop. Apple,
    /// `scheduledTimer(withTimeInterval:repeats:block:)`: "If interval is less than or equal to
    /// 0.0, this method chooses the nonnegative value of 0.0001 seconds instead."
    public init(scheduledOn simulation: Simulation, interval: TimeInterval, repeats: Bool, userInfo: Any? = nil,
                action: @escaping (RunLoopTimer) -> Void) {
        self.simulation = simulation
        self.interval = max(interval, 0.0001)
        self.repeats = repeats
        self.userInfo = userInfo
        self.action = action
        fireDate = simulation.now + self.interval
        scheduleNextFiring()
    }

    /// The interval of a repeating timer; 0 for a non-repeating one (Apple, `timeInterval`: "If
    /// the receiver is a non-repeating timer, returns 0 (even if a time interval was set)").
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// Stops the timer from ever firing again, and lets go of its action (Apple,
    /// `invalidate()`: "Stops the timer from ever firing again and requests its removal from
    /// its run loop").
    public func invalidate() {
        isValid = false
        action = nil
        simulation?.unscheduleTimer(self)
    }

    /// Fires now, outside its schedule. Apple, `fire()`: "You can use this method to fire a
    /// repeating timer without interrupting its regular firing schedule. If the timer is
    /// non-repeating, it is automatically invalidated after firing, even if its scheduled fire
    /// date has not arrived." An invalid timer does nothing.
    public func fire() {
        guard isValid, let action else { return }
        action(self)
        if !repeats { invalidate() }
    }

    private func scheduleNextFiring() {
        let date = fireDate
        // The run loop holds its timers strongly (Apple, `Timer`: "Run loops maintain strong
        // references to their timers"), until they fire for the last time or are invalidated.
        simulation?.scheduleTimerFiring(self, at: date) { self.fireOnSchedule(date) }
    }

    /// The run loop's firing at the scheduled `date`. A repeating timer is rescheduled from
    /// the scheduled date; dates already past are skipped, so it fires once for them (Apple:
    /// "the timer is fired only once for that time period").
    private func fireOnSchedule(_ date: TimeInterval) {
        guard isValid, date == fireDate, let simulation else { return }
        if repeats {
            var next = date + interval
            while next <= simulation.now { next += interval }
            fireDate = next
            scheduleNextFiring()
        }
        fire()
    }
}
