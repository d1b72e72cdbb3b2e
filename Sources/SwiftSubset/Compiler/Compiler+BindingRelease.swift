/// Release of the values a statement binds for its body alone, as Swift releases them: the
/// names an `if`, `while` or `guard` condition binds (`if let`, `if case let`, `while let`),
/// those a `switch` case's or a `catch` clause's pattern binds, with that body's own locals.
/// They go, last declared first, when the body ends (each time round a `while`); a
/// condition or pattern that bound some names and then failed releases them at once, before
/// an `else` branch, a `guard`'s body or the next case runs.
extension Compiler {
    /// Compiles `body` in a scope of its own; returns what it made and the slots of that scope
    /// that can be emptied when the body ends (`releasableLocals`, read once the body, and so
    /// every closure that may capture them, is compiled).
    func bindingScope<T>(_ body: () -> T) -> (made: T, bound: [Int]) {
        scope.push()
        defer { scope.pop() }
        let made = body()
        return (made, releasableLocals())
    }

    /// `condition`, emptying `slots` when it does not hold or throws, so that what its first
    /// parts bound is released before anything else runs.
    func releasingOnFailure(_ slots: [Int], _ condition: @escaping (Env) throws(Interrupt) -> Bool)
        -> (Env) throws(Interrupt) -> Bool {
        guard !slots.isEmpty else { return condition }
        return { env throws(Interrupt) in try Self.emptyingOnFailure(slots, in: env) { () throws(Interrupt) in try condition(env) } }
    }

    /// `matcher` (a `switch` case's or a `catch` clause's patterns), emptying `slots` when it
    /// does not match, as `releasingOnFailure` does for a condition.
    func releasingOnMismatch(_ slots: [Int], _ matcher: @escaping Matcher) -> Matcher {
        guard !slots.isEmpty else { return matcher }
        return { env, v throws(Interrupt) in try Self.emptyingOnFailure(slots, in: env) { () throws(Interrupt) in try matcher(env, v) } }
    }

    /// Runs `test`; empties `slots` of `env` when it gives false or throws.
    private static func emptyingOnFailure(_ slots: [Int], in env: Env, _ test: () throws(Interrupt) -> Bool) throws(Interrupt) -> Bool {
        do throws(Interrupt) {
            if try test() { return true }
        } catch {
            empty(slots, in: env)
            throw error
        }
        empty(slots, in: env)
        return false
    }

    /// Empties `slots` (in the order given) of `env`, releasing what they held.
    static func empty(_ slots: [Int], in env: Env) {
        for s in slots { env.slots[s] = .void }
    }
}

/// A condition and the statement it guards (an `if`'s, a `while`'s), compiled in one binding
/// scope. A struct, not a tuple of closures: a closure passed through a generic (`bindingScope`,
/// an array) as a type parameter is stored reabstracted, and every call of it then goes through
/// two conversion thunks.
struct GuardedStatement {
    let test: (Env) throws(Interrupt) -> Bool
    let body: Stmt
}

/// A `switch` case's patterns (nil for `default`) and its body, kept together for the same
/// reason as ``GuardedStatement``.
struct SwitchCase {
    let matcher: Matcher?
    let body: Stmt
}
