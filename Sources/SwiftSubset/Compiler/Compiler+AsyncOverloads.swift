import SwiftSyntax

extension Compiler {
    /// Whether a class method declared without `override`, whose full name a superclass's
    /// method has, is instead a separate overload: one of the two is `async` and the other not,
    /// which Swift accepts (a synchronous method beside an inherited `async` one is chosen
    /// outside asynchronous code). The interpreter keeps one method per full name and runs
    /// `await` as a plain call, so the pair is refused in a program that awaits anything.
    func standsBesideInheritedAsyncMethod(_ f: FunctionDeclSyntax, _ ref: FunctionRef, of t: TypeDecl) -> Bool {
        guard let inherited = inheritedRef(t, ref.fullName), inherited.isAsync != ref.isAsync else { return false }
        if f.root.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }) {
            error(f.name, "unsupported",
                  "a method beside an inherited one that differs from it only in 'async' is not supported yet in a program that uses 'await'")
        }
        return true
    }
}
