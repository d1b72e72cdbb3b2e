import SwiftSyntax

/// Top-level functions overloaded by their parameter types (`f(_ x: Int)` beside
/// `f(_ x: Any)`, `f(callback: () -> Int)` beside `f(callback: () throws -> Int)`): declared
/// side by side, and a call chooses by its arguments' static types, as far as they are known.
extension Compiler {
    /// A function's type as written, which tells overloads of one full name apart: its
    /// parameters' types, `async`, and its result type (Swift overloads on each).
    static func signatureSpelling(_ s: FunctionSignatureSyntax) -> String {
        let params = s.parameterClause.parameters.map { $0.type.trimmedText + ($0.ellipsis == nil ? "" : "...") }
        let effects = s.effectSpecifiers?.asyncSpecifier == nil ? "" : " async"
        return "(" + params.joined(separator: ", ") + ")" + effects + " -> " + (s.returnClause?.type.trimmedText ?? "()")
    }

    /// Of declarations sharing one full name, the one a call's arguments choose: the one whose
    /// parameter types are the arguments' static types, else the only one taking `Any` where
    /// the others do not fit. Nil, with a refusal at `node`, when the checker cannot tell.
    func overloadByArgumentTypes(_ candidates: [FunctionRef], _ args: [CallArg], node: some SyntaxProtocol) -> (FunctionRef, [Int])? {
        let labels = args.map(\.label)
        let argTypes = args.map { a -> String? in
            var s = a.syntax
            if let io = s.as(InOutExprSyntax.self) { s = io.expression }
            return quietType(s)?.description
        }
        func fitting(anyAccepts: Bool) -> [(FunctionRef, [Int])] {
            candidates.compactMap { ref in
                guard let mapping = ref.match(labels) else { return nil }
                for (i, p) in mapping.enumerated() {
                    guard p < ref.paramTypes.count, let want = ref.paramTypes[p]?.description, let have = argTypes[i] else { return nil }
                    if want != have && !(anyAccepts && want == "Any") { return nil }
                }
                return (ref, mapping)
            }
        }
        let exact = fitting(anyAccepts: false)
        // `f(Array(a))` beside `f<T>(_: T)` and `f(_: [Int])`: swiftc calls the generic one,
        // whose ranking against a generic initialiser's result is not modelled here. Only
        // where an overload takes exactly the argument's type and another a bare type
        // parameter there (`g<T>(_: [T])` beside `g(_: [Int])` takes the concrete one).
        for (i, a) in args.enumerated() where isUnspecialisedGenericInit(a.syntax) {
            let takesExactly = exact.contains { ref, mapping in ref.typeParameterUses.isEmpty && i < mapping.count }
            let takesBareParameter = candidates.contains { ref in
                guard let mapping = ref.match(labels), i < mapping.count, let use = ref.typeParameterUses[mapping[i]] else { return false }
                return !use.inArray && !use.boundByReceiver
            }
            if takesExactly && takesBareParameter {
                error(node, "unsupported", "choosing between generic and other overloads of '\(candidates[0].fullName)' here is not supported yet")
                return nil
            }
        }
        if exact.count == 1 { return exact[0] }
        if exact.isEmpty, let promoted = overloadByOptionalPromotion(candidates, labels: labels, argTypes: argTypes) { return promoted }
        if exact.isEmpty {
            let existential = overloadTakingExistential(candidates, labels: labels, argTypes: argTypes)
            if let choice = existential.choice { return choice }
            if existential.undecided {
                error(node, "unsupported", "choosing among the overloads of '\(candidates[0].fullName)' by the protocols an argument's type adopts is not supported yet")
                return nil
            }
        }
        var noGenericFits = false
        if exact.isEmpty, candidates.contains(where: { !$0.typeParameterUses.isEmpty }) {
            let generic = mostConstrainedGeneric(candidates, labels: labels, argTypes: argTypes)
            if let choice = generic.choice { return choice }
            if generic.undecided {
                error(node, "unsupported", "choosing between generic and other overloads of '\(candidates[0].fullName)' here is not supported yet")
                return nil
            }
            noGenericFits = true
        }
        if exact.isEmpty {
            let loose = fitting(anyAccepts: true)
            // No generic overload takes these arguments (`g<T>(_: [T])` for `g(1)`).
            if noGenericFits, loose.count == 1, loose[0].0.typeParameterUses.isEmpty { return loose[0] }
            // Only `Any` accepts the argument, unless a generic overload not seen fitting here
            // (`g<T>(_: [T])` for `g([1])`) may be the one Swift prefers: then refused below.
            let isGeneric = { (ref: FunctionRef) in !ref.typeParameterUses.isEmpty }
            if loose.count == 1, isGeneric(loose[0].0) || !candidates.contains(where: isGeneric) { return loose[0] }
            // A type parameter reads as `Any` here. Swift prefers binding a generic overload's
            // type parameter to converting to `Any` (`over("s")` beside `over(_: Any)` and
            // `over<T>(_: T)` calls the generic one).
            let generic = loose.filter { isGeneric($0.0) && $0.0.typeParameterUses.values.allSatisfy { !$0.constrained } }
            if generic.count == 1, loose.count == 2 { return generic[0] }
        }
        if candidates.contains(where: { !$0.typeParameterUses.isEmpty }) {
            error(node, "unsupported", "choosing between generic and other overloads of '\(candidates[0].fullName)' here is not supported yet")
        } else {
            error(node, "unsupported", "choosing among the overloads of '\(candidates[0].fullName)' by types the checker does not know is not supported yet")
        }
        return nil
    }

