/// What a host may read about a script object after a run, for tools that report on the
/// program's final state (the course's checks).
extension HostCallbacks {
    /// The script classes of `script`, most derived first, stopping before the host class they
    /// inherit from; empty when `script` is not a script object.
    package static func scriptClassNames(of script: AnyObject) -> [String] {
        guard let instance = script as? Instance else { return [] }
        var names: [String] = []
        var type: TypeDecl? = instance.type
        while let declared = type, declared.host == nil {
            names.append(declared.name)
            type = declared.superclass
        }
        return names
    }

    /// The stored properties the script's classes declare, by name, rendered as `print` shows
    /// them, with an optional's value unwrapped (`"3"`, `"Inbox"`, `"nil"`).
    package static func storedPropertyDescriptions(of script: AnyObject) -> [String: String] {
        guard let instance = script as? Instance else { return [:] }
        let formatter = ValueFormatter(moduleName: "main")
        var described: [String: String] = [:]
        var type: TypeDecl? = instance.type
        while let declared = type {
            let base = declared.fieldBase
            for (offset, name) in declared.storedNames.enumerated() where base + offset < instance.fields.count {
                var value = instance.fields[base + offset]
                while case .optional(let inner) = value {
                    guard let inner else { break }
                    value = inner
                }
                if described[name] == nil { described[name] = formatter.describe(value) }
            }
            type = declared.superclass
        }
        return described
    }
}
