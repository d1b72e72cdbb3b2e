import SwiftSyntax

extension Compiler {
    /// Lowers a list of statements into one statement.
    func block(_ items: CodeBlockItemListSyntax, newScope: Bool = true) -> Stmt {
        if newScope { scope.push() }
        hoistLocalFunctions(items)
        var body: Stmt
        if items.contains(where: { $0.item.as(DeferStmtSyntax.self) != nil }) {
            // As the block ends, its defers run and its values are released in reverse order of
            // where they stand: a value declared after a `defer` is released before that
            // `defer` runs, one declared before it after (swiftc 6.3.1 here: `defer {
            // print("defer") }; let t = T()` prints T's deinit, then `defer`).
            var parts: [(run: Stmt, isDefer: Bool)] = []
            var declared: [[Int]] = []
            for item in items {
                let before = Set(scope.blocks.last!.values.map(\.slot))
                if let d = item.item.as(DeferStmtSyntax.self) { parts.append((codeBlock(d.body), true)) }
                else { parts.append((statementItem(item), false)) }
                declared.append(scope.blocks.last!.values.map(\.slot).filter { !before.contains($0) }.sorted(by: >))
            }
            // A function's own body is no new scope, but its values go as it ends; the top
            // level's are globals, which stay.
            let releasable = newScope || scope.parent != nil ? Set(releasableLocals()) : []
            let released = declared.map { $0.filter(releasable.contains) }
            body = { env throws(Interrupt) in
                var reached = -1
                defer {
                    while reached >= 0 {
                        if parts[reached].isDefer { _ = try? parts[reached].run(env) } else { Self.empty(released[reached], in: env) }
                        reached -= 1
                    }
                }
                for index in parts.indices {
                    reached = index
                    if parts[index].isDefer { continue }
                    let f = try parts[index].run(env)
                    if case .normal = f { continue }
                    return f
                }
                return .normal
            }
            if newScope { scope.pop() }
            return body
        }
        // One or two statements are compiled one by one, not into an array: a closure stored
        // in an array of closures and taken out again is called through reabstraction thunks.
        let list = Array(items)
        if list.count == 1 {
            body = locating(statementItem(list[0]), at: statementPoint(list[0]))
        } else if list.count == 2 {
            let first = statementItem(list[0]), second = statementItem(list[1])
            body = Self.twoStatements(first, second, at: (statementPoint(list[0]), statementPoint(list[1])), ctx: ctx)
        } else {
            // Kept as structs: closures stored in an array itself are called through
            // reabstraction thunks.
            let stmts = list.map { StatementBox(run: statementItem($0)) }
            let points = list.map { statementPoint($0) }
            // The statements run in a loop that also notes where a runtime error came from:
            // wrapping each statement in a closure of its own would double the cost of a call.
            let ctx = ctx
            body = { env throws(Interrupt) in
                var index = 0
                do throws(Interrupt) {
                    while index < stmts.count {
                        let f = try stmts[index].run(env)
                        if ctx.hasPendingInterrupt { try Self.endForFailedDeinit(ctx) }
                        if case .normal = f { index += 1; continue }
                        return f
                    }
                } catch {
                    Self.note(error, at: points[index], in: ctx)
                    throw error
                }
                return .normal
            }
        }
        if newScope {
            // Values declared in the block are released when it ends, as in Swift.
            let locals = releasableLocals()
            scope.pop()
            body = releasing(locals, after: body)
        }
        return body
    }

    /// The slots of the innermost scope's values that can be emptied when the scope ends
    /// (none while it has local functions, which may still reach them; not those captured
    /// mutably by closures).
    func releasableLocals() -> [Int] {
        let hasLocalFunctions = !(scope.localFunctions.last?.isEmpty ?? true)
        return hasLocalFunctions ? [] : scope.blocks.last!.values.map(\.slot)
            .filter { !scope.capturedMutable.contains($0) }.sorted(by: >)
    }

