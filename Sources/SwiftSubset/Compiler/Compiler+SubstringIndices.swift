import SwiftSyntax

/// The indices of a Substring that may start after its string's start, run exactly.
///
/// Swift's Substring shares its base string's indices (`s[i...].startIndex == i`). The
/// interpreter holds a Substring as a String (`.string`), whose indices count Characters from
/// its own start, so these index uses were refused (`refuseOffsetIndices`). Where the Substring's
/// start in its string's indices can be known, it is carried beside the text: a `let` bound to
/// one keeps its start in a second slot (`VarInfo.substringStartSlot`), and an expression that
/// makes one (`s[i...]`, `s.dropFirst(2)`, `sub.suffix(from: k)`) works its start out as it
/// runs. Every index going in is moved to the text's own count (`- start`), every index coming
/// out to the string's (`+ start`), with Swift's trap wording. A Substring whose start is not
/// known (a parameter, an element of `split`, a `var`) stays refused.
extension Compiler {
    /// Reads a Substring's text and the offset of its start in its string's indices.
    typealias SubstringParts = (Env) throws(Interrupt) -> (text: String, start: Int)

    /// The methods that slice by a count (`dropFirst(2)`, `suffix(3)`): the piece's start is
    /// worked out from the counts, for those that keep the end.
    private static let countSlicers: Set<String> = ["dropFirst", "dropLast", "prefix", "suffix"]

    /// The index methods that take indices, by full name (run on the text with the indices moved).
    private static let indexTakingMethods: Set<String> = [
        "index(after:)", "index(before:)", "index(_:offsetBy:)", "index(_:offsetBy:limitedBy:)",
        "distance(from:to:)", "prefix(upTo:)", "prefix(through:)", "suffix(from:)",
    ]

    /// The index methods that give an index without taking one (run on the text as usual, the
    /// index given moved to the string's).
    private static let indexGivingMethods: Set<String> = [
        "firstIndex(of:)", "lastIndex(of:)", "firstIndex(where:)", "lastIndex(where:)", "range(of:)", "range(of:options:)",
    ]

    /// Swift's trap for these methods given an index outside the Substring (`index(_:offsetBy:)`
    /// and its `limitedBy:` form keep the String's wording, "String index is out of bounds").
    private static let substringTraps: [String: Interrupt] = [
        "index(after:)": substringOutOfBounds, "index(before:)": substringOutOfBounds,
        "distance(from:to:)": substringOutOfBounds, "prefix(through:)": substringOutOfBounds,
        "prefix(upTo:)": rangeOutOfBounds, "suffix(from:)": rangeOutOfBounds,
    ]

    /// Swift's trap for an index outside a Substring (`sub[sub.endIndex]`, `sub.index(after:)`).
    private static var substringOutOfBounds: Interrupt { .fatal("Fatal error: Substring index is out of bounds") }

    /// Swift's trap for a range of indices outside a Substring (`sub[s.startIndex...]`).
    private static var rangeOutOfBounds: Interrupt { .fatal("Fatal error: String index range is out of bounds") }

    /// For `let name = value` where `value` is a Substring that may start after its string's
    /// start and whose start can be worked out: the statement storing its text in `slot` and
    /// its start in a slot of its own, recorded for the variable's index uses.
    func substringBinding(_ name: String, slot: Int, _ value: ExprSyntax) -> Stmt? {
        let saved = diagnostics
        let parts = substringParts(value)
        diagnostics = saved
        guard let parts else { return nil }
        let startSlot = scope.declare(name + "$substringStart", isLet: true, type: .named("Int")).slot
        scope.blocks[scope.blocks.count - 1][name]?.substringStartSlot = startSlot
        return { env throws(Interrupt) in
            let (text, start) = try parts(env)
            env.slots[slot] = .string(text)
            env.slots[startSlot] = .int(start)
            return .normal
        }
    }

    /// `sub.startIndex`, `sub.endIndex`, `sub.indices` of a Substring whose start is known.
    func substringIndexProperty(_ receiver: ExprSyntax, _ name: String) -> Compiled? {
        guard ["startIndex", "endIndex", "indices"].contains(name), standardView(of: receiver) == .offsetSubstring,
              let parts = substringParts(receiver) else { return nil }
        // A String's `indices` has no static type here either.
        let type: TypeRef? = name == "indices" ? nil : .named(StringIndices.typeName)
        return Compiled({ env throws(Interrupt) in
            let (text, start) = try parts(env)
            switch name {
            case "startIndex": return .int(start)
            case "endIndex": return .int(start + text.count)
            default: return .range(start, start + text.count, closed: false)
            }
        }, type)
    }

