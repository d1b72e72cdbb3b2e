import Yams

extension YAMLReader {
    /// The expectation of a `classes` or `titles` check: a path ending in a collection and the
    /// list it must equal.
    mutating func eachExpectation(_ kind: String, at path: ControllerPath?, values: Node?, what: String, node: Node) -> Expectation? {
        if let path, path.collection == nil {
            report(.invalidPath, "\(what): '\(kind)' needs a path ending in .viewControllers or .children", at: node)
            return nil
        }
        guard let path, let list = scalarList(values, "'equals'") else { return nil }
        return .each(at: path, facet: kind == "classes" ? .classes : .titles, equals: list)
    }
}
