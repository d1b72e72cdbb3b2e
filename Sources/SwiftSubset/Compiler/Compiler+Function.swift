import SwiftSyntax

/// A lowered function body with its parameter layout.
final class ScriptFunction {
    var slotCount = 0
    var hasSelf = false
    var mutatesSelf = false
    var paramSlots: [Int] = []
    var paramTypes: [TypeRef?] = []
    var defaults: [Expr?] = []
    var inoutIndices: [Int] = []
    var returnType: TypeRef?
    var body: Stmt = { _ throws(Interrupt) in .normal }
    var isFailableInit = false
    /// The frames its calls have finished with, for its next calls (``FramePool``), shared by
    /// every callable made of it (a local function's callables, one per call of the enclosing
    /// function, share one). Made when the first callable is made, when the layout is complete.
    lazy var frames = FramePool(size: slotCount)
}

/// Boxes the top-level environment so declarations compiled before it exists can reach it.
final class EnvBox {
    /// Set once before the program runs, then read by every call of a global function.
    @exclusivity(unchecked) var env: Env?
}

/// A parameter as the checker sees it.
struct ParamDecl {
    let label: String?
    let name: String
    let type: TypeRef?
    let hasDefault: Bool
    let isVariadic: Bool
    var isInout: Bool
    let defaultExpr: ExprSyntax?
    /// `@autoclosure`: the argument is wrapped in a closure, evaluated when called.
    var isAutoclosure = false
}

