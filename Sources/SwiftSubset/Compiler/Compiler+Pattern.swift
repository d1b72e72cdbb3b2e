import SwiftSyntax

typealias Matcher = (Env, Value) throws(Interrupt) -> Bool

/// One part of a condition list (`if a, let b = c`), in a struct of its own (see
/// `conditionList`).
private struct ConditionPart {
    let test: (Env) throws(Interrupt) -> Bool
}

extension Compiler {
    func conditionList(_ list: ConditionElementListSyntax) -> (Env) throws(Interrupt) -> Bool {
        // The parts are kept in structs: a closure taken out of an array of closures is called
        // through reabstraction thunks.
        let parts = list.map { ConditionPart(test: conditionElement($0)) }
        if parts.count == 1 { return parts[0].test }
        return { env throws(Interrupt) in
            for p in parts {
                if !(try p.test(env)) { return false }
            }
            return true
        }
    }

    func conditionElement(_ el: ConditionElementSyntax) -> (Env) throws(Interrupt) -> Bool {
            switch el.condition {
            case .expression(let e): return condition(e)
            case .optionalBinding(let b):
                let name = b.pattern.trimmedText
                let source: Compiled
                if let i = b.initializer { source = expr(i.value) }
                else { source = name == "self" ? selfValue(b) : identifier(DeclReferenceExprSyntax(baseName: .identifier(name))) }
                checkConditionalBinding(source, b)
                // `if let x = values.first` on `[Int?]`: Swift unwraps one level (`x` is `Int?`);
                // an element held unwrapped (the representation allows it) is made an `Int?`
                // again once unwrapped.
                var nestedInner: TypeRef? = nil
                if case .optional(.optional(let t))? = source.type, b.typeAnnotation == nil { nestedInner = .optional(t) }
                var inner: TypeRef? = nil
                if case .optional(let t)? = source.type { inner = t }
                if let ta = b.typeAnnotation { inner = typeRef(ta.type) }
                if !b.pattern.is(IdentifierPatternSyntax.self) {
                    return optionalPatternBinding(b, source: source, wrapped: inner)
                }
                let slot = scope.declare(name, isLet: b.bindingSpecifier.tokenKind == .keyword(.let), type: inner).slot
                let r = source.run
                if let nestedInner {
                    return { env throws(Interrupt) in
                        guard let v = try r(env).unwrappedOnce else { return false }
                        env.slots[slot] = coerce(v, to: nestedInner)
                        return true
                    }
                }
                return { env throws(Interrupt) in
                    guard let v = try r(env).unwrappedOnce else { return false }
                    env.slots[slot] = v
                    return true
                }
            case .matchingPattern(let m):
                let subject = expr(m.initializer.value)
                let matcher = patternMatcher(m.pattern, subjectType: subject.type)
                let r = subject.run
                return { env throws(Interrupt) in try matcher(env, try r(env)) }
            case .availability(let a):
                // The run stands for the newest platform: `#available` holds, `#unavailable` not.
                let holds = a.availabilityKeyword.tokenKind != .poundUnavailable
                return { _ throws(Interrupt) in holds }
            }
    }

    /// Binds names in a `for` or `let` pattern; always matches.
    func patternBinder(_ p: PatternSyntax, type: TypeRef?, isLet: Bool = true) -> Matcher {
        if let id = p.as(IdentifierPatternSyntax.self) {
            let slot = scope.declare(id.identifier.text, isLet: isLet, type: type).slot
            return { env, v throws(Interrupt) in env.slots[slot] = v; return true }
        }
        if p.is(WildcardPatternSyntax.self) { return { _, _ throws(Interrupt) in true } }
        if let t = p.as(TuplePatternSyntax.self) {
            var types: [TypeRef?] = t.elements.map { _ in nil }
            if let ts = type?.tupleElementTypes, ts.count == types.count { types = ts }
            let subs = t.elements.enumerated().map { i, el in patternBinder(el.pattern, type: types[i], isLet: isLet) }
            return { env, v throws(Interrupt) in
                guard case .tuple(let items, _) = v, items.count == subs.count else { return false }
                for (i, s) in subs.enumerated() { _ = try s(env, items[i]) }
                return true
            }
        }
        if let vb = p.as(ValueBindingPatternSyntax.self) {
            return patternBinder(vb.pattern, type: type, isLet: vb.bindingSpecifier.tokenKind == .keyword(.let))
        }
        return patternMatcher(p, subjectType: type)
    }