    /// `f(3)` beside `f(_: Int?)` and `f(_: String?)`: where every overload takes concrete
    /// value types only (no type parameter, protocol, class or `Any`, whose ranking against an
    /// optional's is not modelled), the one overload each argument fits as its own type or that type made
    /// optional. Nil where none or several do.
    private func overloadByOptionalPromotion(_ candidates: [FunctionRef], labels: [String?], argTypes: [String?]) -> (FunctionRef, [Int])? {
        let concrete = candidates.allSatisfy { ref in
            ref.typeParameterUses.isEmpty && ref.paramTypes.allSatisfy { type in
                guard let type else { return false }
                let name = type.unwrappedOptional.description
                // A class's argument may be upcast, which Swift ranks before making it optional.
                return name != "Any" && types[name]?.kind != .protocolType && types[name]?.kind != .classType
                    && !StandardProtocols.names.contains(name)
            }
        }
        guard concrete else { return nil }
        let fits = candidates.compactMap { ref -> (FunctionRef, [Int])? in
            guard let mapping = ref.match(labels) else { return nil }
            for (i, p) in mapping.enumerated() {
                guard p < ref.paramTypes.count, let want = ref.paramTypes[p]?.description, let have = argTypes[i],
                      want == have || want == have + "?" else { return nil }
            }
            return (ref, mapping)
        }
        return fits.count == 1 ? fits[0] : nil
    }

    /// `area(2)` beside `area(_: Int)` and `area(_: Double)` where something around the call
    /// gives a type (`let b: Double = area(2)`, `half(5) + 0.5`): Swift chooses the overload by
    /// that context, its number literal then taking the other type (`12.0`); the literal's
    /// default type chose here (`4.0`). Refused, with whether it was; a call without such a
    /// context (a statement, an untyped binding, `print`) keeps the literal's default type, as
    /// Swift does.
    func refuseLiteralChosenOverload(_ picked: (FunctionRef, [Int]), among candidates: [FunctionRef], _ args: [CallArg],
                                     expected: TypeRef?, call: ExprSyntax?, node: some SyntaxProtocol) -> Bool {
        let (ref, mapping) = picked
        let result = ref.returnType?.description
        let hasContext: Bool
        if let expected, !{ if case .any = expected { true } else { false } }() {
            // A context asking for the chosen overload's own result type agrees with it.
            hasContext = expected.unwrappedOptional.description != result
        } else if let call, let infix = call.parent?.as(InfixOperatorExprSyntax.self) {
            // An operand beside an integer literal or a value of the chosen result's type agrees.
            let other = infix.leftOperand.id == call.id ? infix.rightOperand : infix.leftOperand
            hasContext = !other.is(IntegerLiteralExprSyntax.self) && quietType(other)?.description != result
        } else {
            hasContext = false
        }
        guard hasContext else { return false }
        for (i, p) in mapping.enumerated() where i < args.count && Self.isIntegerLiteralShaped(args[i].syntax) {
            let mine = p < ref.paramTypes.count ? ref.paramTypes[p] : nil
            let others = candidates.filter { $0 !== ref }.compactMap { other -> TypeRef? in
                guard let m = other.match(args.map(\.label)), i < m.count, m[i] < other.paramTypes.count else { return nil }
                return other.paramTypes[m[i]]
            }
            if others.contains(where: { Self.takesFloatingLiterals($0) }) && !Self.takesFloatingLiterals(mine) {
                error(node, "unsupported", "choosing among the overloads of '\(ref.fullName)' for a number literal where the context may ask for another number type is not supported yet")
                return true
            }
        }
        return false
    }