    /// An index method called on a Substring whose start is known (`sub.index(after: i)`,
    /// `sub.firstIndex(of: "l")`, `sub.suffix(from: k)`).
    func substringIndexCall(_ receiver: ExprSyntax, _ name: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        let full = fullName(name, args)
        guard Self.indexTakingMethods.contains(full) || Self.indexGivingMethods.contains(full),
              standardView(of: receiver) == .offsetSubstring, let parts = substringParts(receiver) else { return nil }
        if Self.indexGivingMethods.contains(full) {
            let (text, start) = heldText(parts)
            var called = methodCall(lvBase: nil, base: text, name, args, node: node)
            let run = called.run
            called.run = { env throws(Interrupt) in
                let s = try start(env)
                return Self.moved(try run(env), by: s)
            }
            return called
        }
        let moving = indexTakingCall(full, args)
        let result = StringIndices.methodResults[full] ?? nil
        return Compiled({ env throws(Interrupt) in
            let (value, _) = try moving(env, try parts(env))
            return value
        }, result)
    }

    /// A subscript of a Substring whose start is known: `sub[i]` (a Character) or `sub[i..<j]`
    /// (a Substring).
    func substringSubscript(_ s: SubscriptCallExprSyntax) -> Compiled? {
        guard s.arguments.count == 1, s.arguments.first?.label == nil,
              standardView(of: s.calledExpression) == .offsetSubstring,
              let parts = substringParts(s.calledExpression) else { return nil }
        let argument = expr(s.arguments.first!.expression)
        let isIndex = isStringIndex(argument.type)
        let slice = substringSlice(argument.run)
        let index = argument.run
        return Compiled({ env throws(Interrupt) in
            let (text, start) = try parts(env)
            let at = try index(env)
            guard case .int(let i) = at else { return .string(try slice(env, text, start, at).text) }
            guard i >= start, i - start < text.count else { throw Self.substringOutOfBounds }
            return .character(text[text.index(text.startIndex, offsetBy: i - start)])
        }, isIndex ? .named("Character") : argument.type == nil ? nil : .named("Substring"))
    }

