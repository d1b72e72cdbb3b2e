/// The end of a run-loop turn: UIKit's Core Animation commit, where deferred view work runs.
///
/// UIKit changes its model (`viewControllers`, `presentedViewController`...) inside the call
/// that asks for a transition and does the view work when the turn ends: loading views, the
/// `will` callbacks and the layout pass in the commit's layout, then the `did` callbacks of a
/// transition without animation right after the commit. Main-queue blocks scheduled during the
/// turn run after all of that, on a later turn. See docs/decisions.md, UIKitSim, "Time".
extension Simulation {
    /// Queues view work for the end of the current turn. Work queued while the commit runs
    /// runs in the same commit, after what was queued before it.
    func atCommit(_ work: @escaping () -> Void) {
        guard isAlive else { return }
        commitWork.append(work)
    }

    /// Queues work for right after the commit's view work (the `did` callbacks and completion
    /// handlers of a transition without animation).
    func afterCommit(_ work: @escaping () -> Void) {
        guard isAlive else { return }
        afterCommitWork.append(work)
    }

    /// Whether the current turn has view work waiting for its commit.
    var hasPendingCommit: Bool { !commitWork.isEmpty || !afterCommitWork.isEmpty }

    /// Ends the turn: runs the queued view work, then the after-commit work, until both are
    /// empty (after-commit work may queue more view work, which runs in the same commit).
    func commit() {
        guard !isCommitting else { return }
        isCommitting = true
        commitNumber &+= 1
        defer { isCommitting = false }
        while isAlive, hasPendingCommit {
            if !commitWork.isEmpty {
                commitWork.removeFirst()()
            } else {
                afterCommitWork.removeFirst()()
            }
            // What only that work held (a transition that ended) is gone now.
            checkpoint?()
        }
        if !isAlive { dropPendingWork() }
    }

    /// Forgets every block waiting on the run loop and every piece of deferred view work.
    func dropPendingWork() {
        pendingTasks.removeAll()
        commitWork.removeAll()
        afterCommitWork.removeAll()
    }
}
