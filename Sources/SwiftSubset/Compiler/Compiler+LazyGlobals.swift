import SwiftSyntax

/// swiftc's "'lazy' cannot be used on an already-lazy global" for `lazy var` among the
/// program's top-level statements (a global is initialised lazily already); the interpreter
/// ran it as a plain variable.
extension Compiler {
    func checkLazyGlobal(_ v: VariableDeclSyntax) {
        guard scope.parent == nil, scope.blocks.count == 1,
              v.parent?.is(CodeBlockItemSyntax.self) == true,
              let lazy = v.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) }) else { return }
        error(lazy, "lazy-global", "'lazy' cannot be used on an already-lazy global")
    }
}
