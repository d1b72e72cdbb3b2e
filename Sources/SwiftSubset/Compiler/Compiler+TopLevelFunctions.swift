import SwiftSyntax

/// A function declared at the top level is a global function: calls from anywhere in the file
/// reach it (`declareTopLevel` names it before anything is compiled), and its body is compiled
/// once, where the top-level code declares it, so that it sees what the top-level code bound
/// before it (`guard let limit = … else { … }` then `func f() { … limit … }`), as swiftc's
/// top-level code does. A function declared before such a binding does not see it ("cannot find
/// 'limit' in scope", as swiftc says).
extension Compiler {
    /// Keeps `compileBody`, the compilation of top-level function `f`'s body, until the
    /// top-level code reaches `f` (`compileTopLevelFunction`).
    func deferTopLevelFunction(_ f: FunctionDeclSyntax, _ compileBody: @escaping () -> Void) {
        topLevelFunctionDeclarations.insert(f.id)
        pendingTopLevelFunctions[f.id] = compileBody
    }

    /// Compiles top-level function `f`'s body, the first time the top-level code reaches it.
    func compileTopLevelFunction(_ f: FunctionDeclSyntax) {
        pendingTopLevelFunctions.removeValue(forKey: f.id)?()
    }

    /// Compiles the bodies of the top-level functions the top-level code did not reach (none
    /// when all of it was compiled), so each global function has its callable.
    func compileRemainingTopLevelFunctions() {
        while let (id, compileBody) = pendingTopLevelFunctions.first {
            pendingTopLevelFunctions.removeValue(forKey: id)
            compileBody()
        }
    }
}
