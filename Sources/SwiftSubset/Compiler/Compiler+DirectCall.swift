/// Calls whose callee is known when the call is compiled, made without reading the callee
/// through a closure that wraps it in a `Value` on every call.
extension Compiler {
    /// A plain call (arguments in parameter order, no variadics or `inout`) of the global
    /// function `ref` by name. Its callable is read straight from `ref` when the call runs
    /// (where `functionValue` reads it), before the arguments, as the general path does.
    func directCallee(
        _ ref: FunctionRef, _ compiledArguments: [Compiled], _ arguments: @escaping (_ env: Env, _ frame: Env) throws(Interrupt) -> Void
    ) -> Expr {
        { env throws(Interrupt) in try Compiler.callPlain(try ref.definedCallable(), env, compiledArguments, arguments) }
    }

    /// Calls `c` with the values of `compiledArguments` evaluated in `env`: stored straight into
    /// the new frame by `arguments` when `c` is entered that way (`Callable.enter`), else passed
    /// as an array. The arguments are read from their `Compiled` structs, not from an array of
    /// closures (whose closures are called through reabstraction thunks).
    @inline(__always)
    static func callPlain(
        _ c: Callable, _ env: Env, _ compiledArguments: [Compiled], _ arguments: (_ env: Env, _ frame: Env) throws(Interrupt) -> Void
    ) throws(Interrupt) -> Value {
        if c.enterArity == compiledArguments.count, let enter = c.enter {
            return try enter { frame throws(Interrupt) in try arguments(env, frame) }
        }
        var vals: [Value] = []
        vals.reserveCapacity(compiledArguments.count)
        for a in compiledArguments { vals.append(try a.run(env)) }
        var none = Value.void
        let result = try c.invoke(vals, &none)
        vals.releaseLastToFirst()
        return result
    }
}

extension FunctionRef {
    /// The function's callable, or the runtime error of a call reaching it before its
    /// declaration made it.
    @inline(__always)
    func definedCallable() throws(Interrupt) -> Callable {
        guard let c = callable else { throw .fatal("Fatal error: function used before it was defined") }
        return c
    }
}

extension Compiler {
    /// Stores the values of `arguments`, evaluated in order in the caller's `env`, into the
    /// first slots of a callee's `frame`; one or two arguments are captured one by one, not
    /// read from an array. They are taken from the `Compiled` values: a closure stored in an
    /// array of closures and taken out again is called through reabstraction thunks.
    static func frameArguments(_ arguments: [Compiled]) -> (_ env: Env, _ frame: Env) throws(Interrupt) -> Void {
        switch arguments.count {
        case 1:
            let first = arguments[0].run
            return { env, frame throws(Interrupt) in frame.slots.fill(0, with: try first(env)) }
        case 2:
            let first = arguments[0].run, second = arguments[1].run
            return { env, frame throws(Interrupt) in
                frame.slots.fill(0, with: try first(env))
                frame.slots.fill(1, with: try second(env))
            }
        default:
            // Read from the `Compiled` structs: an array of the closures themselves would call
            // each through reabstraction thunks.
            return { env, frame throws(Interrupt) in
                for i in 0..<arguments.count { frame.slots.fill(i, with: try arguments[i].run(env)) }
            }
        }
    }
}

/// Where a function's frames find their parent environment when a call starts.
enum FrameParent {
    /// The program's top-level environment (a global function's), read from its box without
    /// calling a closure.
    case globals(EnvBox)
    /// What the closure gives (a method's, a local function's).
    case reached(() -> Env?)

    @inline(__always)
    var env: Env? {
        switch self {
        case .globals(let box): box.env
        case .reached(let captured): captured()
        }
    }
}
