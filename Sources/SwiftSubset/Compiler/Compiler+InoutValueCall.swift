import SwiftSyntax

/// `f(&x)` where `f` is a function value (a parameter, a variable holding a function): the
/// callee's final parameter values go back to the arguments marked `&`, as Swift writes an
/// `inout` argument back when the call returns.
extension Compiler {
    /// For a call whose arguments include `&x` (`targets`): runs the function value with the
    /// evaluated arguments and writes the `inout` ones back.
    func inoutWriteBacks(_ targets: InoutTargets) -> (Value, inout [Value], Env) throws(Interrupt) -> Value {
        return { callee, vals, env throws(Interrupt) in
            var function: Callable? = nil
            if case .function(let c) = callee { function = c }
            if case .optional(.function(let c)?) = callee { function = c }
            guard let function else { throw .unsupported("calling a value of this kind is not supported yet") }
            // A function value that cannot give its parameters back is refused rather than
            // run without writing the arguments back.
            guard let withInout = function.inoutInvoke else {
                throw .unsupported("passing an 'inout' argument to this function value is not supported yet")
            }
            var none = Value.void
            return try targets.call(&vals, env) { vals throws(Interrupt) in try withInout(&vals, &none) }
        }
    }
}
