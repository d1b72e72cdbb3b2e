import SwiftSyntax

/// The places of a call's `&` arguments, written back with the callee's final parameter
/// values when the call returns (as Swift writes an `inout` argument back).
struct InoutTargets {
    /// Each `&` argument's position among the arguments, its parameter index and place.
    let places: [(arg: Int, param: Int, lv: LValue)]

    /// The argument runners with each staged `&` argument's replaced by its place's first
    /// phase (its indices, its base calls), whose parts `call` takes from the argument's
    /// position: Swift evaluates every argument before it reads any `&` place.
    func stagedRunners(_ runners: [Expr]) -> [Expr] {
        var runners = runners
        for place in places {
            guard let staged = place.lv.staged, place.arg < runners.count else { continue }
            runners[place.arg] = { env throws(Interrupt) in
                var parts: [Value] = []
                try staged.evaluate(env, &parts)
                return .array(parts)
            }
        }
        return runners
    }

    /// Runs a call on its evaluated arguments `vals` (`run` leaves each `inout` parameter's
    /// final value in `vals`): reads each staged `&` place, in order, from the parts its runner
    /// left; writes the `&` arguments back, also when the call throws (Swift writes an `inout`
    /// argument back however the call ends), then releases the arguments last to first, as
    /// swiftc -Onone does after a call (`ReleaseOrder.swift`).
    func call(_ vals: inout [Value], _ env: Env,
              _ run: (inout [Value]) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        var parts = [[Value]](repeating: [], count: places.count)
        for (k, place) in places.enumerated() {
            guard let staged = place.lv.staged, case .array(let evaluated) = vals[place.param] else { continue }
            parts[k] = evaluated
            vals[place.param] = try staged.read(env, evaluated)
        }
        let result: Value
        do throws(Interrupt) {
            result = try run(&vals)
        } catch {
            try writeBack(vals, parts, env)
            throw error
        }
        try writeBack(vals, parts, env)
        vals.releaseLastToFirst()
        return result
    }

    /// Stores each parameter's final value into its argument's place, last argument first
    /// (swiftc ends the accesses in that order), setting the place without reading it again:
    /// a computed variable's or a subscript's getter ran once, for the argument.
    private func writeBack(_ vals: [Value], _ parts: [[Value]], _ env: Env) throws(Interrupt) {
        for (k, place) in places.enumerated().reversed() {
            let newValue = vals[place.param]
            if let staged = place.lv.staged {
                _ = try staged.assign(env, parts[k]) { v throws(Interrupt) in v = newValue; return .void }
            } else if let assignIndexed = place.lv.assignIndexed {
                try assignIndexed(env) { _ throws(Interrupt) in newValue }
            } else {
                let set = place.lv.assign ?? place.lv.modify
                _ = try set(env) { v throws(Interrupt) in v = newValue; return .void }
            }
        }
    }
}

/// `obj.method(&x)`, `method(&x)` inside a type, `Type.method(&x)` and the standard
/// `formIndex(after: &i)`: the method runs through `Callable.inoutInvoke` and the `&`
/// arguments are written back when it returns.
extension Compiler {
    /// The `&` arguments' places, each with its parameter index (`mapping`, when the arguments
    /// are placed by an `ArgumentFit`). Nil when no argument is marked `&`.
    func inoutTargets(_ args: [CallArg], mapping: [Int]? = nil) -> InoutTargets? {
        refuseClosureOverlappingInout(args)
        var places: [(arg: Int, param: Int, lv: LValue)] = []
        for (i, a) in args.enumerated() {
            guard let io = a.syntax.as(InOutExprSyntax.self) else { continue }
            guard let lv = inoutPlace(io) else { continue }
            // A staged place evaluates its indices once; another would evaluate them again
            // for the write-back.
            if lv.staged == nil, let call = Self.callInIndex(Syntax(io.expression), insideIndex: false) {
                error(call, "unsupported", "a call inside the index of an 'inout' argument is not supported yet")
                continue
            }
            places.append((i, mapping?[i] ?? i, lv))
        }
        return places.isEmpty ? nil : InoutTargets(places: places)
    }