    /// An integer literal, or an array literal of them (`2`, `[1, 2]`).
    private static func isIntegerLiteralShaped(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) { return true }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return isIntegerLiteralShaped(p.expression) }
        if let a = e.as(ArrayExprSyntax.self), !a.elements.isEmpty { return a.elements.allSatisfy { isIntegerLiteralShaped($0.expression) } }
        return false
    }

    /// Whether a parameter of `type` takes an integer literal as a floating-point value
    /// (`Double`, `Float`, `CGFloat`, or an array of them).
    private static func takesFloatingLiterals(_ type: TypeRef?) -> Bool {
        switch type {
        case .named(let n)?: return ["Double", "Float", "CGFloat", "Float80"].contains(n)
        case .array(let e)?: return takesFloatingLiterals(e)
        default: return false
        }
    }

    /// Whether `e` calls a standard generic type's initialiser without type arguments
    /// (`Array(xs)`, `Optional(1)`, `Set(ys)`), whose type parameter the call infers.
    private func isUnspecialisedGenericInit(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let r = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = r.baseName.text
        return ["Array", "Set", "Optional", "Dictionary", "ContiguousArray"].contains(name) && resolve(name) == nil && types[name] == nil
    }

    /// The first of `refs` whose parameters take `labels`, preferring one that leaves fewer
    /// defaulted parameters to their defaults: Swift calls `f()` rather than `f(_ x: Int = 2)`
    /// for `f()`, and `k(_:)` rather than `k(_:_: = 1)` for `k(1)`.
    static func matchUsingFewestDefaults(_ refs: [FunctionRef], _ labels: [String?]) -> (FunctionRef, [Int])? {
        var best: (ref: FunctionRef, mapping: [Int], defaults: Int)? = nil
        for r in refs {
            guard let m = r.match(labels) else { continue }
            let passed = Set(m)
            let defaults = r.hasDefault.indices.filter { r.hasDefault[$0] && !passed.contains($0) }.count
            if best == nil || defaults < best!.defaults { best = (r, m, defaults) }
            if defaults == 0 { break }
        }
        return best.map { ($0.ref, $0.mapping) }
    }

    /// A function's name as swiftc's diagnostics spell it: `f` when every parameter is
    /// unlabelled (`f(_:)`), else the full name (`f(a:)`, `h()`, `k(_:b:)`).
    static func declaredName(_ ref: FunctionRef) -> String {
        !ref.labels.isEmpty && ref.labels.allSatisfy({ $0 == nil }) ? ref.name : ref.fullName
    }

    /// The hidden slot holding a local (or top-level) function's value: its full name and its
    /// type as written, so that overloads of one full name each have their own.
    static func functionSlotName(_ fullName: String, _ f: FunctionDeclSyntax) -> String {
        "func$" + fullName + declarationSpelling(f)
    }
}

extension Compiler {
    /// How closely an argument of static type `have` fits a parameter of type `want`, as
    /// Swift ranks overloads: 0 the same type, 1 a protocol the type adopts (an existential),
    /// 2 `Any`; nil when it does not fit. Throws `Undecided` when the checker cannot tell.
    private func argumentFitRank(want: String, have: String) throws(Undecided) -> Int? {
        if want == have { return 0 }
        if want == "Any" { return 2 }
        guard types[want]?.kind == .protocolType || StandardProtocols.names.contains(want) else { return nil }
        guard let adopts = staticTypeAdopts(have, want) else { throw Undecided() }
        return adopts ? 1 : nil
    }

