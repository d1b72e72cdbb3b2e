import SwiftSyntax

extension Compiler {
    /// A parameter's default value. Swift evaluates it in the context of the declaration, not
    /// of an instance: in a method or initialiser of a type, the type's static members are
    /// named without `Self.` (`init(children: [String] = defaultChildren)`). The value is then
    /// compiled in a static scope of the type nested in the function's, and run in a frame of
    /// its own whose parent is the call's frame.
    func defaultArgument(_ e: ExprSyntax, type: TypeRef?) -> Expr {
        if let macro = Self.callerSiteMacro(e) { return callerSiteDefaultRefusal(macro) }
        guard let t = scope.selfType, !scope.isStatic else { return expr(e, expected: type).run }
        let functionScope = scope
        scope = FunctionScope(parent: functionScope, selfType: t, selfMutable: false, isStatic: true)
        defer { scope = functionScope }
        let run = expr(e, expected: type).run
        let size = scope.slotCount
        return { env throws(Interrupt) in try run(Env(size: size, parent: env)) }
    }
}
