/// What a closure uses from its enclosing scopes, so creating it can copy `let` values instead
/// of keeping whole enclosing frames alive (Swift captures only what a closure names; keeping
/// frames would keep `self` alive past `[weak self]` and share loop variables).
final class ClosureCapture {
    let scope: FunctionScope
    /// Level (1 = the frame that creates the closure) -> slots read there.
    var levels: [Int: Set<Int>] = [:]
    /// The nearest level holding a variable the closure may change (or read after a change).
    var minMutableLevel = Int.max
    /// Local functions keep their enclosing frames: everything they use must outlive blocks.
    let keepsFrame: Bool
    /// Whether the closure uses a `var` declared inside a loop around it.
    var usesLoopVariable = false
    /// The levels at which it reads a `let` declared inside a loop around it (a loop's own
    /// variable too): read from the real frame where it also changes a variable at that level
    /// or nearer (`minMutableLevel`), so shared by the iterations as a `var` is.
    var loopConstantLevels: Set<Int> = []
    init(scope: FunctionScope, keepsFrame: Bool = false) {
        self.scope = scope
        self.keepsFrame = keepsFrame
    }
}

extension Compiler {
    /// Records that code in the current scope uses slot `slot` of the frame `depth` levels up.
    func noteReference(depth: Int, slot: Int, isLet: Bool) {
        guard !closureStack.isEmpty, depth > 0 else { return }
        for capture in closureStack {
            var s: FunctionScope? = scope
            var distance = 0
            while let fs = s, fs !== capture.scope { s = fs.parent; distance += 1 }
            guard s != nil, depth > distance else { continue }
            let level = depth - distance
            capture.levels[level, default: []].insert(slot)
            if scopeAt(depth)?.loopSlots.contains(slot) == true {
                if isLet { capture.loopConstantLevels.insert(level) } else { capture.usesLoopVariable = true }
            }
            if !isLet || capture.keepsFrame {
                capture.minMutableLevel = min(capture.minMutableLevel, level)
                scopeAt(depth)?.capturedMutable.insert(slot)
            }
        }
    }

    /// Levels from a closure's scope to the top level (the top level's frame is `env.up(n - 1)`).
    func levelsToTop(from closureScope: FunctionScope) -> Int {
        var n = 0
        var s = closureScope.parent
        while let fs = s { n += 1; s = fs.parent }
        return n
    }
}

/// Builds the parent frame for a new closure: copies of the `let` values it reads from nearby
/// frames, chained to the real frame from the first level it may change.
func captureParent(_ env: Env, levels: [Int: Set<Int>], realFrom j: Int) -> Env {
    if j <= 1 { return env }
    var frames: [Env] = []
    var e: Env? = env
    while let f = e, frames.count < j { frames.append(f); e = f.parent }
    var top: Env? = frames.count >= j ? frames[j - 1] : nil
    var level = min(j - 1, frames.count)
    while level >= 1 {
        let real = frames[level - 1]
        let snap = Env(size: real.slots.count, parent: top)
        for slot in levels[level] ?? [] { snap.slots[slot] = real.slots[slot] }
        top = snap
        level -= 1
    }
    return top ?? env
}