    /// Lowers a `case` pattern to a test that binds its variables when it matches.
    func patternMatcher(_ p: PatternSyntax, subjectType: TypeRef?) -> Matcher {
        if let vb = p.as(ValueBindingPatternSyntax.self) {
            // `case .circle(var r)`, `case var .square(k)`, `for case var v? in …`: the names
            // bound inside are variables.
            let outer = patternBindsVariables
            patternBindsVariables = vb.bindingSpecifier.tokenKind == .keyword(.var)
            defer { patternBindsVariables = outer }
            return bindingMatcher(vb.pattern, subjectType: subjectType)
        }
        if p.is(WildcardPatternSyntax.self) { return { _, _ throws(Interrupt) in true } }
        if let id = p.as(IdentifierPatternSyntax.self) {
            let slot = scope.declare(id.identifier.text, isLet: !patternBindsVariables, type: subjectType).slot
            return { env, v throws(Interrupt) in env.slots[slot] = v; return true }
        }
        if let t = p.as(TuplePatternSyntax.self) {
            let subs = t.elements.map { patternMatcher($0.pattern, subjectType: nil) }
            return { env, v throws(Interrupt) in
                guard case .tuple(let items, _) = v, items.count == subs.count else { return false }
                for (i, s) in subs.enumerated() where !(try s(env, items[i])) { return false }
                return true
            }
        }
        if let isP = p.as(IsTypePatternSyntax.self) {
            // A collection or tuple type (`case is [String: Int]`) is told by `typeCheck`.
            if !refuseTypeArgumentCast(isP.type), isP.type.is(IdentifierTypeSyntax.self),
               types[isP.type.trimmedText] == nil, nestedType(named: isP.type.trimmedText) == nil,
               !Compiler.builtinTypeNames.contains(isP.type.trimmedText) {
                cannotFindType(isP.type, isP.type.trimmedText)
            }
            let check = typeCheck(typeRef(isP.type), at: isP.type)
            return { _, v throws(Interrupt) in try check(v) }
        }
        if let e = p.as(ExpressionPatternSyntax.self) { return exprPattern(e.expression, subjectType: subjectType, binding: false) }
        error(p, "unsupported", "patterns like this are not supported yet")
        return { _, _ throws(Interrupt) in false }
    }

    func bindingMatcher(_ p: PatternSyntax, subjectType: TypeRef?) -> Matcher {
        if let e = p.as(ExpressionPatternSyntax.self) { return exprPattern(e.expression, subjectType: subjectType, binding: true) }
        return patternMatcher(p, subjectType: subjectType)
    }