    /// The place an `&` argument names, a constant reported as swiftc reports it there.
    func inoutPlace(_ io: InOutExprSyntax) -> LValue? {
        let outerSite = mutationSite
        if mutationSite == nil { mutationSite = .inoutArgument(Syntax(io)) }
        defer { mutationSite = outerSite }
        return lvalue(io.expression)
    }

    /// The first call inside a subscript's arguments in an `&` argument's place (`&a[next()]`):
    /// the index is evaluated for the argument and again for the write-back, where Swift
    /// evaluates it once, so a call there would run twice.
    private static func callInIndex(_ node: Syntax, insideIndex: Bool) -> Syntax? {
        if insideIndex, node.is(FunctionCallExprSyntax.self) { return node }
        if let s = node.as(SubscriptCallExprSyntax.self) {
            return callInIndex(Syntax(s.calledExpression), insideIndex: insideIndex)
                ?? callInIndex(Syntax(s.arguments), insideIndex: true)
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let call = callInIndex(child, insideIndex: insideIndex) { return call }
        }
        return nil
    }

    /// Refuses `&` arguments on a call path that would not write them back (initialisers,
    /// `super` calls), naming the callee `what`: Swift changes the argument, so running the
    /// call without the write-back would differ silently. True when an error was reported.
    @discardableResult
    func refuseInoutArguments(_ args: [CallArg], to what: String) -> Bool {
        guard let io = args.first(where: { $0.syntax.is(InOutExprSyntax.self) }) else { return false }
        error(io.syntax, "unsupported", "passing an 'inout' argument to \(what) is not supported yet")
        return true
    }

    /// Refuses what Swift refuses or checks when it runs, for `&` arguments of a method called
    /// on `receiver` (nil: implicit `self`): an argument inside the receiver of a mutating
    /// method (swiftc: "overlapping accesses"), and a class instance's property, which Swift
    /// checks at run time against the method's own accesses (the interpreter does not).
    /// True when an error was reported.
    func refuseOverlappingInout(receiver: ExprSyntax?, _ name: String, _ args: [CallArg], at node: some SyntaxProtocol) -> Bool {
        // Most calls have no `&` argument: they are done without typing the receiver, which
        // compiles it (a chain `a.f().g().h()` would otherwise compile each receiver twice per
        // level, 2^n in all).
        guard args.contains(where: { $0.syntax.is(InOutExprSyntax.self) }) else { return false }
        let receiverRoot = receiver.map { Self.rootName($0) ?? "" } ?? "self"
        lazy var receiverIsValue: Bool = {
            guard let receiver else { return scope.selfTypeChain?.kind != .classType }
            return !baseIsClassType(receiver) && staticTypeOf(receiver) == nil
        }()
        let mutating = BuiltinMutating.names.contains(name) || mutatingMethodNames.contains(name)
        for a in args {
            guard let io = a.syntax.as(InOutExprSyntax.self) else { continue }
            if mutating, receiverIsValue, inoutRoot(io.expression) == receiverRoot {
                let where_: Syntax = receiver.map { Syntax($0) } ?? Syntax(node)
                error(where_, "exclusivity",
                      "overlapping accesses to '\(receiverRoot)', but modification requires exclusive access; consider copying to a local variable")
                return true
            }
            if reachesClassProperty(io.expression) {
                error(io, "unsupported", "passing a class instance's property as an 'inout' argument to a method is not supported yet")
                return true
            }
        }
        return false
    }

    /// The variable an `&` argument starts from, `self` for a property of `self` named alone.
    private func inoutRoot(_ e: ExprSyntax) -> String? {
        guard let root = Self.rootName(e) else { return nil }
        if case .implicitSelfMember? = resolve(root) { return "self" }
        return root
    }