    /// `body`, then `locals` emptied, so that what they held is released as Swift releases a
    /// scope's values when it ends.
    func releasing(_ locals: [Int], after body: @escaping Stmt) -> Stmt {
        guard !locals.isEmpty else { return body }
        return { env throws(Interrupt) in
            defer { Self.empty(locals, in: env) }
            return try body(env)
        }
    }

    func hoistLocalFunctions(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) else { continue }
            // Functions at the top level are global functions (`declareTopLevel`).
            if topLevelFunctionDeclarations.contains(f.id) { continue }
            guard let own = readTypeParameters(f.genericParameterClause, f.genericWhereClause, governing: Syntax(f)) else { continue }
            let ps = withTypeParameters(own) { params(f.signature) }
            let ref = functionRef(name: f.name.text, ps)
            ref.paramTypes = ps.map(\.type)
            ref.returnType = withTypeParameters(own) { f.signature.returnClause.map { typeRef($0.type) } }
            ref.signature = functionType(f.signature, ps, generic: !own.isEmpty)
            Self.recordTypeParameterUses(ref, f.signature.parameterClause.parameters, result: f.signature.returnClause?.type,
                                         Self.typeParameterNames(f.genericParameterClause, f.genericWhereClause))
            Self.recordNumericParameters(ref, f)
            ref.signatureSpelling = Self.declarationSpelling(f)
            ref.typeParameterConstraints = Self.typeParameterConstraints(f.genericParameterClause, f.genericWhereClause)
            ref.slot = scope.declare(Self.functionSlotName(ref.fullName, f), isLet: true, type: .function(ref.signature)).slot
            let idx = scope.localFunctions.count - 1
            scope.localFunctions[idx][ref.name, default: []].append(ref)
        }
    }

    func statementItem(_ item: CodeBlockItemSyntax) -> Stmt {
        // Passed through the generic `deeper` inside a struct: a closure returned as a generic
        // `T` itself would be called through two reabstraction thunks on every run.
        let fallback = StatementBox(run: { _ throws(Interrupt) in .normal })
        return deeper(item, fallback) { StatementBox(run: statementItemUnguarded(item)) }.run
    }

    /// Where a statement starts, for runtime error messages; nil for type and function
    /// declarations, which run nothing (a variable's initialiser does run).
    private func statementPoint(_ item: CodeBlockItemSyntax) -> SourcePoint? {
        if case .decl(let d) = item.item, !d.is(VariableDeclSyntax.self) { return nil }
        let loc = item.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePoint(line: loc.line, column: loc.column)
    }

    /// Records `point` as where `error` came from, unless a statement nested deeper already
    /// did (the innermost wins, as the top frame of compiled Swift's crash report would).
    static func note(_ error: Interrupt, at point: SourcePoint?, in ctx: RunContext) {
        guard ctx.faultLocation == nil, let point else { return }
        switch error {
        case .fatal, .exception, .limit, .unsupported: ctx.faultLocation = point
        default: break
        }
    }

    /// A `deinit` that failed while a statement freed an object ends the program when the
    /// statement ends, as the crash would have ended the process: nothing after it runs.
    static func endForFailedDeinit(_ ctx: RunContext) throws(Interrupt) {
        if let failedDeinit = ctx.pendingInterrupt {
            ctx.pendingInterrupt = nil
            throw failedDeinit
        }
    }

    /// A block of one statement: the statement, noting where a runtime error came from and
    /// ending the program after a failed `deinit` (as the loop of longer blocks does).
    private func locating(_ body: @escaping Stmt, at point: SourcePoint?) -> Stmt {
        guard let point else { return body }
        let ctx = ctx
        return { env throws(Interrupt) in
            do throws(Interrupt) {
                let outcome = try body(env)
                if ctx.hasPendingInterrupt { try Self.endForFailedDeinit(ctx) }
                return outcome
            } catch {
                Self.note(error, at: point, in: ctx)
                throw error
            }
        }
    }

    private func statementItemUnguarded(_ item: CodeBlockItemSyntax) -> Stmt {
        switch item.item {
        case .decl(let d): return declaration(d)
        case .stmt(let s): return statement(s)
        case .expr(let e):
            let r = expr(e).run
            return { env throws(Interrupt) in
                _ = try r(env)
                return .normal
            }
        }
    }

    func codeBlock(_ b: CodeBlockSyntax) -> Stmt { block(b.statements) }

    func statement(_ s: StmtSyntax) -> Stmt {
        if let e = s.as(ExpressionStmtSyntax.self) {
            if let i = e.expression.as(IfExprSyntax.self) { return ifStatement(i) }
            if let sw = e.expression.as(SwitchExprSyntax.self) { return switchStatement(sw) }
            let r = expr(e.expression).run
            return { env throws(Interrupt) in _ = try r(env); return .normal }
        }
        if let r = s.as(ReturnStmtSyntax.self) {
            guard let e = r.expression else { return { _ throws(Interrupt) in .returned } }
            var value = returnedValue(e, for: currentReturnType)
            noteReturnedType(value.type, of: r)
            checkReturn(value, e, in: r)
            value = implicitlyUnwrapped(value, e, for: currentReturnType)
            let v = promotingNestedNil(value, e, to: currentReturnType)
            let t = currentReturnType
            if let t, t.needsCoercion {
                return { env throws(Interrupt) in env.result = coerce(try v(env), to: t); return .returned }
            }
            return { env throws(Interrupt) in env.result = try v(env); return .returned }
        }
        if let g = s.as(GuardStmtSyntax.self) { return guardStatement(g) }
        if let f = s.as(ForStmtSyntax.self) { return forStatement(f, label: nil) }
        if let w = s.as(WhileStmtSyntax.self) { return whileStatement(w, label: nil) }
        if let r = s.as(RepeatStmtSyntax.self) { return repeatStatement(r, label: nil) }
        if let l = s.as(LabeledStmtSyntax.self) {
            let label = l.label.text
            if let f = l.statement.as(ForStmtSyntax.self) { return forStatement(f, label: label) }
            if let w = l.statement.as(WhileStmtSyntax.self) { return whileStatement(w, label: label) }
            if let r = l.statement.as(RepeatStmtSyntax.self) { return repeatStatement(r, label: label) }
            return labelledStatement(l.statement, label: label)
        }
        if let b = s.as(BreakStmtSyntax.self) {
            let label = b.label?.text
            checkBreak(b)
            return { _ throws(Interrupt) in .breakLoop(label) }
        }
        if let c = s.as(ContinueStmtSyntax.self) {
            let label = c.label?.text
            checkContinue(c)
            return { _ throws(Interrupt) in .continueLoop(label) }
        }
        if s.is(FallThroughStmtSyntax.self) {
            if !breakTargets.contains(where: { $0.kind == .switchStatement }) {
                error(s, "fallthrough-outside-switch", "'fallthrough' is only allowed inside a switch")
            } else if !fallthroughHasNextCase {
                error(s, "fallthrough-last", "'fallthrough' without a following 'case' or 'default' block")
            }
            return { _ throws(Interrupt) in .fallthroughCase }
        }
        if let t = s.as(ThrowStmtSyntax.self) {
            let v = expr(t.expression).run
            return { env throws(Interrupt) in throw .thrown(try v(env)) }
        }
        if let d = s.as(DoStmtSyntax.self) { return doStatement(d) }
        if let d = s.as(DeferStmtSyntax.self) { return codeBlock(d.body) }
        error(s, "unsupported", "statements like '\(s.trimmedText.prefix(20))' are not supported yet")
        return { _ throws(Interrupt) in .normal }
    }

    func ifStatement(_ i: IfExprSyntax, resultSlot: Int? = nil, expected: TypeRef? = nil) -> Stmt {
        breakTargets.append(BreakTarget(nil, .ifStatement))
        defer { breakTargets.removeLast() }
        // What the condition binds goes when the body ends, or at once when it fails.
        let (guarded, bound) = bindingScope {
            GuardedStatement(
                test: conditionList(i.conditions),
                body: resultSlot == nil ? codeBlock(i.body) : valueBlock(i.body.statements, resultSlot: resultSlot, expected: expected))
        }
        let cond = releasingOnFailure(bound, guarded.test), then = releasing(bound, after: guarded.body)
        var otherwise: Stmt? = nil
        switch i.elseBody {
        case .ifExpr(let e)?: otherwise = ifStatement(e, resultSlot: resultSlot, expected: expected)
        case .codeBlock(let b)?:
            otherwise = resultSlot == nil ? codeBlock(b) : valueBlock(b.statements, resultSlot: resultSlot, expected: expected)
        default: break
        }
        let other = otherwise
        return { env throws(Interrupt) in
            if try cond(env) { return try then(env) }
            if let other { return try other(env) }
            return .normal
        }
    }

    func guardStatement(_ g: GuardStmtSyntax) -> Stmt {
        // What the condition binds belongs to the enclosing block; when the condition fails,
        // what its first parts bound goes before the body runs.
        let firstBound = scope.slotCount
        let test = conditionList(g.conditions)
        let bound = Array((firstBound..<scope.slotCount).reversed())
        if scope.parent == nil && scope.blocks.count == 1 { topLevelGuardBindings += bound }
        let cond = releasingOnFailure(bound, test)
        scope.push()
        let body = codeBlock(g.body)
        scope.pop()
        return { env throws(Interrupt) in
            if try cond(env) { return .normal }
            let f = try body(env)
            if case .normal = f { throw .fatal("Fatal error: guard body must not fall through") }
            return f
        }
    }

    func doStatement(_ d: DoStmtSyntax) -> Stmt {
        breakTargets.append(BreakTarget(nil, .doStatement))
        let body = codeBlock(d.body)
        breakTargets.removeLast()
        let clauses: [((Env, Value) throws(Interrupt) -> Bool, Stmt)] = d.catchClauses.map { clause in
            // The error, what the patterns bind and the body's locals go when the body ends.
            let ((matcher, body), bound) = bindingScope { catchClause(clause) }
            return (releasingOnMismatch(bound, matcher), releasing(bound, after: body))
        }
        return { env throws(Interrupt) in
            do throws(Interrupt) { return try body(env) } catch {
                guard case .thrown(let v) = error else { throw error }
                for (m, b) in clauses where try m(env, v) { return try b(env) }
                throw error
            }
        }
    }

    /// A `catch` clause's test (which binds `error` and its patterns' names) and its body,
    /// compiled in the current scope.
    private func catchClause(_ clause: CatchClauseSyntax) -> (Matcher, Stmt) {
        var matchers: [(Env, Value) throws(Interrupt) -> Bool] = []
        // A clause without a pattern binds `error`, which its `where` may read.
        let errorSlot = scope.declare("error", isLet: true, type: .named("Error")).slot
        // Several patterns of one clause bind the same names to the same slots, as in a
        // `switch` case (`catch E.a(let n), E.b(let n)`).
        scope.sharesBindings = true
        for item in clause.catchItems {
            let m = item.pattern.map { patternMatcher($0, subjectType: nil) }
            let w = item.whereClause.map { condition($0.condition) }
            let one: Matcher = { env, v throws(Interrupt) in
                if let m { guard try m(env, v) else { return false } }
                if let w { return try w(env) }
                return true
            }
            matchers.append(one)
        }
        scope.sharesBindings = false
        let b = block(clause.body.statements, newScope: false)
        let all = matchers
        let matcher: (Env, Value) throws(Interrupt) -> Bool = { env, v throws(Interrupt) in
            env.slots[errorSlot] = v
            if all.isEmpty { return true }
            for m in all where try m(env, v) { return true }
            return false
        }
        return (matcher, b)
    }
}

/// A compiled statement carried through generic code or kept in an array without being
/// reabstracted.
private struct StatementBox {
    let run: Stmt
}
