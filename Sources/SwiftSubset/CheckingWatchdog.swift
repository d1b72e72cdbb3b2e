import Foundation

/// Bounds the time parsing and checking a program take by the run's time limit.
///
/// swift-syntax's parser cannot be interrupted, and a program within every size bound can still
/// take longer to parse than the time limit (deeply nested code in a debug build: docs/decisions.md,
/// "Hostile programs"). So the program is parsed and checked on its own thread while the caller
/// waits at most the time limit: when checking has not ended by then, the caller gives up on the
/// thread and reports status `limit`, and the thread, once its parse ends, sees that it was given
/// up and returns without running anything. Within the limit nothing changes: the caller then
/// waits for the run as before (running has its own limits).
final class CheckingWatchdog: @unchecked Sendable {
    private enum State { case checking, checked, givenUp }
    private let lock = NSLock()
    private var state = State.checking
    private let ended = DispatchSemaphore(value: 0)

    /// The worker's word that checking is over (the program is about to run, or the run ended
    /// before running). Returns false when the caller has already given up: nothing may run.
    func finishChecking() -> Bool {
        lock.withLock {
            switch state {
            case .givenUp: return false
            case .checked: return true
            case .checking:
                state = .checked
                ended.signal()
                return true
            }
        }
    }

    /// Waits for checking to end, at most `seconds` (a limit of 0 or less, or not finite, waits
    /// as long as it takes). Returns false when it gave up: the run is over for the caller.
    func waitForChecking(seconds: Double) -> Bool {
        guard seconds > 0, seconds < 1e9 else {
            ended.wait()
            return true
        }
        if ended.wait(timeout: .now() + seconds) == .success { return true }
        return lock.withLock {
            // Checking may have ended between the timeout and the lock.
            if state == .checked { return true }
            state = .givenUp
            return false
        }
    }

    /// The message of a run given up while parsing and checking.
    static func message(_ limits: Limits) -> String {
        LimitMessage(.checkingTime, ["seconds": SourceShapeGuard.seconds(limits.wallTimeSeconds)]).description
    }
}
