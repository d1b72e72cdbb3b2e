/// A block waiting on the run loop for its time.
struct ScheduledTask {
    let due: TimeInterval
    let order: Int
    /// A timer's firing: it happens only when the clock passes `due` for another reason (other
    /// work due later, or the user waiting), never just to empty the run loop (`RunLoopTimer`).
    var timer: ObjectIdentifier?
    let work: () -> Void

    /// Whether this is a timer's firing.
    var waitsForClock: Bool { timer != nil }
}

extension Simulation {
    /// How long an animated transition (push, pop, present, dismiss, page turn) lasts, in
    /// virtual seconds. UIKit's standard is about a third of a second; see docs/decisions.md.
    public static let animationDuration: TimeInterval = 0.35

    /// Schedules `work` to run on a later turn, `delay` virtual seconds from now (0: the next
    /// turn). Blocks due at the same time run in the order they were scheduled.
    public func schedule(after delay: TimeInterval = 0, _ work: @escaping () -> Void) {
        guard isAlive else { return }
        taskCounter += 1
        pendingTasks.append(ScheduledTask(due: now + max(0, delay), order: taskCounter, work: work))
    }

    /// Schedules a timer's firing at `due` on the virtual clock (`RunLoopTimer`).
    func scheduleTimerFiring(_ timer: RunLoopTimer, at due: TimeInterval, _ work: @escaping () -> Void) {
        guard isAlive else { return }
        taskCounter += 1
        pendingTasks.append(ScheduledTask(due: due, order: taskCounter, timer: ObjectIdentifier(timer), work: work))
    }

    /// Removes a timer's pending firings from the run loop (`RunLoopTimer.invalidate()`).
    func unscheduleTimer(_ timer: RunLoopTimer) {
        pendingTasks.removeAll { $0.timer == ObjectIdentifier(timer) }
    }

    /// How far the clock may move for the run loop's work: to the latest block that is not a
    /// timer's firing, or to the end of the user's wait; timers due by then may fire.
    private var clockHorizon: TimeInterval {
        let latestWork = pendingTasks.filter { !$0.waitsForClock }.map(\.due).max() ?? now
        return max(now, latestWork, waitingUntil ?? now)
    }

    /// The user waits `seconds` of virtual time: the run loop turns, timers fire as the clock
    /// passes their dates, and the clock ends `seconds` later. Apple, `Timer`: "If a timer’s
    /// firing time occurs during a long run loop callout …, the timer doesn't fire until the next
    /// time the run loop checks the timer"; an idle run loop sleeps until the next fire date.
    public func wait(_ seconds: TimeInterval) {
        let end = now + max(0, seconds)
        waitingUntil = end
        defer { waitingUntil = nil }
        runUntilIdle()
        if isAlive { now = max(now, end) }
    }

    /// Schedules the end of a transition: right after this turn's commit when not animated,
    /// after ``animationDuration`` when animated.
    func scheduleTransitionEnd(animated: Bool, _ work: @escaping () -> Void) {
        if animated {
            schedule(after: Self.animationDuration, work)
        } else {
            afterCommit(work)
        }
    }

    /// Whether anything is waiting on the run loop or for the end of the current turn.
    public var hasPendingWork: Bool { pendingTasks.contains { !$0.waitsForClock } || hasPendingCommit }

    /// Runs one turn. When code that ran outside a turn (the top-level code, a user's action)
    /// left view work for the commit, the turn is that commit. Otherwise: the earliest pending
    /// block (advancing the clock to its time) and every other block due by then that was
    /// scheduled before this turn began, then the commit that ends the turn. Returns false
    /// when nothing was pending.
    @discardableResult
    public func runOneTurn() -> Bool {
        guard isAlive else { return false }
        if hasPendingCommit {
            turnCounter += 1
            withCurrent { commit() }
            return true
        }
        let horizonTime = clockHorizon
        guard let next = pendingTasks.filter({ !$0.waitsForClock || $0.due <= horizonTime }).min(by: Self.runsBefore) else {
            return false
        }
        turnCounter += 1
        now = max(now, next.due)
        let horizon = taskCounter
        var due = pendingTasks.filter { $0.due <= now && $0.order <= horizon }.sorted(by: Self.runsBefore)
        pendingTasks.removeAll { $0.due <= now && $0.order <= horizon }
        withCurrent {
            while isAlive, !due.isEmpty {
                do {
                    let work = due.removeFirst().work
                    work()
                }
                // The block is gone, and with it what only it held (a transition that ended).
                checkpoint?()
            }
            commit()
        }
        return true
    }

    /// Turns the run loop until nothing is pending or the app has died. `maxTurns` bounds a
    /// program that keeps scheduling work forever; returns false if that bound was hit.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 100_000) -> Bool {
        var turns = 0
        while runOneTurn() {
            turns += 1
            if turns >= maxTurns { return false }
        }
        checkpoint?()
        return true
    }

    private static func runsBefore(_ a: ScheduledTask, _ b: ScheduledTask) -> Bool {
        a.due != b.due ? a.due < b.due : a.order < b.order
    }
}
