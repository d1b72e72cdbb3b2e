import Yams

extension LintSession {
    /// Every content file and key present in one language is present in every other.
    mutating func lintContentFiles() {
        let languages = course.languages
        guard languages.count > 1 else { return }
        var filesByLanguage: [Language: Set<String>] = [:]
        for language in languages {
            filesByLanguage[language] = Set(listFiles("Content/\(language.code)"))
        }
        let allFiles = filesByLanguage.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for relative in allFiles.sorted() {
            // A translation table (English text → translation) exists in every language but English.
            let expected = Self.translationTables.contains(relative) ? languages.filter { $0 != .english } : languages
            let owners = expected.filter { filesByLanguage[$0]?.contains(relative) == true }
            guard !owners.isEmpty else { continue }
            for language in expected where !owners.contains(language) {
                add("Content/\(language.code)/\(relative)", .keyMissingInLanguage,
                    "the file is missing, but Content/\(owners[0].code)/\(relative) exists")
            }
            guard relative.hasSuffix(".yaml"), owners.count > 1 else { continue }
            var keys: [Language: [String: Int]] = [:]
            for language in owners {
                keys[language] = yamlKeys("Content/\(language.code)/\(relative)")
            }
            compareKeys(keys, relative: relative)
        }
    }

    /// Content files that translate English text found elsewhere (swift-argument-parser's help,
    /// `help.yaml`): keyed by the English, so English itself has none.
    static let translationTables: Set<String> = ["help.yaml"]

    private mutating func compareKeys(_ keys: [Language: [String: Int]], relative: String) {
        let languages = keys.keys.sorted()
        let union = keys.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        for key in union.sorted() {
            guard let owner = languages.first(where: { keys[$0]?[key] != nil }) else { continue }
            for language in languages where keys[language]?[key] == nil {
                add("Content/\(language.code)/\(relative)", .keyMissingInLanguage,
                    "key '\(key)' is missing (Content/\(owner.code)/\(relative) has it at line \(keys[owner]?[key] ?? 0))")
            }
        }
    }

    /// All files under a folder, relative to it.
    private func listFiles(_ folder: String) -> [String] {
        var result: [String] = []
        for name in files.list(folder) {
            let path = "\(folder)/\(name)"
            if files.isDirectory(path) {
                result += listFiles(path).map { "\(name)/\($0)" }
            } else {
                result.append(name)
            }
        }
        return result
    }

    /// The mapping keys of a YAML file, nested ones joined with `.`, with their lines; list
    /// entries are not keys (hints are compared by count elsewhere).
    private func yamlKeys(_ file: String) -> [String: Int] {
        guard let text = files.read(file), let node = try? Yams.compose(yaml: text) else { return [:] }
        var result: [String: Int] = [:]
        func walk(_ node: Node, _ prefix: String) {
            guard case let .mapping(map) = node else { return }
            for pair in map {
                let key = prefix.isEmpty ? (pair.key.string ?? "") : "\(prefix).\(pair.key.string ?? "")"
                result[key] = pair.key.mark?.line ?? 0
                walk(pair.value, key)
            }
        }
        walk(node, "")
        return result
    }

    /// Every question has its prompt, explanation and option/item texts in every language.
    mutating func lintQuizTexts(_ lesson: Lesson) {
        for language in course.languages {
            let file = "Content/\(language.code)/quizzes/\(lesson.id).yaml"
            for question in lesson.questions {
                guard let text = question.text(in: language) else {
                    add(file, .textMissing, "question '\(question.id)' has no text here")
                    continue
                }
                let line = text.position.line
                if text.prompt?.isBlank ?? true { add(file, .textMissing, "question '\(question.id)' has no prompt", line: line) }
                if text.explanation?.isBlank ?? true {
                    add(file, .textMissing, "question '\(question.id)' has no explanation", line: line)
                }
                let given: [String: String]
                switch question.kind {
                case .order: given = text.items
                default: given = text.options
                }
                let field = if case .order = question.kind { "items" } else { "options" }
                for key in question.textKeys where given[key]?.isBlank ?? true {
                    add(file, .textMissing, "question '\(question.id)' has no text for \(field == "items" ? "item" : "option") '\(key)'", line: line)
                }
                // A guesser picks the longest option: the right one must not be it alone.
                if case let .single(options, answer) = question.kind, let right = given[answer]?.count,
                   options.count > 2, options.allSatisfy({ $0 == answer || (given[$0]?.count ?? 0) < right }) {
                    add(file, .answerLongest, "question '\(question.id)': the right option is the longest, "
                        + "which gives it away; make a wrong one as full", line: line)
                }
                for key in given.keys.sorted() where !question.textKeys.contains(key) {
                    add(file, .textMissing, "question '\(question.id)' gives text for '\(key)', which is not one of its \(field)",
                        line: line)
                }
            }
        }
    }

    /// Every exercise has a title, a statement, exactly three hints and a message per check in
    /// every language, and no message for an unknown check.
    mutating func lintExerciseTexts(_ exercise: Exercise) {
        for language in course.languages {
            let file = "Content/\(language.code)/exercises/\(exercise.id).yaml"
            guard let text = exercise.text(in: language) else {
                add(file, .textMissing, "exercise '\(exercise.id)' has no text in \(language.code)")
                continue
            }
            if text.title?.isBlank ?? true { add(file, .textMissing, "the exercise has no title") }
            if text.statement?.isBlank ?? true { add(file, .textMissing, "the exercise has no statement") }
            if text.hints.count != 3 && !hintsHaveShapeProblem(file) { add(file, .hintCount, "the exercise has \(text.hints.count) hints; it needs exactly 3") }
            if let last = text.hints.last, let code = HintCodeRule.code(in: last) {
                add(file, .hintShowsCode, "the last hint shows code: \(code); it should point to the concept and "
                    + "the API instead: say in words what to do and name the API in backticks, e.g. "
                    + "`rootViewController` or `present(_:animated:completion:)`, leaving the code to the learner",
                    line: text.hintLines.count == text.hints.count ? text.hintLines.last : nil)
            }
            for check in exercise.checks where text.checkMessages[check.id]?.isBlank ?? true {
                add(file, .textMissing, "check '\(check.id)' has no message")
            }
            let ids = Set(exercise.checks.map(\.id))
            for key in text.checkMessages.keys.sorted() where !ids.contains(key) {
                add(file, .textMissing, "there is a message for check '\(key)', which the exercise does not have")
            }
        }
    }
}

extension LintSession {
    /// Whether the loader already reported a hint that is not a single value (a `: ` in an
    /// unquoted hint makes it a mapping); counting hints would then only repeat that.
    fileprivate func hintsHaveShapeProblem(_ file: String) -> Bool {
        problems.contains { $0.file == file && $0.id == .yamlShape && $0.message.contains("'hints'") }
    }
}

extension String {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