extension Compiler {
    func params(_ list: FunctionParameterListSyntax) -> [ParamDecl] {
        list.map { p in
            let first = p.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.text ?? first
            var isInout = false
            var isAutoclosure = false
            if let a = p.type.as(AttributedTypeSyntax.self) {
                isInout = a.specifiers.contains { $0.trimmedText == "inout" }
                isAutoclosure = a.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "autoclosure" }
            }
            checkTypeExists(p.type)
            var t = typeRef(p.type)
            if p.ellipsis != nil { t = .array(t) }
            return ParamDecl(label: label, name: name, type: t, hasDefault: p.defaultValue != nil,
                             isVariadic: p.ellipsis != nil, isInout: isInout, defaultExpr: p.defaultValue?.value,
                             isAutoclosure: isAutoclosure)
        }
    }

    /// A function's parameters, with its parameter and result types checked to name
    /// something known (`-> [SubSequence]` in `extension Array`, `-> Foo`).
    func params(_ signature: FunctionSignatureSyntax) -> [ParamDecl] {
        if let result = signature.returnClause?.type { checkTypeExists(result) }
        return params(signature.parameterClause.parameters)
    }

    func functionRef(name: String, _ ps: [ParamDecl]) -> FunctionRef {
        let ref = FunctionRef(name: name, labels: ps.map(\.label), hasDefault: ps.map(\.hasDefault),
                              variadicIndex: ps.firstIndex { $0.isVariadic })
        ref.defaultSpellings = ps.map { $0.defaultExpr?.trimmedText }
        ref.autoclosureParams = Set(ps.indices.filter { ps[$0].isAutoclosure })
        ref.inoutParams = Set(ps.indices.filter { ps[$0].isInout })
        return ref
    }

    /// Compiles a function body in a new function scope.
    func compileFunction(
        params ps: [ParamDecl], body: CodeBlockSyntax?, statements: CodeBlockItemListSyntax? = nil,
        selfType: TypeDecl?, selfMutable: Bool, isStatic: Bool = false, returnType: TypeRef?,
        isInit: Bool = false, isLocal: Bool = false, frameTypes: (names: [String], owner: ObjectIdentifier)? = nil,
        implicitSuperInit: InitializerDeclSyntax? = nil
    ) -> ScriptFunction {
        let fn = ScriptFunction()
        let outer = scope
        scope = FunctionScope(parent: outer, selfType: selfType, selfMutable: selfMutable, isStatic: isStatic)
        if isLocal { closureStack.append(ClosureCapture(scope: scope, keepsFrame: true)) }
        defer { if isLocal { closureStack.removeLast() } }
        let savedReturn = currentReturnType
        let savedTargets = breakTargets
        let savedInit = initializingType
        initializingType = isInit ? selfType : nil
        breakTargets = []
        currentReturnType = returnType
        defer {
            scope = outer
            currentReturnType = savedReturn
            breakTargets = savedTargets
            initializingType = savedInit
        }
        if selfType != nil && !isStatic {
            fn.hasSelf = true
            _ = scope.declare("self$", isLet: !selfMutable, type: selfType.map { .named($0.name) })
        } else if selfType != nil {
            // A static method's `self` is the type it is called on (`B.greet()` declared in `A`
            // runs with `B`), which its caller passes as the receiver.
            fn.hasSelf = true
            _ = scope.declare("self$", isLet: true, type: nil)
        }
        for (i, p) in ps.enumerated() {
            let info = scope.declare(p.name, isLet: !p.isInout, type: p.type)
            noteParameterView(of: p.name, type: p.type)
            fn.paramSlots.append(info.slot)
            fn.paramTypes.append(p.type.flatMap { $0.needsCoercion ? $0 : nil })
            fn.defaults.append(p.defaultExpr.map { defaultArgument($0, type: p.type) })
            if p.isInout { fn.inoutIndices.append(i) }
        }
        let frameTypeSlots = declareFrameTypeSlots(frameTypes?.names ?? [])
        fn.returnType = returnType
        if let stmts = body?.statements ?? statements {
            if returnType != nil, stmts.count == 1, let only = stmts.first, case .expr(let e) = only.item {
                let value = returnedValue(e, for: returnType)
                // A function's one expression is returned: checked as `return` checks its value.
                if let f = body?.parent?.as(FunctionDeclSyntax.self), let clause = f.signature.returnClause {
                    checkBinding(value, e, to: typeRef(clause.type), at: .returned)
                }
                let r = value.run
                // A runtime error in it is located there, not at the caller's statement.
                let start = only.startLocation(converter: converter, afterLeadingTrivia: true)
                let point = SourcePoint(line: start.line, column: start.column), ctx = self.ctx
                fn.body = { env throws(Interrupt) in
                    do throws(Interrupt) {
                        env.result = try r(env)
                    } catch {
                        Self.note(error, at: point, in: ctx)
                        throw error
                    }
                    return .returned
                }
            } else if returnType != nil, stmts.count == 1, let only = stmts.first, case .stmt(let s) = only.item,
                      let es = s.as(ExpressionStmtSyntax.self), es.expression.is(SwitchExprSyntax.self) || es.expression.is(IfExprSyntax.self),
                      branchesAreSingleExpressions(es.expression) {
                let r = expr(es.expression, expected: returnType).run
                fn.body = { env throws(Interrupt) in
                    env.result = try r(env)
                    return .returned
                }
            } else {
                fn.body = block(stmts, newScope: false)
            }
        }
        if let implicitSuperInit { fn.body = endingWithSuperInit(fn.body, at: implicitSuperInit) }
        fn.body = storingFrameTypeBinding(frameTypeSlots, parameterSlots: fn.paramSlots, owner: frameTypes?.owner, fn.body)
        fn.slotCount = scope.slotCount
        fn.mutatesSelf = selfMutable
        // Locals are released in reverse order of declaration when the function returns.
        if scope.localFunctions.allSatisfy({ $0.isEmpty }) {
            let keep = Set(fn.paramSlots + (fn.hasSelf ? [0] : [])).union(scope.capturedMutable)
            let locals = scope.blocks[0].values.map(\.slot).filter { !keep.contains($0) }.sorted(by: >)
            if !locals.isEmpty {
                let inner = fn.body
                fn.body = { env throws(Interrupt) in
                    defer { for s in locals { env.slots[s] = .void } }
                    return try inner(env)
                }
            }
        }
        return fn
    }

    /// Whether every branch of an `if`/`switch` is one expression (so it can be a value).
    func branchesAreSingleExpressions(_ e: ExprSyntax) -> Bool {
        func single(_ items: CodeBlockItemListSyntax) -> Bool {
            guard items.count == 1, let only = items.first else { return false }
            if case .expr(let x) = only.item {
                return !(x.is(FunctionCallExprSyntax.self) && x.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "print")
            }
            return false
        }
        if let s = e.as(SwitchExprSyntax.self) {
            return s.cases.allSatisfy { el in
                guard case .switchCase(let c) = el else { return false }
                return single(c.statements)
            }
        }
        if let i = e.as(IfExprSyntax.self) {
            guard single(i.body.statements) else { return false }
            switch i.elseBody {
            case .codeBlock(let b)?: return single(b.statements)
            case .ifExpr(let x)?: return branchesAreSingleExpressions(ExprSyntax(x))
            default: return false
            }
        }
        return false
    }

    /// Wraps a lowered function as a callable value closing over `captured`.
    func makeCallable(_ fn: ScriptFunction, name: String, captured: @escaping () -> Env?) -> Callable {
        Compiler.makeCallable(fn, name: name, ctx: ctx, captured: captured)
    }

    static func makeCallable(_ fn: ScriptFunction, name: String, ctx: RunContext, captured: @escaping () -> Env?) -> Callable {
        makeCallable(fn, name: name, ctx: ctx, parent: .reached(captured))
    }

    /// Wraps a lowered function as a callable value whose frames' parent is `parent`.
    static func makeCallable(_ fn: ScriptFunction, name: String, ctx: RunContext, parent: FrameParent) -> Callable {
        // The function is complete here: its layout is read once, not on every call.
        let slotCount = fn.slotCount, hasSelf = fn.hasSelf, writesSelfBack = fn.hasSelf && fn.mutatesSelf
        let paramSlots = fn.paramSlots, defaults = fn.defaults, paramTypes = fn.paramTypes, body = fn.body
        let returnCoercion = fn.returnType.flatMap { $0.needsCoercion ? $0 : nil }
        let maxDepth = ctx.limits.maxCallDepth
        // Parameters without a default or a conversion are stored as passed.
        let plainParameters = defaults.allSatisfy { $0 == nil } && paramTypes.allSatisfy { $0 == nil }
        // A plain function without a receiver is also entered with its arguments stored
        // straight into its frame (`Callable.enter`): the frame is made first, the caller's
        // argument values go into it, and then the call counts, exactly as below.
        let arity = paramSlots.count
        let enters = plainParameters && !hasSelf && paramSlots == Array(0..<arity) && arity <= slotCount
        // Frames the calls have finished with are reused by the next calls (``FramePool``): a
        // call that returns hands its frame back after everything that reads it (the result,
        // `self` written back); a call that throws drops it.
        let frames = fn.frames
        let enter: ((_ arguments: (Env) throws(Interrupt) -> Void) throws(Interrupt) -> Value)? = !enters ? nil : { arguments throws(Interrupt) in
            let env = frames.frame(parent: parent.env)
            try arguments(env)
            try ctx.enterCall(maxDepth: maxDepth)
            defer { ctx.depth -= 1 }
            _ = try body(env)
            var result = env.takeResult()
            if let returnCoercion { result = coerce(result, to: returnCoercion) }
            frames.finish(consume env)
            return result
        }
        // A lone tuple's elements are the arguments (`Callable.spreadingTuple`) only where a
        // call of one argument could not be complete otherwise (no default after the first).
        let spreadArity = defaults.dropFirst().allSatisfy { $0 == nil } ? arity : 0
        let c = Callable(name: name, invoke: { args, selfValue throws(Interrupt) in
            let args = Callable.spreadingTuple(args, arity: spreadArity)
            try ctx.enterCall(maxDepth: maxDepth)
            defer { ctx.depth -= 1 }
            let env = frames.frame(parent: parent.env)
            var result: Value
            do {
                if hasSelf { env.slots[0] = selfValue }
                // A mutating method holds `self` alone while it runs (Swift's `inout self`), so
                // what it replaces is released there; `self` goes back however the call ends,
                // before the frame is emptied.
                if writesSelfBack { selfValue = .void }
                defer { if writesSelfBack { selfValue = env.slots[0] } }
                if plainParameters {
                    for i in 0..<min(paramSlots.count, args.count) { env.slots[paramSlots[i]] = args[i] }
                } else {
                    for i in 0..<paramSlots.count {
                        var v = i < args.count ? args[i] : .void
                        if case .void = v, let d = defaults[i] { v = try d(env) }
                        if let t = paramTypes[i] { v = coerce(v, to: t) }
                        env.slots[paramSlots[i]] = v
                    }
                }
                _ = try body(env)
                result = env.takeResult()
                if let returnCoercion { result = coerce(result, to: returnCoercion) }
            }
            frames.finish(consume env)
            return result
        }, enter: enter, enterArity: enters ? arity : -1)
        if defaults.contains(where: { $0 != nil }) {
            c.defaultArguments = { args throws(Interrupt) in
                let env = Env(size: slotCount, parent: parent.env)
                while args.count < paramSlots.count { args.append(.void) }
                for i in 0..<paramSlots.count {
                    if case .void = args[i], let d = defaults[i] { args[i] = try d(env) }
                }
            }
        }
        if !fn.inoutIndices.isEmpty {
            c.inoutInvoke = { args, selfValue throws(Interrupt) in
                // Counted and limited as every other call is (recursion through `inout`
                // methods reaches the call-depth limit, not the process's stack).
                try ctx.enterCall(maxDepth: maxDepth)
                defer { ctx.depth -= 1 }
                let env = Env(size: fn.slotCount, parent: parent.env)
                if fn.hasSelf { env.slots[0] = selfValue }
                if writesSelfBack { selfValue = .void }
                defer { if writesSelfBack { selfValue = env.slots[0] } }
                for i in 0..<fn.paramSlots.count {
                    var v = i < args.count ? args[i] : .void
                    if case .void = v, let d = fn.defaults[i] { v = try d(env) }
                    if let t = paramTypes[i] { v = coerce(v, to: t) }
                    env.slots[fn.paramSlots[i]] = v
                }
                // The `inout` parameters' final values go back however the call ends (a
                // throwing function's changes before the throw stay, as in Swift).
                defer { for i in fn.inoutIndices { args[i] = env.slots[fn.paramSlots[i]] } }
                _ = try fn.body(env)
                if let returnCoercion { return coerce(env.result, to: returnCoercion) }
                return env.result
            }
        }
        return c
    }
}