    /// An expression used as a pattern: enum cases (with sub-patterns), tuples, ranges, values.
    func exprPattern(_ e: ExprSyntax, subjectType: TypeRef?, binding: Bool) -> Matcher {
        if let pe = e.as(PatternExprSyntax.self) {
            return binding ? bindingMatcher(pe.pattern, subjectType: subjectType) : patternMatcher(pe.pattern, subjectType: subjectType)
        }
        if binding, let r = e.as(DeclReferenceExprSyntax.self) {
            let slot = scope.declare(r.baseName.text, isLet: !patternBindsVariables, type: subjectType).slot
            return { env, v throws(Interrupt) in env.slots[slot] = v; return true }
        }
        if e.is(DiscardAssignmentExprSyntax.self) { return { _, _ throws(Interrupt) in true } }
        if let a = e.as(AsExprSyntax.self) {
            _ = refuseTypeArgumentCast(a.type)
            let target = typeRef(a.type)
            let check = typeCheck(target, at: a.type)
            let sub = exprPattern(a.expression, subjectType: target, binding: binding)
            return { env, v throws(Interrupt) in
                guard let x = v.unwrapped, try check(x) else { return false }
                return try sub(env, x)
            }
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            var types: [TypeRef?] = t.elements.map { _ in nil }
            if let ts = subjectType?.tupleElementTypes, ts.count == types.count { types = ts }
            let subs = t.elements.enumerated().map { i, el in exprPattern(el.expression, subjectType: types[i], binding: binding) }
            return { env, v throws(Interrupt) in
                guard case .tuple(let items, _) = v, items.count == subs.count else { return false }
                for (i, s) in subs.enumerated() where !(try s(env, items[i])) { return false }
                return true
            }
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            var inner: TypeRef? = nil
            if case .optional(let t)? = subjectType { inner = t }
            let sub = exprPattern(o.expression, subjectType: inner, binding: binding)
            return { env, v throws(Interrupt) in
                guard let x = v.unwrappedOnce else { return false }
                return try sub(env, x)
            }
        }
        // Enum case, with or without associated-value patterns.
        var caseName: String? = nil
        var typeName: String? = nil
        var argList: LabeledExprListSyntax? = nil
        var called = e
        if let c = e.as(FunctionCallExprSyntax.self) { called = c.calledExpression; argList = c.arguments }
        if let m = called.as(MemberAccessExprSyntax.self) {
            caseName = m.declName.baseName.text
            if let b = m.base?.as(DeclReferenceExprSyntax.self) { typeName = b.baseName.text }
        }
        if let caseName {
            // `catch DecodingError.keyNotFound(let key, _)`: Foundation's error is not an enum here.
            if let typeName, let host = types[typeName], host.host != nil, host.caseNames.isEmpty, !hasMember(host, caseName, isStatic: true) {
                error(e, "unsupported", "matching the cases of '\(typeName)' ('.\(caseName)') is not supported yet: catch the error and print it")
                // Its names are declared all the same, so their uses report nothing more.
                let saved = diagnostics
                _ = (argList ?? []).map { exprPattern($0.expression, subjectType: .any, binding: binding) }
                diagnostics = saved
                return { _, _ throws(Interrupt) in false }
            }
            var decl: TypeDecl? = typeName.flatMap { types[$0] }
            var subject = subjectType
            if case .optional(let t)? = subject, caseName != "some", caseName != "none" { subject = t }
            if decl == nil, case .named(let n)? = subject { decl = types[n] }
            // Without a type from the pattern or the subject, the case is found by its name in
            // the value's own type when matched (several enums may have a case of that name);
            // `.some`/`.none` on an optional subject are Optional's.
            var byName = false
            var optionalSubject = false
            if case .optional? = subject { optionalSubject = true }
            if decl == nil, !(optionalSubject && (caseName == "some" || caseName == "none")) {
                decl = firstTypeInFixedOrder { $0.caseNames.contains(caseName) }
                byName = true
            }
            if caseName == "some" || caseName == "none", decl == nil || !(decl!.caseNames.contains(caseName)) {
                if caseName == "none" { return { _, v throws(Interrupt) in v.isOuterNil } }
                var inner: TypeRef? = nil
                if case .optional(let t)? = subject { inner = t }
                let sub = argList?.first.map { exprPattern($0.expression, subjectType: inner, binding: binding) }
                return { env, v throws(Interrupt) in
                    guard let x = v.unwrappedOnce else { return false }
                    return try sub?(env, x) ?? true
                }
            }
            if let d = decl, let idx = d.caseNames.firstIndex(of: caseName) {
                let subs = (argList ?? []).map { exprPattern($0.expression, subjectType: nil, binding: binding) }
                return { env, v throws(Interrupt) in
                    var value = v
                    if case .optional(let x?) = v { value = x }
                    guard case .enumValue(let t, let i, let payload) = value,
                          byName ? t.caseNames[i] == caseName : (t === d && i == idx) else { return false }
                    if subs.count == 1 && payload.count > 1 {
                        return try subs[0](env, .tuple(payload, labels: payload.map { _ in nil }))
                    }
                    for (k, s) in subs.enumerated() where k < payload.count {
                        if !(try s(env, payload[k])) { return false }
                    }
                    return true
                }
            }
            if typeName == nil {
                error(e, "no-member", "type '\(subjectType?.description ?? "_")' has no member '\(caseName)'")
                return { _, _ throws(Interrupt) in false }
            }
        }
        if let oneSided = oneSidedRangeMatcher(e, subjectType: subjectType) { return oneSided }
        // Range or value: `~=`.
        let value = expr(e, expected: literalTypeForProgramMatch(e, subjectType: subjectType) ?? subjectType).run
        let programMatch = programPatternMatch(at: e)
        return { env, v throws(Interrupt) in
            let pv = try value(env)
            if let programMatch, let matched = try programMatch(pv, v) { return matched }
            switch (pv, v) {
            case (.range(let lo, let hi, let closed), .int(let x)):
                return x >= lo && (closed ? x <= hi : x < hi)
            case (.partialRange(let r), .int(let x)):
                return r.contains(x)
            case (.range(let lo, let hi, let closed), .fixed(let f)):
                // `case 0..<5:` on a `UInt`: the literal bounds take its type. A value above
                // Int.max lies past any such bound.
                guard let x = f.asInt else { return false }
                return x >= lo && (closed ? x <= hi : x < hi)
            case (.range(let lo, let hi, let closed), .double(let x)):
                // `case 0...1:` on a Double: the literals are Doubles.
                return x >= Double(lo) && (closed ? x <= Double(hi) : x < Double(hi))
            default:
                if let range = BoundsRange(pv) { return try range.contains(v) }
                return valuesEqual(pv, v)
            }
        }
    }
}

extension Compiler {
    /// `case ..<18.5:`, `case ...0:`, `case 100...:` on a value that is not an `Int` (a Double,
    /// a String): the value compared with the bound, as `~=` on a one-sided range does. Nil for
    /// other patterns.
    func oneSidedRangeMatcher(_ e: ExprSyntax, subjectType: TypeRef?) -> Matcher? {
        let bound: ExprSyntax, comparison: String
        if let prefix = e.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            (bound, comparison) = (prefix.expression, prefix.operator.text == "..<" ? "<" : "<=")
        } else if let postfix = e.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            (bound, comparison) = (postfix.expression, ">=")
        } else {
            return nil
        }
        if case .named(let n)? = subjectType, n == "Int" || IntKind(name: n) != nil { return nil }
        let limit = expr(bound, expected: subjectType).run
        return { env, v throws(Interrupt) in Sequences.truthy(try Arithmetic.binary(comparison, v, try limit(env))) }
    }
}
