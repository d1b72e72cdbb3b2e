import SwiftSyntax

/// Refusals of the literal typing (`Compiler+LiteralContexts.swift`): where a context of
/// another number type reaches integer literals through a step it does not follow, a precise
/// "… is not supported yet" rather than a wrong number.
extension Compiler {
    /// Refuses integer literals a context types through `e`, which is not followed here.
    func refuseLiteralsTyped(through e: ExprSyntax) {
        let words = e.trimmedText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let text = words.count > 40 ? words.prefix(40) + "…" : words
        error(e, "unsupported", "integer literals typed by the context through '\(text)' are not supported yet")
    }

    /// The expressions a closure returns: its one expression, or those of its `return`
    /// statements (not those of closures or functions inside it).
    static func returnedExpressions(of c: ClosureExprSyntax) -> [ExprSyntax] {
        if c.statements.count == 1, case .expr(let e)? = c.statements.first?.item { return [e] }
        return Syntax(c.statements).descendantsOfOwnBody(ReturnStmtSyntax.self).compactMap(\.expression)
    }

    /// Refuses `a ?? b` where `a` is made of integer literals through standard calls and `b`
    /// is a `Double` literal (`[1, 2].first ?? 0.5`): swiftc makes the result an optional
    /// `Any` (it prints `Optional(1)`), where the typing here would make the literals `Double`s.
    /// Whether it refused.
    func refuseCoalescingIntegerLiteralsWithDouble(_ i: InfixOperatorExprSyntax) -> Bool {
        guard literalDefaultType(i.rightOperand)?.description == "Double", literalDefaultType(i.leftOperand) == nil,
              let seed = literalSeedType(i.leftOperand), !Self.holdsNoInteger(seed) else { return false }
        error(i.operator, "unsupported",
              "'??' with integer literals through '\(i.leftOperand.trimmedText.prefix(40))' and a 'Double' literal is not supported yet")
        return true
    }

    /// Refuses `e` where a context of another number type (`Double`, `Float`, `UInt8`, a type
    /// of the program's made from integer literals) would type its integer literals through a
    /// step the literal typing does not follow, rather than leave them `Int`s: a standard member
    /// or function (`Set([1, 2]).max()! / 4`, `[[1], [2]].joined().reduce(0, +) / 4`,
    /// `[1, 2].lazy.map { $0 / 2 }`, `zip([1, 2], [3, 4])`, `stride(from: 0, to: 2, by: 1)`,
    /// `Dictionary(uniqueKeysWithValues: [("a", 1 / 2)])`),
    /// the program's generic function, a called closure, or a standard method whose closure
    /// it cannot read (`[1, 2].reduce(0) { f($0, $1) }`, `[1, 2].enumerated().map { … }`).
    /// Only through steps that may keep the element type, so a step that decides it
    /// (`count`, a member of the program's) stops the search.
    func refuseUnfollowedLiteralContext(_ e: ExprSyntax, expected: TypeRef?) {
        guard let expected, holdsContextualNumber(expected) else { return }
        // Tuples of literals may hold text too (`[("a", 1)]`).
        let holdsIntegerLiterals = { (x: ExprSyntax) in
            (self.literalSeedType(x) ?? self.literalDefaultType(x, textInTuples: true)).map(Self.holdsNoInteger) == false
        }
        var cur = e
        // The step nearest the literals whose closure the typing cannot read.
        var unreadClosureStep: ExprSyntax? = nil
        while true {
            if let u = cur.as(ForceUnwrapExprSyntax.self) { cur = u.expression; continue }
            if let base = indexedArray(cur) { cur = base; continue }
            if let m = cur.as(MemberAccessExprSyntax.self), let base = m.base {
                let name = m.declName.baseName.text
                if ["first", "last"].contains(name) { cur = base; continue }
                if name == "lazy", holdsIntegerLiterals(base) { break }
                return
            }
            guard let call = cur.as(FunctionCallExprSyntax.self) else {
                guard let step = unreadClosureStep, holdsIntegerLiterals(cur) else { return }
                cur = step
                break
            }
            if case .receiver(let base, _)? = literalStep(call) { cur = base; continue }
            if call.arguments.contains(where: { holdsIntegerLiterals($0.expression) }) {
                if let r = call.calledExpression.as(DeclReferenceExprSyntax.self), ["Set", "Dictionary", "zip", "stride"].contains(r.baseName.text),
                   resolve(r.baseName.text) == nil {
                    // `stride(from: 0.0, through: 1, by: 0.25)`: a Double among the bounds makes them all Doubles.
                    if r.baseName.text == "stride",
                       call.arguments.contains(where: { literalDefaultType($0.expression)?.description == "Double" }) { return }
                    break
                }
                if returnsTypeParameter(call) { break }
            }
            // A called closure: what it returns is typed by the context, its other statements are
            // not; a literal returned alone (`return 0`) is converted where the result is bound.
            if let c = call.calledExpression.as(ClosureExprSyntax.self), c.signature?.returnClause == nil,
               Self.returnedExpressions(of: c).contains(where: { !isNumberLiteral($0) && holdsIntegerLiterals($0) }) { break }
            guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return }
            let name = fullName(m.declName.baseName.text, callArgs(call))
            if ["joined()", "randomElement()"].contains(name), holdsIntegerLiterals(base) { break }
            guard Self.elementKeepingMethods.contains(name), !closureTiesNoElement(call, name) else { return }
            unreadClosureStep = cur
            cur = base
        }
        refuseLiteralsTyped(through: cur)
    }

    /// Standard methods whose result may hold the receiver's elements, by full name: the
    /// typing reads some of their closures (`Compiler.literalStep`), not all.
    static let elementKeepingMethods: Set<String> = [
        "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "reduce(_:_:)", "reduce(into:_:)", "sorted(by:)",
        "first(where:)", "last(where:)", "min(by:)", "max(by:)", "enumerated()", "prefix(_:)", "suffix(_:)",
        "prefix(while:)", "drop(while:)", "dropFirst(_:)", "dropLast(_:)", "dropFirst()", "dropLast()", "reversed()",
        "sorted()", "shuffled()", "mapValues(_:)", "compactMapValues(_:)", "min()", "max()",
    ]

    /// Whether `t` has a number type other than `Int` in it, or a type of the program's that
    /// an integer literal makes (`ExpressibleByIntegerLiteral`).
    func holdsContextualNumber(_ t: TypeRef) -> Bool {
        if Self.holdsFloating(t) || !numberNames(in: t).isEmpty { return true }
        switch t {
        case .named(let n): return types[n].map { $0.adopts("ExpressibleByIntegerLiteral") || $0.adopts("ExpressibleByFloatLiteral") } ?? false
        case .array(let e), .optional(let e), .set(let e): return holdsContextualNumber(e)
        case .dictionary(_, let v): return holdsContextualNumber(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains(where: holdsContextualNumber)
        default: return false
        }
    }

    /// Whether `t` has `Double`, `Float` or `CGFloat` in it.
    static func holdsFloating(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n): return ["Double", "Float", "CGFloat"].contains(n)
        case .array(let e), .optional(let e), .set(let e): return holdsFloating(e)
        case .dictionary(_, let v): return holdsFloating(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains(where: holdsFloating)
        default: return false
        }
    }
}
