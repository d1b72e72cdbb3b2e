/// What a host may read about a script object after a run, for tools that report on the
/// program's final state (the course's checks).
extension HostCallbacks {
    /// The script classes of `script`, most derived first, stopping before the host class they
    /// inherit from; empty when `script` is not a script object.
    package static func scriptClassNames(of script: AnyObject) -> [String] {
        guard let instance = script as? Instance else { return [] }
        return instance.type.scriptClasses.map(\.name)
    }

    /// The stored properties the script's classes declare, by name, rendered as `print` shows
    /// them, with an optional's value unwrapped (`"3"`, `"Inbox"`, `"nil"`).
    package static func storedPropertyDescriptions(of script: AnyObject) -> [String: String] {
        guard let instance = script as? Instance else { return [:] }
        let formatter = ValueFormatter(moduleName: "main")
        var described: [String: String] = [:]
        for declared in instance.type.selfAndSuperclasses {
            let base = declared.fieldBase
            for (offset, name) in declared.storedNames.enumerated() where base + offset < instance.fields.count {
                var value = instance.fields[base + offset]
                while case .optional(let inner) = value {
                    guard let inner else { break }
                    value = inner
                }
                if described[name] == nil { described[name] = formatter.describe(value) }
            }
        }
        return described
    }
}
