import SwiftSyntax

/// Which calls of a program may never return, read from its syntax alone, for the checks that
/// follow control flow (a `guard` body that must not fall through, a missing `return`, a
/// variable used before it is set). Swift lets control end at any call whose result type is
/// `Never`, and that type may come from a declaration (`func fail() -> Never`), from inference
/// (`let stop = { fatalError() }`, `run { fatalError() }` with `func run<T>(_ g: () -> T) -> T`)
/// or from a stored closure (`var onError: () -> Never`). So a call counts as returning only
/// when its callee's name shows it: not a standard function that stops, not a program function
/// declared to return `Never` (or an alias of it) or one of its type parameters, and not a
/// value the program declares (a variable, property or parameter may hold such a closure).
/// Any other call (`makeStopper()()`, `handlers[0]()`) may not return. Checks stay silent on
/// what may not return: refusing a learner's correct program is worse than a missed error.
struct NeverReturningCalls {
    /// The standard functions declared to return `Never`.
    static let standard: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"]

    /// Names of the program's functions and methods that may return `Never`.
    private let neverFunctions: Set<String>
    /// Names the program declares as values (variables, properties, parameters of functions
    /// and closures), any of which may hold a closure that never returns.
    private let valueNames: Set<String>

    init(_ index: ProgramIndex) {
        let aliases = index.neverAliases
        neverFunctions = Set(index.functions.compactMap { f, typeParameters in
            guard let result = f.signature.returnClause?.type.trimmedText else { return nil }
            let mayBeNever = result == "Never" || result == "Swift.Never" || aliases.contains(result)
                || typeParameters.contains(result)
            return mayBeNever ? f.name.text : nil
        })
        valueNames = index.boundNames
    }

    /// Whether this call may never return (see the type's comment).
    func mayNotReturn(_ call: FunctionCallExprSyntax) -> Bool {
        let name: String
        if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.text
        } else if let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text
        } else {
            return true
        }
        return Self.standard.contains(name) || neverFunctions.contains(name) || valueNames.contains(name)
    }

    /// Whether evaluating `e` may stop at a call that never returns (calls inside closures
    /// written in it are not evaluated by it).
    func mayStop(_ e: some SyntaxProtocol) -> Bool {
        var stack = [Syntax(e)]
        while let n = stack.popLast() {
            if let call = n.as(FunctionCallExprSyntax.self), mayNotReturn(call) { return true }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate).filter { !$0.is(ClosureExprSyntax.self) })
        }
        return false
    }
}
