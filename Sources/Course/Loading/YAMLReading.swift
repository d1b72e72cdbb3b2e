import Yams

/// Reads one YAML file into Yams nodes, turning every shape error into a `CourseProblem`
/// that names the file, line and column.
struct YAMLReader {
    /// The file, relative to the course root, for problem reports.
    let file: String
    /// Problems found so far.
    private(set) var problems: [CourseProblem] = []

    init(file: String) {
        self.file = file
    }

    /// Parses `text`; nil (with a problem recorded) when it is not valid YAML or is empty.
    mutating func parse(_ text: String) -> Node? {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                report(.yamlShape, "the file is empty", at: nil)
                return nil
            }
            return node
        } catch let error as YamlError {
            let (mark, problem) = Self.describe(error)
            problems.append(CourseProblem(
                file: file, line: mark?.line, column: mark?.column,
                id: .yamlSyntax, message: "invalid YAML: \(problem)"))
            return nil
        } catch {
            report(.yamlSyntax, "invalid YAML: \(error)", at: nil)
            return nil
        }
    }

    private static func describe(_ error: YamlError) -> (Mark?, String) {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let text = context.map { "\(problem) (\($0.text) at line \($0.mark.line))" } ?? problem
            return (mark, text)
        case let .duplicatedKeysInMapping(duplicates, context):
            return (context.mark, "duplicate key(s) \(duplicates.joined(separator: ", "))")
        default:
            return (nil, String(describing: error))
        }
    }

    /// Records a problem at a node's position.
    mutating func report(_ id: CourseProblemID, _ message: String, at node: Node?) {
        problems.append(CourseProblem(
            file: file, line: node?.mark?.line, column: node?.mark?.column, id: id, message: message))
    }

    /// Records a problem at an explicit position.
    mutating func report(_ id: CourseProblemID, _ message: String, line: Int?, column: Int? = nil) {
        problems.append(CourseProblem(file: file, line: line, column: column, id: id, message: message))
    }

    // MARK: shapes

    /// The pairs of a mapping, keys as strings; nil (and a problem) for anything else.
    mutating func mapping(_ node: Node?, _ what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let node else { return nil }
        guard case let .mapping(map) = node else {
            report(.yamlShape, "\(what) should be a mapping (key: value)", at: node)
            return nil
        }
        return map.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    /// The elements of a sequence; nil (and a problem) for anything else.
    mutating func sequence(_ node: Node?, _ what: String) -> [Node]? {
        guard let node else { return nil }
        guard case let .sequence(list) = node else {
            report(.yamlShape, "\(what) should be a list", at: node)
            return nil
        }
        return Array(list)
    }

    /// A scalar's text; nil (and a problem) for a mapping or a list.
    mutating func scalar(_ node: Node?, _ what: String) -> String? {
        guard let node else { return nil }
        guard case let .scalar(value) = node else {
            let hint = if case .mapping = node { "; text holding ': ' must be put in quotes" } else { "" }
            report(.yamlShape, "\(what) should be a single value\(hint)", at: node)
            return nil
        }
        return value.string
    }

    /// A list of scalars (a single scalar counts as a list of one).
    mutating func scalarList(_ node: Node?, _ what: String) -> [String]? {
        guard let node else { return nil }
        if case let .scalar(value) = node { return [value.string] }
        guard let items = sequence(node, what) else { return nil }
        return items.compactMap { scalar($0, "each entry of \(what)") }
    }

    /// An integer scalar; nil (and a problem) when it is not one.
    mutating func integer(_ node: Node?, _ what: String) -> Int? {
        guard let text = scalar(node, what) else { return nil }
        guard let value = Int(text) else {
            report(.fieldInvalid, "\(what) should be a whole number, not '\(text)'", at: node)
            return nil
        }
        return value
    }

    /// The value for `key` in `pairs`, recording a problem when a required key is absent.
    mutating func field(
        _ key: String, in pairs: [(key: String, keyNode: Node, value: Node)], of owner: Node?,
        required: Bool = true, what: String
    ) -> Node? {
        if let pair = pairs.first(where: { $0.key == key }) { return pair.value }
        if required { report(.fieldMissing, "\(what) has no '\(key)'", at: owner) }
        return nil
    }

    /// Warns about keys outside `known` (a typo in a key otherwise goes unnoticed).
    mutating func warnUnknownKeys(
        _ pairs: [(key: String, keyNode: Node, value: Node)], known: Set<String>, in what: String
    ) {
        for pair in pairs where !known.contains(pair.key) {
            report(.unknownField, "unknown key '\(pair.key)' in \(what)", at: pair.keyNode)
        }
    }
}

/// Where something was written: a file and a 1-based line and column.
public struct SourcePosition: Sendable, Hashable, Codable {
    /// Relative to the course root.
    public var file: String
    /// 1-based.
    public var line: Int?
    /// 1-based.
    public var column: Int?

    /// Makes a position.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    init(file: String, node: Node?) {
        self.init(file: file, line: node?.mark?.line, column: node?.mark?.column)
    }
}
