import Yams

extension LoadSession {
    /// Loads `Lessons/<id>/lesson.yaml`, its exercises and its content in every language.
    mutating func loadLesson(id: String, order: Int, line: Int?) -> Lesson? {
        let folder = "Lessons/\(id)"
        guard files.isDirectory(folder) else {
            problem("Lessons/course.yaml", .fileMissing,
                    "lesson '\(id)' is listed but its folder '\(folder)' is missing", line: line)
            return nil
        }
        let file = "\(folder)/lesson.yaml"
        var questions: [Question] = []
        var exerciseIDs: [(id: String, line: Int?)] = []
        if let node = yaml(file, required: true) {
            var reader = YAMLReader(file: file)
            if let pairs = reader.mapping(node, "lesson.yaml") {
                reader.warnUnknownKeys(pairs, known: ["id", "quiz", "exercises"], in: "lesson.yaml")
                if let written = reader.scalar(reader.field("id", in: pairs, of: node, what: "lesson.yaml"), "'id'"),
                   written != id {
                    reader.report(.idMismatch, "the id '\(written)' differs from the folder name '\(id)'", at: node)
                }
                if let quiz = reader.sequence(reader.field("quiz", in: pairs, of: node, what: "lesson.yaml"), "'quiz'") {
                    questions = quiz.compactMap { reader.question($0) }
                    reportDuplicateQuestions(questions, reader: &reader)
                }
                if let list = reader.sequence(
                    reader.field("exercises", in: pairs, of: node, required: false, what: "lesson.yaml"), "'exercises'") {
                    for item in list {
                        if let exercise = reader.scalar(item, "an exercise id") { exerciseIDs.append((exercise, item.mark?.line)) }
                    }
                }
            }
            problems += reader.problems
        }
        var texts: [Language: LessonText] = [:]
        for language in languages {
            let textFile = "Content/\(language.code)/lessons/\(id).md"
            if let markdown = files.read(textFile) {
                texts[language] = LessonText(markdown: markdown, file: textFile)
            }
        }
        loadQuizTexts(lessonID: id, into: &questions)
        var exercises: [Exercise] = []
        for entry in exerciseIDs {
            if let exercise = loadExercise(id: entry.id, lessonID: id, listedAt: (file, entry.line)) {
                exercises.append(exercise)
            }
        }
        return Lesson(id: id, order: order, texts: texts, questions: questions, exercises: exercises)
    }

    private func reportDuplicateQuestions(_ questions: [Question], reader: inout YAMLReader) {
        var seen: Set<String> = []
        for question in questions where !seen.insert(question.id).inserted {
            reader.report(.duplicateID, "question id '\(question.id)' is used twice in this lesson",
                          line: question.position.line, column: question.position.column)
        }
    }
}

