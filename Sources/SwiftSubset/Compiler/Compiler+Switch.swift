import SwiftSyntax

extension Compiler {
    func switchStatement(_ s: SwitchExprSyntax) -> Stmt {
        let subject = expr(s.subject)
        let subjectRun = subject.run
        var cases: [(Matcher?, Stmt)] = []
        breakTargets.append((nil, false))
        for el in s.cases {
            guard case .switchCase(let c) = el else { continue }
            scope.push()
            var matcher: Matcher? = nil
            if case .case(let label) = c.label {
                let items: [Matcher] = label.caseItems.map { caseItem($0, subjectType: subject.type) }
                matcher = { env, v throws(Interrupt) in
                    for m in items where try m(env, v) { return true }
                    return false
                }
            }
            cases.append((matcher, block(c.statements, newScope: false)))
            scope.pop()
        }
        breakTargets.removeLast()
        let all = cases
        return { env throws(Interrupt) in
            let v = try subjectRun(env)
            var i = 0
            while i < all.count {
                var hit = true
                if let m = all[i].0 { hit = try m(env, v) }
                if hit {
                    var k = i
                    while k < all.count {
                        let flow = try all[k].1(env)
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

    func switchExpression(_ s: SwitchExprSyntax, expected: TypeRef?) -> Compiled {
        let stmt = switchStatement(s)
        let resultSlot = scope.declare("switch$result", isLet: false, type: expected).slot
        _ = resultSlot
        return Compiled({ env throws(Interrupt) in
            let saved = env.result
            _ = try stmt(env)
            let r = env.result
            env.result = saved
            return r
        }, expected)
    }

    func ifExpression(_ i: IfExprSyntax, expected: TypeRef?) -> Compiled {
        let stmt = ifStatement(i)
        return Compiled({ env throws(Interrupt) in _ = try stmt(env); return env.result }, expected)
    }
}