    /// The checker cannot tell whether a type adopts a protocol.
    private struct Undecided: Error {}

    /// Whether values of the static type named `have` adopt protocol `proto`: a program type
    /// by what it declares, a standard type by the standard protocols it is known to adopt;
    /// nil when that is not known here (an array's `Hashable` depends on its element).
    func staticTypeAdopts(_ have: String, _ proto: String) -> Bool? {
        if let t = types[have], t.host == nil, t.kind != .builtin {
            if t.conforms(to: proto) { return true }
            return proto == "Equatable" && (t.conforms(to: "Hashable") || t.conforms(to: "Comparable"))
        }
        // A program protocol is adopted by a standard type only through the program's extension.
        // (`extension Int: Describable` is recorded on the standard type's extension.)
        let adoptsByExtension = builtinExtensions[have]?.adopts(proto) ?? false
        if types[proto]?.host == nil, !StandardProtocols.names.contains(proto) {
            return adoptsByExtension || (types[have]?.conforms(to: proto) ?? false)
        }
        if adoptsByExtension { return true }
        if let t = types[have], t.conforms(to: proto) { return true }
        guard StandardProtocols.names.contains(proto) else { return nil }
        if ["Int", "Double", "Float", "String", "Character", "Substring"].contains(have) || IntKind(name: have) != nil {
            return proto != "Error"
        }
        if have == "Bool" { return proto != "Error" && proto != "Comparable" }
        // Tuples and function types adopt no protocol.
        if have.hasPrefix("(") { return false }
        if have.hasPrefix("[") { return proto == "CustomStringConvertible" ? true : (proto == "Error" || proto == "Comparable" ? false : nil) }
        if have.hasSuffix("?") { return proto == "CustomStringConvertible" || proto == "Error" || proto == "Comparable" ? false : nil }
        return nil
    }

    /// `f(_: CustomStringConvertible)` beside `f(_: Any)` for `f(1)`: where no overload takes
    /// the arguments' own types, the one whose every parameter fits at least as closely as
    /// every other's (an adopted protocol before `Any`), when one takes a protocol at all and
    /// exactly one is closest; beside generic overloads, only one that needs no `Any`
    /// (`f(_: Shape)` is preferred to `f<T>(_: T)`, which is preferred to `f(_: Any)`). Nil otherwise (the caller's own rules then decide or refuse);
    /// `undecided` when whether an argument adopts a parameter's protocol is not known here.
    private func overloadTakingExistential(_ candidates: [FunctionRef], labels: [String?],
                                           argTypes: [String?]) -> (choice: (FunctionRef, [Int])?, undecided: Bool) {
        var ranked: [(FunctionRef, [Int], [Int])] = []
        for ref in candidates {
            guard ref.typeParameterUses.isEmpty, let mapping = ref.match(labels) else { continue }
            var ranks: [Int] = []
            for (i, p) in mapping.enumerated() {
                guard p < ref.paramTypes.count, let want = ref.paramTypes[p]?.description, let have = argTypes[i] else { break }
                do throws(Undecided) {
                    guard let rank = try argumentFitRank(want: want, have: have) else { break }
                    ranks.append(rank)
                } catch {
                    return (nil, true)
                }
            }
            if ranks.count == mapping.count { ranked.append((ref, mapping, ranks)) }
        }
        // A generic overload binds its type parameter to the argument's own type, which Swift
        // prefers to converting it to `Any` but not to passing it as a protocol it adopts.
        if candidates.contains(where: { !$0.typeParameterUses.isEmpty }) { ranked.removeAll { $0.2.contains(2) } }
        guard ranked.contains(where: { $0.2.contains(1) }) else { return (nil, false) }
        let closest = ranked.filter { r in ranked.allSatisfy { o in zip(r.2, o.2).allSatisfy { $0 <= $1 } } }
        guard closest.count == 1 else { return (nil, false) }
        return ((closest[0].0, closest[0].1), false)
    }
}
