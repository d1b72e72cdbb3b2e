import Yams

extension YAMLReader {
    /// The rule of an `expect: source` check (`rule:` and its parameters); nil, with a problem at
    /// its place, when the rule is unknown or a parameter is missing or malformed. `value` and
    /// `required` are the check reader's own: they mark the keys as known.
    mutating func sourceRule(
        of node: Node, what: String, value: (String) -> Node?, required: (String, inout YAMLReader) -> Node?
    ) -> SourceRule? {
        /// Without a rule known, no parameter can be called unknown.
        func acceptParameters() -> SourceRule? {
            for key in ["class", "property", "methods", "member"] { _ = value(key) }
            return nil
        }
        guard let ruleNode = required("rule", &self), let rule = scalar(ruleNode, "'rule'") else { return acceptParameters() }
        func name(_ key: String, _ reader: inout YAMLReader) -> String? {
            let found = required(key, &reader)
            return reader.scalar(found, "'\(key)'").flatMap { reader.swiftName($0, key, what: what, at: found) }
        }
        func names(_ key: String, default fallback: [String]?, _ reader: inout YAMLReader) -> [String]? {
            guard let found = fallback == nil ? required(key, &reader) : value(key) else { return fallback }
            guard let list = reader.scalarList(found, "'\(key)'") else { return nil }
            if list.isEmpty { reader.report(.fieldInvalid, "\(what): '\(key)' names nothing", at: found) }
            let checked = list.compactMap { reader.swiftName($0, key, what: what, at: found) }
            return checked.count == list.count && !list.isEmpty ? checked : nil
        }
        switch rule {
        case "class-only-delegate", "weak-property", "initially-empty", "reads-property":
            let className = name("class", &self)
            let property = name("property", &self)
            guard let className, let property else { return nil }
            switch rule {
            case "class-only-delegate": return .classOnlyDelegate(className: className, property: property)
            case "weak-property": return .weakProperty(className: className, property: property)
            case "reads-property": return .readsProperty(className: className, property: property)
            default: return .initiallyEmpty(className: className, property: property)
            }
        case "calls-super":
            return names("methods", default: SourceRule.superRequiredMethods, &self).map { .callsSuper(methods: $0) }
        case "no-lifecycle-calls":
            return names("methods", default: SourceRule.lifecycleMethods, &self).map { .noLifecycleCalls(methods: $0) }
        case "does-not-close-itself":
            return name("class", &self).map { .doesNotCloseItself(className: $0) }
        case "never-calls":
            return names("methods", default: nil, &self).map { .neverCalls(methods: $0) }
        case "assigns-member":
            return name("member", &self).map { .assignsMember(name: $0) }
        case "program-unchanged":
            // The variables to leave out are the exercise's prediction variables: filled in
            // once every check is read (`YAMLReader.exercise`).
            return .programUnchanged(ignoring: [Expectation.defaultPredictionVariable])
        case "not-created-in-code":
            return names("class", default: nil, &self).map { .notCreatedInCode(classNames: $0) }
        default:
            report(.fieldInvalid, "\(what) has unknown rule '\(rule)'; use "
                + SourceRule.ruleNames.joined(separator: ", "), at: ruleNode)
            return acceptParameters()
        }
    }

    /// `text` when it is a Swift name (a class, property or method); nil, with a problem at
    /// `place`, when it is not.
    mutating func swiftName(_ text: String, _ key: String, what: String, at place: Node?) -> String? {
        let isName = text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if !isName {
            report(.fieldInvalid, "\(what): '\(text)' under '\(key)' is not a Swift name", at: place)
            return nil
        }
        return text
    }
}
