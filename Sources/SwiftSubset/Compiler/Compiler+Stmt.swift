import SwiftSyntax

extension Compiler {
    /// Lowers a list of statements into one statement.
    func block(_ items: CodeBlockItemListSyntax, newScope: Bool = true) -> Stmt {
        if newScope { scope.push() }
        defer { if newScope { scope.pop() } }
        hoistLocalFunctions(items)
        let stmts = items.map { statementItem($0) }
        if stmts.count == 1 { return stmts[0] }
        return { env throws(Interrupt) in
            for s in stmts {
                let f = try s(env)
                if case .normal = f { continue }
                return f
            }
            return .normal
        }
    }

    func hoistLocalFunctions(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) else { continue }
            let ps = params(f.signature.parameterClause.parameters)
            let ref = functionRef(name: f.name.text, ps)
            ref.paramTypes = ps.map(\.type)
            ref.returnType = f.signature.returnClause.map { typeRef($0.type) }
            ref.slot = scope.declare("func$" + ref.fullName, isLet: true, type: .function).slot
            let idx = scope.localFunctions.count - 1
            scope.localFunctions[idx][ref.name, default: []].append(ref)
        }
    }

    func statementItem(_ item: CodeBlockItemSyntax) -> Stmt {
        let fallback: Stmt = { _ throws(Interrupt) in .normal }
        return deeper(item, fallback) { statementItemUnguarded(item) }
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
            let v = expr(e, expected: currentReturnType).run
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
            return statement(l.statement)
        }
        if let b = s.as(BreakStmtSyntax.self) {
            let label = b.label?.text
            if breakTargets.isEmpty { error(b, "break-outside-loop", "'break' is only allowed inside a loop, if, do, or switch") }
            return { _ throws(Interrupt) in .breakLoop(label) }
        }
        if let c = s.as(ContinueStmtSyntax.self) {
            let label = c.label?.text
            if !breakTargets.contains(where: \.isLoop) { error(c, "continue-outside-loop", "'continue' is only allowed inside a loop") }
            return { _ throws(Interrupt) in .continueLoop(label) }
        }
        if s.is(FallThroughStmtSyntax.self) { return { _ throws(Interrupt) in .fallthroughCase } }
        if let t = s.as(ThrowStmtSyntax.self) {
            let v = expr(t.expression).run
            return { env throws(Interrupt) in throw .thrown(try v(env)) }
        }
        if let d = s.as(DoStmtSyntax.self) { return doStatement(d) }
        if let d = s.as(DeferStmtSyntax.self) {
            error(d, "unsupported", "'defer' statements are not supported yet")
            return { _ throws(Interrupt) in .normal }
        }
        error(s, "unsupported", "statements like '\(s.trimmedDescription.prefix(20))' are not supported yet")
        return { _ throws(Interrupt) in .normal }
    }

    func loopBody(_ body: @escaping Stmt, label: String?) -> (Env) throws(Interrupt) -> Flow? {
        // Returns nil to continue looping, or the flow that ends the loop.
        return { env throws(Interrupt) in
            switch try body(env) {
            case .normal: return nil
            case .breakLoop(let l): return (l == nil || l == label) ? .normal : .breakLoop(l)
            case .continueLoop(let l): return (l == nil || l == label) ? nil : .continueLoop(l)
            case .returned: return .returned
            case .fallthroughCase: return nil
            }
        }
    }

    func forStatement(_ f: ForStmtSyntax, label: String?) -> Stmt {
        let seq = expr(f.sequence)
        let seqRun = seq.run
        var elType: TypeRef? = nil
        if case .array(let t)? = seq.type { elType = t }
        if case .named("Range")? = seq.type { elType = .named("Int") }
        scope.push()
        defer { scope.pop() }
        let bind = patternBinder(f.pattern, type: elType)
        let whereCond = f.whereClause.map { condition($0.condition) }
        breakTargets.append((label, true))
        let body = loopBody(codeBlock(f.body), label: label)
        breakTargets.removeLast()
        let ctx = self.ctx
        return { env throws(Interrupt) in
            let s = try seqRun(env)
            if case .range(let lo, let hi, let closed) = s {
                let end = closed ? hi : hi - 1
                if end < lo { return .normal }
                var i = lo
                while true {
                    try ctx.step()
                    _ = try bind(env, .int(i))
                    var pass = true
                    if let w = whereCond { pass = try w(env) }
                    if pass {
                        if let flow = try body(env) { return flow }
                    }
                    if i == end { break }
                    i += 1
                }
                return .normal
            }
            for v in try Sequences.elements(s) {
                try ctx.step()
                _ = try bind(env, v)
                if let w = whereCond, !(try w(env)) { continue }
                if let flow = try body(env) { return flow }
            }
            return .normal
        }
    }

    func whileStatement(_ w: WhileStmtSyntax, label: String?) -> Stmt {
        scope.push()
        defer { scope.pop() }
        let cond = conditionList(w.conditions)
        breakTargets.append((label, true))
        let body = loopBody(codeBlock(w.body), label: label)
        breakTargets.removeLast()
        let ctx = self.ctx
        return { env throws(Interrupt) in
            while try cond(env) {
                try ctx.step()
                if let flow = try body(env) { return flow }
            }
            return .normal
        }
    }

    func repeatStatement(_ r: RepeatStmtSyntax, label: String?) -> Stmt {
        breakTargets.append((label, true))
        let body = loopBody(codeBlock(r.body), label: label)
        breakTargets.removeLast()
        let cond = condition(r.condition)
        let ctx = self.ctx
        return { env throws(Interrupt) in
            repeat {
                try ctx.step()
                if let flow = try body(env) { return flow }
            } while try cond(env)
            return .normal
        }
    }

    func ifStatement(_ i: IfExprSyntax) -> Stmt {
        scope.push()
        let cond = conditionList(i.conditions)
        let then = codeBlock(i.body)
        scope.pop()
        var otherwise: Stmt? = nil
        switch i.elseBody {
        case .ifExpr(let e)?: otherwise = ifStatement(e)
        case .codeBlock(let b)?: otherwise = codeBlock(b)
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
        let cond = conditionList(g.conditions)
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
        breakTargets.append((nil, false))
        let body = codeBlock(d.body)
        breakTargets.removeLast()
        let clauses: [((Env, Value) throws(Interrupt) -> Bool, Stmt)] = d.catchClauses.map { clause in
            scope.push()
            defer { scope.pop() }
            var matchers: [(Env, Value) throws(Interrupt) -> Bool] = []
            for item in clause.catchItems {
                if let p = item.pattern {
                    let m = patternMatcher(p, subjectType: nil)
                    let w = item.whereClause.map { condition($0.condition) }
                    let one: Matcher = { env, v throws(Interrupt) in
                        guard try m(env, v) else { return false }
                        if let w { return try w(env) }
                        return true
                    }
                    matchers.append(one)
                }
            }
            let errorSlot = scope.declare("error", isLet: true, type: .named("Error")).slot
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
        return { env throws(Interrupt) in
            do throws(Interrupt) { return try body(env) } catch {
                guard case .thrown(let v) = error else { throw error }
                for (m, b) in clauses where try m(env, v) { return try b(env) }
                throw error
            }
        }
    }
}
