import Yams

extension YAMLReader {
    /// One entry of `checks:`; nil (with problems) when it cannot be read.
    mutating func check(_ node: Node) -> Check? {
        guard let pairs = mapping(node, "a check") else { return nil }
        guard let id = scalar(field("id", in: pairs, of: node, what: "a check"), "'id'") else { return nil }
        let what = "check '\(id)'"
        if !id.isKebabCaseID { report(.invalidID, "check id '\(id)' is not lower-case kebab-case", at: node) }
        guard let kind = scalar(field("expect", in: pairs, of: node, what: what), "'expect'") else { return nil }
        var known: Set<String> = ["id", "expect"]
        func value(_ key: String) -> Node? {
            known.insert(key)
            return pairs.first { $0.key == key }?.value
        }
        func required(_ key: String, _ reader: inout YAMLReader) -> Node? {
            let found = value(key)
            if found == nil { reader.report(.fieldMissing, "\(what) has no '\(key)'", at: node) }
            return found
        }
        func path(_ reader: inout YAMLReader) -> ControllerPath? {
            let atNode = required("at", &reader)
            guard let text = reader.scalar(atNode, "'at'") else { return nil }
            guard let path = ControllerPath(text) else {
                reader.report(.invalidPath, "\(what): '\(text)' is not a controller path; start at 'root', "
                    + "then .children[N], .viewControllers[N], .top, .visible, .selected, .presented, "
                    + ".primary, .secondary, .parent or .content", at: atNode)
                return nil
            }
            return path
        }
        let expectation: Expectation?
        switch kind {
        case "key-window": expectation = .keyWindow
        case "no-exception": expectation = .noException
        case "class":
            let at = path(&self)
            let name = scalar(required("is", &self), "'is'")
            expectation = at.flatMap { at in name.map { .isClass(at: at, className: $0) } }
        case "count":
            let at = path(&self)
            let number = integer(required("equals", &self), "'equals'")
            if let at, at.collection == nil {
                report(.invalidPath, "\(what): 'count' needs a path ending in .viewControllers or .children", at: node)
            }
            expectation = at.flatMap { at in number.map { .count(at: at, equals: $0) } }
        case "property":
            let at = path(&self)
            let name = scalar(required("property", &self), "'property'")
            let equals = scalar(required("equals", &self), "'equals'")
            expectation = at.flatMap { at in name.flatMap { name in equals.map { .property(at: at, name: name, equals: $0) } } }
        case "trace":
            let steps = sequence(required("contains", &self), "'contains'")?.compactMap { traceStep($0) }
            expectation = steps.map { .trace(contains: $0) }
        case "output":
            let text = scalar(required("contains", &self), "'contains'")
            if let timesNode = value("times") {
                let times = integer(timesNode, "'times'")
                expectation = text.flatMap { text in times.map { .outputCount(contains: text, times: $0) } }
            } else {
                expectation = text.map { .output(contains: $0) }
            }
        case "log":
            expectation = scalar(required("contains", &self), "'contains'").map { .log(contains: $0) }
        case "absent":
            expectation = path(&self).map { .absent(at: $0) }
        case "source":
            expectation = sourceRule(of: node, what: what, value: value, required: required).map { .source($0) }
        case "prediction":
            let variableNode = value("variable")
            let variable = variableNode.flatMap { scalar($0, "'variable'") } ?? Expectation.defaultPredictionVariable
            expectation = swiftName(variable, "variable", what: what, at: variableNode ?? node).map { .prediction(variable: $0) }
        case "classes", "titles":
            expectation = eachExpectation(kind, at: path(&self), values: required("equals", &self), what: what, node: node)
        default:
            report(.unknownCheckKind, "\(what) has unknown kind '\(kind)'; use "
                + Expectation.kindNames.joined(separator: ", "), at: node)
            return nil
        }
        let run = value("run").flatMap { scalar($0, "'run'") }
        warnUnknownKeys(pairs, known: known, in: what)
        return expectation.map { Check(id: id, expectation: $0, position: SourcePosition(file: file, node: node), run: run) }
    }

    private mutating func traceStep(_ node: Node) -> TraceStep? {
        guard let pairs = mapping(node, "a trace step") else { return nil }
        if let printed = pairs.first(where: { $0.key == "printed" }) {
            warnUnknownKeys(pairs, known: ["printed"], in: "a trace step")
            return scalar(printed.value, "'printed'").map { TraceStep(printed: $0) }
        }
        let object = scalar(field("object", in: pairs, of: node, what: "a trace step"), "'object'")
        let event = scalar(field("event", in: pairs, of: node, what: "a trace step"), "'event'")
        let detail = scalar(field("detail", in: pairs, of: node, required: false, what: ""), "'detail'")
        guard let object, let event else { return nil }
        if !TraceStep.knownEvents.contains(event) {
            report(.fieldInvalid, "'\(event)' is not an event the trace records (write it as the contract does, "
                + "e.g. 'viewWillAppear(_:)', 'willMove(toParent:)')", at: node)
        }
        return TraceStep(object: object, event: event, detail: detail)
    }
}
