import SwiftSyntax

/// Loops: `for-in` (with `where` and `case` patterns), `while`, `repeat-while`, labels.
extension Compiler {
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
        if case .set(let t)? = seq.type { elType = t }
        if case .named("Range")? = seq.type { elType = .named("Int") }
        if case .named("String")? = seq.type { elType = .named("Character") }
        if case .dictionary(let key, let value)? = seq.type { elType = .labeledTuple([key, value], Self.keyValueLabels) }
        // A key-value pairs' pair, a slice's element, a Substring's Character.
        if elType == nil { elType = Self.sequenceElementType(seq.type) }
        if let kind = StringIndices.rangeKind(seq.type) {
            // A range of String indices is not a sequence. swiftc gives several errors at the
            // `for` (`makeIterator()`, `next()`; their order varies between its runs): the one
            // it gave first when `TypeErrors/for_over_string_index_range` was recorded.
            let member = kind.hasPrefix("Partial") ? "struct 'Iterator'" : "instance method 'makeIterator()'"
            error(f.forKeyword, "type-mismatch", "referencing \(member) on '\(kind)' requires that 'String.Index' conform to 'Strideable'")
        }
        if elType == nil { elType = viewElementType(f.sequence) }
        if f.caseKeyword == nil { refuseTuplePatternMismatch(f.pattern, elements: elType, of: seq.type, in: f.sequence) }
        scope.push()
        scope.loopDepth += 1
        defer { scope.loopDepth -= 1; scope.pop() }
        let bind = f.caseKeyword != nil ? patternMatcher(f.pattern, subjectType: elType) : patternBinder(f.pattern, type: elType)
        // A piece of a String's `split` may start anywhere in its string: its indices stay refused.
        if let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, standardView(of: f.sequence) == .offsetSubstrings {
            scope.blocks[scope.blocks.count - 1][name]?.view = .offsetSubstring
        }
        // A dictionary's values that are slices (`for (_, s) in d`) may start anywhere in their arrays.
        if case .dictionary(_, let value)? = seq.type, Self.isArraySliceType(value), let tuple = f.pattern.as(TuplePatternSyntax.self),
           tuple.elements.count == 2, let name = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.blocks[scope.blocks.count - 1][name]?.view = .offsetArraySlice
        }
        let whereCond = f.whereClause.map { condition($0.condition) }
        breakTargets.append(BreakTarget(label, .loop))
        let body = loopBody(codeBlock(f.body), label: label)
        breakTargets.removeLast()
        let ctx = self.ctx
        // The loop's variables are released when the loop ends, as in Swift, and after each
        // element of a program's own sequence, before its `next()` is called again.
        let bound = releasableLocals()
        return releasing(bound) { env throws(Interrupt) in
            let s = try seqRun(env)
            /// Runs the loop for lo, lo + 1, … end without making an array; nil when it reached
            /// the end without leaving.
            func loop(from lo: Int, through end: Int) throws(Interrupt) -> Flow? {
                var i = lo
                while true {
                    try ctx.step()
                    _ = try bind(env, .int(i))
                    var pass = true
                    if let w = whereCond { pass = try w(env) }
                    if pass {
                        if let flow = try body(env) { return flow }
                    }
                    if i == end { return nil }
                    i += 1
                }
            }
            if case .range(let lo, let hi, let closed) = s {
                if !closed && hi <= lo { return .normal }
                let end = closed ? hi : hi - 1
                if end < lo { return .normal }
                return try loop(from: lo, through: end) ?? .normal
            }
            if case .partialRange(.from(let lo)) = s {
                // `for i in lo...` goes on until the loop leaves; past Int.max it overflows.
                guard let flow = try loop(from: lo, through: Int.max) else { throw Arithmetic.overflow("+") }
                return flow
            }
            /// Runs the body for one element; the flow that ends the loop, or nil to go on.
            func visit(_ v: Value) throws(Interrupt) -> Flow? {
                try ctx.step()
                guard try bind(env, v) else { return nil }
                if let w = whereCond, !(try w(env)) { return nil }
                return try body(env)
            }
            // A program's own sequence is walked one `next()` at a time, as Swift does, so
            // what its iterator does and what the body does interleave.
            if let next = try ScriptSequences.iterator(s) {
                while let v = try next() {
                    let flow = try visit(v)
                    Self.empty(bound, in: env)
                    if let flow { return flow }
                }
                return .normal
            }
            for v in try Sequences.elements(s) {
                if let flow = try visit(v) { return flow }
            }
            return .normal
        }
    }

    /// swiftc's error for a loop's tuple pattern that does not fit the elements: "tuple pattern
    /// cannot match values of non-tuple type 'Int'", "pattern cannot match values of type
    /// '(key: String, value: Int)'" (`for (k, v, z) in dict`), placed at the sequence (at its
    /// operator when it is one, `0..<3`).
    private func refuseTuplePatternMismatch(_ pattern: PatternSyntax, elements: TypeRef?, of sequence: TypeRef?, in node: ExprSyntax) {
        guard let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1 else { return }
        let place = node.as(InfixOperatorExprSyntax.self).map { Syntax($0.operator) } ?? Syntax(node)
        let count = tuple.elements.count
        switch (elements, sequence) {
        case (_, .dictionary(let k, let v)?) where count != 2:
            error(place, "type-mismatch", "pattern cannot match values of type '(key: \(k), value: \(v))'")
        case (let t?, _) where t.tupleElementTypes.map({ $0.count != count }) ?? false:
            error(place, "type-mismatch", "pattern cannot match values of type '\(t)'")
        case (.named(let n)?, _) where (Self.plainTypes.contains(n) || n == "Character"):
            error(place, "type-mismatch", "tuple pattern cannot match values of non-tuple type '\(n)'")
        default: break
        }
    }

    func whileStatement(_ w: WhileStmtSyntax, label: String?) -> Stmt {
        scope.loopDepth += 1
        defer { scope.loopDepth -= 1 }
        // What the condition binds goes at the end of each time round, or when it fails.
        let (guarded, bound) = bindingScope { () -> GuardedStatement in
            let test = conditionList(w.conditions)
            breakTargets.append(BreakTarget(label, .loop))
            defer { breakTargets.removeLast() }
            return GuardedStatement(test: test, body: codeBlock(w.body))
        }
        let cond = releasingOnFailure(bound, guarded.test)
        let body = loopBody(releasing(bound, after: guarded.body), label: label)
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
        breakTargets.append(BreakTarget(label, .loop))
        scope.loopDepth += 1
        let body = loopBody(codeBlock(r.body), label: label)
        scope.loopDepth -= 1
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
}
