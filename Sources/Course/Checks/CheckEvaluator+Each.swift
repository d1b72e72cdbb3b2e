extension CheckEvaluator {
    /// A `classes` or `titles` check: every controller of the collection, in order, and no more.
    static func evaluateEach(
        _ path: ControllerPath, _ facet: ControllerFacet, _ values: [String], in snapshot: AppSnapshot
    ) -> CheckEvaluation {
        let expected = Finding.value(values.joined(separator: ", "))
        guard let ids = collection(path, in: snapshot) else {
            return CheckEvaluation(passed: false, found: describe(resolve(path, in: snapshot), snapshot), expected: expected)
        }
        let controllers = ids.compactMap { snapshot.controller($0) }
        let passed = controllers.count == values.count && zip(controllers, values).allSatisfy { controller, value in
            switch facet {
            case .classes: controller.isKind(of: value)
            case .titles: controller.property("title") == value
            }
        }
        let found = controllers.map { facet == .classes ? $0.className : $0.property("title") ?? "nil" }
        return CheckEvaluation(passed: passed, found: found.isEmpty ? .nothing : .value(found.joined(separator: ", ")),
                               expected: expected)
    }
}

extension String {
    /// How many times `text` occurs, not overlapping.
    func occurrences(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        return components(separatedBy: text).count - 1
    }
}