    /// Whether a place lies inside a class instance (`node.value`, `items[0]` in a class).
    private func reachesClassProperty(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            if case .implicitSelfMember(_, let t, let isStatic)? = resolve(r.baseName.text) { return !isStatic && t.kind == .classType }
            return false
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            return baseIsClassType(base) || reachesClassProperty(base)
        }
        if let s = e.as(SubscriptCallExprSyntax.self) { return reachesClassProperty(s.calledExpression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return reachesClassProperty(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return reachesClassProperty(o.expression) }
        return false
    }

    /// A method call with `&` arguments: the receiver (through `lvBase` for a mutating
    /// method), then the arguments, are evaluated; the method found for the receiver's value
    /// runs; then the receiver and the arguments are written back.
    func inoutMethodCall(lvBase: LValue?, base: Compiled, full: String, _ args: [CallArg], fit: ArgumentFit?,
                         paramTypes: [TypeRef?], resultType: TypeRef?) -> Compiled? {
        guard let targets = inoutTargets(args, mapping: fit?.mapping) else { return nil }
        let argsRun = fittedArgRunner(args, fit: fit, types: paramTypes, inouts: targets)
        let extensions = builtinExtensions.filter { $0.value.methods[full] != nil }
        let b = base.run
        let call = { (receiver: inout Value, vals: inout [Value]) throws(Interrupt) -> Value in
            guard let method = Self.inoutMethod(receiver, full, extensions), let withInout = method.inoutInvoke else {
                throw .unsupported("passing an 'inout' argument to the method '\(full)' is not supported yet")
            }
            return try withInout(&vals, &receiver)
        }
        if let lv = lvBase {
            // The receiver's path, the arguments, then the receiver's access, inside which the
            // `&` places are read, the method runs and they are written back.
            return Compiled({ env throws(Interrupt) in
                try lv.access(env, reading: true, after: argsRun) { vals, v throws(Interrupt) in
                    try targets.call(&vals, env) { vals throws(Interrupt) in try call(&v, &vals) }
                }
            }, resultType)
        }
        return Compiled({ env throws(Interrupt) in
            var receiver = try b(env)
            var vals = try argsRun(env)
            return try targets.call(&vals, env) { vals throws(Interrupt) in try call(&receiver, &vals) }
        }, resultType)
    }

    /// The program's method `full` for a receiver's value: its type's (a class's by the
    /// object's dynamic type), a static one for a metatype, or one added to a standard type.
    static func inoutMethod(_ receiver: Value, _ full: String, _ extensions: [String: TypeDecl]) -> Callable? {
        switch receiver {
        case .structValue(let s): return s.type.findMethod(full)
        case .object(let o): return o.type.findMethod(full)
        case .enumValue(let t, _, _): return t.findMethod(full)
        case .metatype(let t): return t.findStatic(full)
        default:
            for name in standardTypeNames(of: receiver) {
                if let m = extensions[name]?.methods[full] { return m }
            }
            return nil
        }
    }

    /// `c.formIndex(after: &i)` and `c.formIndex(before: &i)` on a standard collection: the
    /// index becomes `c.index(after: i)` (or `before:`). Nil for other calls, and where the
    /// program declares a `formIndex` of its own.
    /// `baseExpr` nil: implicit `self`, in an extension of a standard collection protocol.
    func formIndexCall(_ baseExpr: ExprSyntax?, _ name: String, _ args: [CallArg]) -> Compiled? {
        guard name == "formIndex", args.count == 1, let label = args[0].label, label == "after" || label == "before",
              let io = args[0].syntax.as(InOutExprSyntax.self),
              !types.values.contains(where: { $0.methods.keys.contains { baseName($0) == "formIndex" } }),
              !builtinExtensions.values.contains(where: { $0.methods.keys.contains { baseName($0) == "formIndex" } })
        else { return nil }
        let base = expr(baseExpr ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))).run
        guard let place = inoutPlace(io) else { return Compiled { _ throws(Interrupt) in .void } }
        let ctx = self.ctx
        let step = "index(\(label):)"
        return Compiled({ env throws(Interrupt) in
            var collection = try base(env)
            let index = try place.get(env)
            let next = try Dispatch.callMethod(&collection, step, [index], ctx: ctx)
            _ = try place.modify(env) { v throws(Interrupt) in v = next; return .void }
            return .void
        }, .named("Void"))
    }
}
