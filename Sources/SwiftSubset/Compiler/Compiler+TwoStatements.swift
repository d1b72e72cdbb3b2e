extension Compiler {
    /// A block of two statements (a function's guard and its `return`, the commonest body of
    /// a recursive function): run as the loop of longer blocks runs them (each statement's
    /// place noted for a runtime error, a failed `deinit` ending the program after the
    /// statement, a flow other than `.normal` ending the block), without loading each
    /// statement's closure from an array.
    static func twoStatements(_ first: @escaping Stmt, _ second: @escaping Stmt,
                              at points: (SourcePoint?, SourcePoint?), ctx: RunContext) -> Stmt {
        { env throws(Interrupt) in
            let flow: Flow
            do throws(Interrupt) {
                flow = try first(env)
                if ctx.hasPendingInterrupt { try endForFailedDeinit(ctx) }
            } catch {
                note(error, at: points.0, in: ctx)
                throw error
            }
            guard case .normal = flow else { return flow }
            do throws(Interrupt) {
                let last = try second(env)
                if ctx.hasPendingInterrupt { try endForFailedDeinit(ctx) }
                return last
            } catch {
                note(error, at: points.1, in: ctx)
                throw error
            }
        }
    }
}
