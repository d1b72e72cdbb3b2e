/// A block waiting on the run loop for its time.
struct ScheduledTask {
    let due: TimeInterval
    let order: Int
    let work: () -> Void
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
    public var hasPendingWork: Bool { !pendingTasks.isEmpty || hasPendingCommit }

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
        guard let next = pendingTasks.min(by: Self.runsBefore) else { return false }
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