    /// The text and start of `e`, a String or Substring, when its start in its string's
    /// indices can be worked out as it runs; nil (having compiled nothing) otherwise.
    func substringParts(_ e: ExprSyntax) -> SubstringParts? {
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return substringParts(tuple.elements.first!.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil,
           case .local(let depth, let info)? = resolve(r.baseName.text), info.accessors == nil,
           let startSlot = info.substringStartSlot {
            let slot = info.slot
            // A closure copies what it reads of an enclosing frame: both slots.
            noteReference(depth: depth, slot: slot, isLet: true)
            noteReference(depth: depth, slot: startSlot, isLet: true)
            return { env throws(Interrupt) in
                let frame = env.up(depth)
                guard case .string(let text) = frame.slots[slot], case .int(let start) = frame.slots[startSlot] else {
                    throw .unsupported("this Substring is not supported yet")
                }
                return (text, start)
            }
        }
        if let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, s.arguments.first?.label == nil,
           !isStringIndex(quietType(s.arguments.first!.expression)),
           let base = substringParts(s.calledExpression) {
            let slice = substringSlice(expr(s.arguments.first!.expression).run)
            return { env throws(Interrupt) in
                let (text, start) = try base(env)
                return try slice(env, text, start, nil)
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           let baseExpr = m.base, call.trailingClosure == nil {
            let name = m.declName.baseName.text
            let args = callArgs(call)
            let full = fullName(name, args)
            let slicesByCount = Self.countSlicers.contains(name) && args.count <= 1 && args.allSatisfy { $0.label == nil }
            if slicesByCount || ["prefix(upTo:)", "prefix(through:)", "suffix(from:)"].contains(full),
               let base = substringParts(baseExpr) {
                if !slicesByCount {
                    let moving = indexTakingCall(full, args)
                    return { env throws(Interrupt) in
                        let (value, start) = try moving(env, try base(env))
                        guard case .string(let text) = value else { throw .unsupported("this Substring is not supported yet") }
                        return (text, start)
                    }
                }
                let (text, baseStart) = heldText(base)
                let run = methodCall(lvBase: nil, base: text, name, args, node: m.declName).run
                let keepsStart = ["prefix", "dropLast"].contains(name)
                return { env throws(Interrupt) in
                    let start = try baseStart(env)
                    guard case .string(let whole) = try text.run(env), case .string(let piece) = try run(env) else {
                        throw .unsupported("this Substring is not supported yet")
                    }
                    return (piece, keepsStart ? start : start + whole.count - piece.count)
                }
            }
        }
        // A String starts at its own start; a Substring of unknown start (a function's result) is not taken.
        guard standardView(of: e) == nil, Self.isNamed(quietType(e), "String") else { return nil }
        let run = expr(e).run
        return { env throws(Interrupt) in
            guard case .string(let text) = try run(env) else { throw .unsupported("this Substring is not supported yet") }
            return (text, 0)
        }
    }

    /// A receiver for the standard String method machinery that reads a Substring's text kept
    /// in a slot of its own, with what fills that slot (run first) and gives the start.
    private func heldText(_ parts: @escaping SubstringParts) -> (Compiled, start: (Env) throws(Interrupt) -> Int) {
        let slot = scope.declare("$substringText\(scope.slotCount)", isLet: false, type: .named("Substring")).slot
        let read = Compiled({ env throws(Interrupt) in env.slots[slot] }, .named("Substring"))
        return (read, { env throws(Interrupt) in
            let (text, start) = try parts(env)
            env.slots[slot] = .string(text)
            return start
        })
    }

    /// One of `indexTakingMethods` run on a Substring's text with its index arguments moved to
    /// the text's count and its index result moved back; also gives a Substring result's start.
    private func indexTakingCall(_ full: String, _ args: [CallArg]) -> (Env, (text: String, start: Int)) throws(Interrupt) -> (Value, Int) {
        // Which arguments are indices: all but `offsetBy:`'s count.
        let compiled = args.enumerated().map { (i, a) in (expr(a.syntax).run, isIndex: !(full.hasPrefix("index(_:offsetBy:") && i == 1)) }
        let trap = Self.substringTraps[full]
        return { env, parts throws(Interrupt) in
            let (text, start) = parts
            var values: [Value] = []
            for (run, isIndex) in compiled {
                let v = try run(env)
                values.append(isIndex ? Self.moved(v, by: -start) : v)
            }
            // Swift checks the limit is inside the Substring before it moves.
            if full == "index(_:offsetBy:limitedBy:)", case .int(let limit) = values[2], limit < 0 || limit > text.count {
                throw StringIndices.outOfBounds
            }
            var receiver = Value.string(text)
            let result: Value?
            do throws(Interrupt) {
                result = try StringIndices.call(&receiver, text, full, values)
            } catch {
                if let trap, case .fatal = error { throw trap }
                throw error
            }
            guard let result else { throw .unsupported("'\(full)' of a Substring is not supported yet") }
            switch full {
            case "distance(from:to:)": return (result, start)
            case "suffix(from:)":
                guard case .int(let i) = values[0] else { return (result, start) }
                return (result, start + i)
            case "prefix(upTo:)", "prefix(through:)": return (result, start)
            default: return (Self.moved(result, by: start), start)
            }
        }
    }

    /// `sub[range]`: the Characters a range of the string's indices covers in a Substring's
    /// text, with the piece's start; Swift's trap for a range outside the Substring.
    private func substringSlice(_ range: @escaping Expr)
        -> (Env, String, Int, Value?) throws(Interrupt) -> (text: String, start: Int) {
        { env, text, start, given throws(Interrupt) in
            let r: Value
            if let given { r = given } else { r = try range(env) }
            // A closed range moves past its upper bound first (`index(after:)`), which traps
            // for an index outside the Substring.
            if case .range(_, let upper, closed: true) = r, upper < start || upper - start >= text.count { throw Self.substringOutOfBounds }
            if case .partialRange(.through(let upper)) = r, upper < start || upper - start >= text.count { throw Self.substringOutOfBounds }
            let (lo, hi): (Int, Int)
            do throws(Interrupt) {
                (lo, hi) = try StringIndices.bounds(Self.moved(r, by: -start), in: text)
            } catch {
                if case .fatal = error { throw Self.rangeOutOfBounds }
                throw error
            }
            let from = text.index(text.startIndex, offsetBy: lo)
            return (String(text[from..<text.index(from, offsetBy: hi - lo)]), start + lo)
        }
    }

    /// `String` or `Substring` when `base` is text of that static type, whose `indices` Swift
    /// keeps as a `DefaultIndices` (held as a range of Character offsets here); nil otherwise.
    func textIndicesOwner(_ base: ExprSyntax) -> String? {
        if standardView(of: base) == .offsetSubstring || isStartKeepingSubstring(base) { return "Substring" }
        switch quietType(base) {
        case .named("String")?: return "String"
        case .named("Substring")?: return "Substring"
        default: return nil
        }
    }

    /// Whether `type` is `String.Index`, as the checker gives it.
    func isStringIndex(_ type: TypeRef?) -> Bool { Self.isNamed(type, StringIndices.typeName) }

    private static func isNamed(_ type: TypeRef?, _ name: String) -> Bool {
        if case .named(name)? = type { return true }
        return false
    }

    /// An index, an optional index or a range of indices moved by `offset` Characters.
    static func moved(_ v: Value, by offset: Int) -> Value {
        switch v {
        case .int(let i): return .int(i + offset)
        case .optional(let inner?): return .optional(moved(inner, by: offset))
        case .range(let lo, let hi, let closed): return .range(lo + offset, hi + offset, closed: closed)
        case .partialRange(.from(let lo)): return .partialRange(.from(lo + offset))
        case .partialRange(.upTo(let hi)): return .partialRange(.upTo(hi + offset))
        case .partialRange(.through(let hi)): return .partialRange(.through(hi + offset))
        default: return v
        }
    }
}
