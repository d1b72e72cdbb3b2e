import Yams

extension YAMLReader {
    /// An exercise's runs: the entries of `runs:` (each `id`, `device`, `actions`), or the one
    /// run `main` that the top-level `device:` and `actions:` describe. Both forms at once are
    /// reported, and the list then read is `runs:`.
    mutating func exerciseRuns(_ pairs: [(key: String, keyNode: Node, value: Node)], of node: Node) -> [ExerciseRun] {
        let single = pairs.filter { $0.key == "device" || $0.key == "actions" }
        guard let runsNode = pairs.first(where: { $0.key == "runs" })?.value else {
            return [run(device: field("device", in: pairs, of: node, what: "exercise.yaml"),
                        actions: pairs.first { $0.key == "actions" }?.value, id: ExerciseRun.singleID)]
        }
        for pair in single {
            report(.fieldInvalid, "'\(pair.key)' is given both at the top and under 'runs:'; give each run its own "
                + "'device' and 'actions' under 'runs:'", at: pair.keyNode)
        }
        var runs: [ExerciseRun] = []
        for entry in sequence(runsNode, "'runs'") ?? [] {
            guard let fields = mapping(entry, "a run") else { continue }
            warnUnknownKeys(fields, known: ["id", "device", "actions"], in: "a run")
            guard let id = scalar(field("id", in: fields, of: entry, what: "a run"), "'id'") else { continue }
            if !id.isKebabCaseID { report(.invalidID, "run id '\(id)' is not lower-case kebab-case", at: entry) }
            if runs.contains(where: { $0.id == id }) { report(.duplicateID, "run id '\(id)' is used twice", at: entry) }
            runs.append(run(device: field("device", in: fields, of: entry, what: "run '\(id)'"),
                            actions: fields.first { $0.key == "actions" }?.value, id: id))
        }
        if runs.isEmpty {
            report(.fieldMissing, "'runs:' lists no run; give at least one with 'id', 'device' and 'actions'", at: runsNode)
            return [run(device: nil, actions: nil, id: ExerciseRun.singleID)]
        }
        return runs
    }

    private mutating func run(device: Node?, actions: Node?, id: String) -> ExerciseRun {
        let actionNodes = actions.flatMap { sequence($0, "'actions'") } ?? []
        return ExerciseRun(id: id, device: device.flatMap { deviceValue($0) } ?? .iphone,
                           actions: actionNodes.compactMap { action($0) })
    }
}