extension YAMLReader {
    /// One entry of `quiz:`; nil (with problems) when it cannot be read.
    mutating func question(_ node: Node) -> Question? {
        guard let pairs = mapping(node, "a question") else { return nil }
        guard let id = scalar(field("id", in: pairs, of: node, what: "a question"), "'id'") else { return nil }
        let what = "question '\(id)'"
        if !id.isKebabCaseID { report(.invalidID, "question id '\(id)' is not lower-case kebab-case", at: node) }
        guard let type = scalar(field("type", in: pairs, of: node, what: what), "'type'") else { return nil }
        var known: Set<String> = ["id", "type"]
        func value(_ key: String) -> Node? {
            known.insert(key)
            return pairs.first { $0.key == key }?.value
        }
        func require(_ key: String) -> Node? {
            known.insert(key)
            return pairs.first { $0.key == key }?.value
        }
        let needed: [String: [String]] = [
            "single": ["options", "answer"], "multiple": ["options", "answer"], "order": ["items"],
            "short": ["answers"], "output": ["code"], "wrong-line": ["code", "answer"],
        ]
        guard let keys = needed[type] else {
            report(.unknownQuestionType,
                   "\(what) has unknown type '\(type)'; use single, multiple, order, short, output or wrong-line",
                   at: node)
            return nil
        }
        for key in keys where require(key) == nil {
            report(.fieldMissing, "\(what) has no '\(key)'", at: node)
        }
        let kind: Question.Kind?
        switch type {
        case "single":
            let options = scalarList(require("options"), "'options'")
            let answer = scalar(require("answer"), "'answer'")
            kind = options.flatMap { options in answer.map { .single(options: options, answer: $0) } }
        case "multiple":
            let options = scalarList(require("options"), "'options'")
            let answers = scalarList(require("answer"), "'answer'")
            kind = options.flatMap { options in answers.map { .multiple(options: options, answers: $0) } }
        case "order":
            kind = scalarList(require("items"), "'items'").map { .order(items: $0) }
        case "short":
            kind = scalarList(require("answers"), "'answers'").map { .short(answers: $0) }
        case "output":
            let deviceNode = value("device")
            let device = deviceNode == nil ? .iphone : deviceValue(deviceNode)
            let code = scalar(require("code"), "'code'")
            kind = device.flatMap { device in code.map { .output(device: device, code: $0) } }
        default:
            let code = scalar(require("code"), "'code'")
            let answer = integer(require("answer"), "'answer'")
            kind = code.flatMap { code in answer.map { .wrongLine(code: code, answer: $0) } }
        }
        warnUnknownKeys(pairs, known: known, in: what)
        guard let kind else { return nil }
        let question = Question(id: id, kind: kind, texts: [:], position: SourcePosition(file: file, node: node))
        validate(question, node: node)
        return question
    }

    /// A `device:` value; nil (with a problem) when it is not `iphone` or `ipad`.
    mutating func deviceValue(_ node: Node?) -> Device? {
        guard let text = scalar(node, "'device'") else { return nil }
        guard let device = Device(rawValue: text) else {
            report(.fieldInvalid, "device '\(text)' is unknown; use iphone or ipad", at: node)
            return nil
        }
        return device
    }

    /// The checks on a question's answer that need no content.
    private mutating func validate(_ question: Question, node: Node) {
        let what = "question '\(question.id)'"
        func duplicates(_ list: [String]) -> [String] {
            var seen: Set<String> = []
            return list.filter { !seen.insert($0).inserted }
        }
        switch question.kind {
        case let .single(options, answer):
            if !options.contains(answer) {
                report(.answerNotAmongOptions, "\(what): the answer '\(answer)' is not among its options", at: node)
            }
            for item in duplicates(options) { report(.duplicateItem, "\(what): option '\(item)' is listed twice", at: node) }
        case let .multiple(options, answers):
            for answer in answers where !options.contains(answer) {
                report(.answerNotAmongOptions, "\(what): the answer '\(answer)' is not among its options", at: node)
            }
            if answers.isEmpty { report(.fieldInvalid, "\(what) has no correct answer", at: node) }
            for item in duplicates(options + answers.filter { !options.contains($0) }) {
                report(.duplicateItem, "\(what): option '\(item)' is listed twice", at: node)
            }
            for item in duplicates(answers) { report(.duplicateItem, "\(what): answer '\(item)' is listed twice", at: node) }
        case let .order(items):
            for item in duplicates(items) { report(.duplicateItem, "\(what): item '\(item)' is listed twice", at: node) }
            if items.count < 2 { report(.fieldInvalid, "\(what) needs at least two items to order", at: node) }
        case let .short(answers):
            if answers.isEmpty { report(.fieldInvalid, "\(what) has no accepted answer", at: node) }
        case let .wrongLine(code, answer):
            let count = code.codeLines.count
            if !(1...max(count, 1)).contains(answer) || count == 0 {
                report(.lineOutOfRange, "\(what): line \(answer) is out of range; the code has \(count) lines", at: node)
            }
        case .output:
            break
        }
    }
}

extension String {
    /// The lines of a code block, without the empty line a trailing newline leaves.
    var codeLines: [Substring] {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
