import Yams

extension LoadSession {
    /// Loads `Lessons/<lesson>/exercises/<id>/`: `exercise.yaml`, the Swift files, the given
    /// files, and the exercise's content in every language.
    mutating func loadExercise(id: String, lessonID: String, listedAt: (file: String, line: Int?)) -> Exercise? {
        let folder = "Lessons/\(lessonID)/exercises/\(id)"
        guard files.isDirectory(folder) else {
            problem(listedAt.file, .fileMissing,
                    "exercise '\(id)' is listed but its folder '\(folder)' is missing", line: listedAt.line)
            return nil
        }
        let file = "\(folder)/exercise.yaml"
        guard let node = yaml(file, required: true) else { return nil }
        var reader = YAMLReader(file: file)
        defer { problems += reader.problems }
        guard var exercise = reader.exercise(node, folderID: id, lessonID: lessonID) else { return nil }
        exercise.files = exerciseFiles(folder)
        exercise.texts = exerciseTexts(id: id)
        return exercise
    }

    private func exerciseFiles(_ folder: String) -> ExerciseFiles {
        func source(_ relative: String) -> SourceFile? {
            files.read("\(folder)/\(relative)").map { SourceFile(name: relative, text: $0) }
        }
        func swiftFiles(_ sub: String) -> [String: SourceFile] {
            var result: [String: SourceFile] = [:]
            for name in files.list("\(folder)/\(sub)") where name.hasSuffix(".swift") {
                result[String(name.dropLast(6))] = source("\(sub)/\(name)")
            }
            return result
        }
        let given = files.list(folder)
            .filter { $0.hasSuffix(".storyboard") || $0 == "Info.plist" }
            .compactMap { source($0) }
        return ExerciseFiles(
            starter: source("starter.swift"), solution: source("solution.swift"),
            alternatives: swiftFiles("alternatives"), mistakes: swiftFiles("mistakes"), given: given)
    }
}

extension YAMLReader {
    /// The fields of `exercise.yaml`; files and texts are filled in by the caller.
    mutating func exercise(_ node: Node, folderID: String, lessonID: String) -> Exercise? {
        guard let pairs = mapping(node, "exercise.yaml") else { return nil }
        warnUnknownKeys(pairs, known: ["id", "kind", "device", "entry", "main-storyboard", "actions", "runs", "checks", "mistakes"],
                        in: "exercise.yaml")
        if let written = scalar(field("id", in: pairs, of: node, what: "exercise.yaml"), "'id'"), written != folderID {
            report(.idMismatch, "the id '\(written)' differs from the folder name '\(folderID)'", at: node)
        }
        if !folderID.isKebabCaseID {
            report(.invalidID, "exercise id '\(folderID)' is not lower-case kebab-case", at: node)
        }
        let runs = exerciseRuns(pairs, of: node)
        var entry = Entry.app
        if let entryNode = field("entry", in: pairs, of: node, what: "exercise.yaml"),
           let text = scalar(entryNode, "'entry'") {
            if let value = Entry(rawValue: text) { entry = value } else {
                report(.fieldInvalid, "entry '\(text)' is unknown; use app or script", at: entryNode)
            }
        }
        let kind = exerciseKind(pairs, of: node)
        let storyboard = scalar(field("main-storyboard", in: pairs, of: node, required: false, what: ""), "'main-storyboard'")
        let checkNodes = sequence(field("checks", in: pairs, of: node, what: "exercise.yaml"), "'checks'") ?? []
        let checks = withPredictionVariables(checkNodes.compactMap { check($0) })
        if kind == .predict && !checks.contains(where: { if case .prediction = $0.expectation { true } else { false } }) {
            report(.fieldMissing, "a predict exercise needs a check with 'expect: prediction' (the learner's "
                + "prediction compared with what the program prints)", at: node)
        }
        var seen: Set<String> = []
        for check in checks where !seen.insert(check.id).inserted {
            report(.duplicateID, "check id '\(check.id)' is used twice", line: check.position.line, column: check.position.column)
        }
        let runIDs = Set(runs.map(\.id))
        for check in checks {
            if let run = check.run, !runIDs.contains(run) {
                report(.fieldInvalid, "check '\(check.id)' names run '\(run)', which 'runs:' does not have; use "
                    + runs.map { "'\($0.id)'" }.joined(separator: ", ") + " or leave 'run' out for every run",
                    line: check.position.line, column: check.position.column)
            }
        }
        var mistakes: [String: String] = [:]
        let mistakesNode = field("mistakes", in: pairs, of: node, required: false, what: "")
        for pair in mapping(mistakesNode, "'mistakes'") ?? [] {
            guard let checkID = scalar(pair.value, "the check id of mistake '\(pair.key)'") else { continue }
            if !seen.contains(checkID) {
                report(.mistakeUnknownCheck, "mistake '\(pair.key)' is mapped to unknown check '\(checkID)'", at: pair.value)
            }
            mistakes[pair.key] = checkID
        }
        return Exercise(
            id: folderID, lessonID: lessonID, kind: kind ?? .build, entry: entry, mainStoryboard: storyboard,
            runs: runs, checks: checks, mistakes: mistakes,
            files: ExerciseFiles(), texts: [:], position: SourcePosition(file: file, node: node))
    }

    /// `checks` with every `program-unchanged` rule leaving out the variables the exercise's
    /// `prediction` checks read (`prediction` when it has none).
    private func withPredictionVariables(_ checks: [Check]) -> [Check] {
        let variables = checks.compactMap { check -> String? in
            if case let .prediction(variable) = check.expectation { variable } else { nil }
        }
        return checks.map { check in
            guard case .source(.programUnchanged) = check.expectation else { return check }
            var changed = check
            changed.expectation = .source(.programUnchanged(
                ignoring: variables.isEmpty ? [Expectation.defaultPredictionVariable] : variables))
            return changed
        }
    }

    /// `kind:`, required: `build`, `fix` or `predict`; nil (with a problem) when missing or unknown.
    private mutating func exerciseKind(_ pairs: [(key: String, keyNode: Node, value: Node)], of node: Node) -> ExerciseKind? {
        let names = ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kindNode = pairs.first(where: { $0.key == "kind" })?.value else {
            report(.fieldMissing, "exercise.yaml has no 'kind'; say what the learner does: \(names)", at: node)
            return nil
        }
        guard let text = scalar(kindNode, "'kind'") else { return nil }
        guard let kind = ExerciseKind(rawValue: text) else {
            report(.fieldInvalid, "kind '\(text)' is unknown; use \(names) (a skeleton to complete is build, "
                + "a program with a bug is fix, a program whose output the learner writes down is predict)", at: kindNode)
            return nil
        }
        return kind
    }

    /// One entry of `actions:`: `tap-back`, or a one-key mapping such as `tap-row: 2`, read by
    /// the bridge's one table of actions.
    mutating func action(_ node: Node) -> UserAction? {
        let text: String
        if case let .scalar(value) = node {
            text = value.string
        } else {
            guard let pairs = mapping(node, "an action"), let pair = pairs.first, pairs.count == 1,
                  let argument = scalar(pair.value, "'\(pair.key)'") else {
                report(.unknownAction, "an action should be one of \(UserAction.spellings)", at: node)
                return nil
            }
            text = "\(pair.key): \(argument)"
        }
        do {
            return try UserAction(text: text)
        } catch {
            report(.unknownAction, error.description, at: node)
            return nil
        }
    }
}
