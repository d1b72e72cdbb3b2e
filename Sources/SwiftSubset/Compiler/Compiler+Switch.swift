import SwiftSyntax

extension Compiler {
    func switchStatement(_ s: SwitchExprSyntax, resultSlot: Int? = nil, expected: TypeRef? = nil) -> Stmt {
        let subject = expr(s.subject)
        checkExhaustive(s, subjectType: subject.type)
        let subjectRun = subject.run
        var cases: [SwitchCase] = []
        breakTargets.append(BreakTarget(nil, .switchStatement))
        let savedFallthrough = fallthroughHasNextCase
        let caseCount = s.cases.count
        var afterDefault = false
        for (k, el) in s.cases.enumerated() {
            guard case .switchCase(let c) = el else { continue }
            if afterDefault {
                error(c, "case-after-default", "additional 'case' blocks cannot appear after the 'default' block of a 'switch'")
            }
            if case .default = c.label { afterDefault = true }
            fallthroughHasNextCase = k < caseCount - 1
            // What the patterns bind and the body's locals go when the body ends.
            let (made, bound) = bindingScope { () -> SwitchCase in
                var matcher: Matcher? = nil
                if case .case(let label) = c.label {
                    scope.sharesBindings = true
                    let items = label.caseItems.map { CaseItem(matches: caseItem($0, subjectType: subject.type)) }
                    scope.sharesBindings = false
                    matcher = items.count == 1 ? items[0].matches : { env, v throws(Interrupt) in
                        for item in items where try item.matches(env, v) { return true }
                        return false
                    }
                }
                return SwitchCase(matcher: matcher, body: valueBlock(c.statements, resultSlot: resultSlot, expected: expected))
            }
            cases.append(SwitchCase(matcher: made.matcher.map { releasingOnMismatch(bound, $0) }, body: releasing(bound, after: made.body)))
        }
        breakTargets.removeLast()
        fallthroughHasNextCase = savedFallthrough
        let all = cases
        return { env throws(Interrupt) in
            let v = try subjectRun(env)
            var i = 0
            while i < all.count {
                var hit = true
                if let m = all[i].matcher { hit = try m(env, v) }
                if hit {
                    var k = i
                    while k < all.count {
                        let flow = try all[k].body(env)
                        switch flow {
                        case .fallthroughCase: k += 1; continue
                        case .breakLoop(nil): return .normal
                        default: return flow
                        }
                    }
                    return .normal
                }
                i += 1
            }
            throw .fatal("Fatal error: no switch case matched")
        }
    }

    func caseItem(_ item: SwitchCaseItemSyntax, subjectType: TypeRef?) -> Matcher {
        let m = patternMatcher(item.pattern, subjectType: subjectType)
        guard let w = item.whereClause.map({ condition($0.condition) }) else { return m }
        return { env, v throws(Interrupt) in
            guard try m(env, v) else { return false }
            return try w(env)
        }
    }

    /// A branch of an `if` or `switch` used as a value: a single expression stores its value.
    func valueBlock(_ items: CodeBlockItemListSyntax, resultSlot: Int?, expected: TypeRef?) -> Stmt {
        guard let resultSlot, items.count == 1, let only = items.first, case .expr(let e) = only.item else {
            return block(items, newScope: false)
        }
        let r = expr(e, expected: expected).run
        return { env throws(Interrupt) in
            env.slots[resultSlot] = try r(env)
            return .normal
        }
    }

    func switchExpression(_ s: SwitchExprSyntax, expected: TypeRef?) -> Compiled {
        let slot = scope.declare("switch$result", isLet: false, type: expected).slot
        let stmt = switchStatement(s, resultSlot: slot, expected: expected)
        return Compiled({ env throws(Interrupt) in
            _ = try stmt(env)
            return env.slots[slot]
        }, expected)
    }

    func ifExpression(_ i: IfExprSyntax, expected: TypeRef?) -> Compiled {
        let slot = scope.declare("if$result", isLet: false, type: expected).slot
        let stmt = ifStatement(i, resultSlot: slot, expected: expected)
        return Compiled({ env throws(Interrupt) in
            _ = try stmt(env)
            return env.slots[slot]
        }, expected)
    }
}

/// One pattern of a `case` (`case 1, 2:` has two), in a struct: a closure taken out of an array
/// of closures is called through reabstraction thunks.
private struct CaseItem {
    let matches: Matcher
}
