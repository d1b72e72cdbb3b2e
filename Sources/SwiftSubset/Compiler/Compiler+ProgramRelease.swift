/// Freeing a finished program. A program's types hold its compiled code, whose closures refer
/// back to the compiler holding the types; the Foundation module made for the run holds every
/// type by name (`HostTypes`) while its classes' closures refer to that registry and the types'
/// `host` to the classes. Each of these is a cycle that reference counting never frees, so a
/// process checking many programs (a `watch` session, a class's solutions) would keep every
/// run's types, about 120 KB a check.
extension Compiler {
    /// Cuts the cycles above; nothing of the program may run afterwards.
    func releaseProgram() {
        for type in types.values { type.releaseCompiledCode() }
        types.removeAll()
        hosts.removeAll()
        ctx.foundationTypes?.removeAll()
    }
}
