import SwiftSyntax

/// A global variable read by a function (or closure) the top-level code may call before the
/// variable's declaration has run (`func f() -> Int { g }; let a = f(); let g = 7`). swiftc
/// compiles it and the read finds zeroed memory (`0` for an `Int`, a crash for a `String`);
/// the interpreter's slot is still empty, so such a read stops the run with a refusal rather
/// than print `()`.
extension Compiler {
    /// Whether a read at `depth` of the variable `info` reads a global from inside a function
    /// or closure, where it may run before the global has its value. A `Void` global is left
    /// alone: its value is the empty one.
    func readsGlobalBeforeItsValue(depth: Int, info: VarInfo) -> Bool {
        guard depth >= 1, let owner = scopeAt(depth), owner.parent == nil else { return false }
        if let t = info.type, Self.isVoid(t) { return false }
        return true
    }

    /// `read`, stopping the run where it finds the global's slot still empty.
    func checkedGlobalRead(_ read: Compiled, name: String) -> Compiled {
        let run = read.run
        return Compiled({ env throws(Interrupt) in
            let v = try run(env)
            if case .void = v {
                throw .unsupported("reading the global '\(name)' before its declaration has run is not supported yet")
            }
            return v
        }, read.type)
    }
}
