import Yams

extension LoadSession {
    /// Fills in each question's words from `Content/<lang>/quizzes/<lesson>.yaml`.
    mutating func loadQuizTexts(lessonID: String, into questions: inout [Question]) {
        for language in languages {
            let file = "Content/\(language.code)/quizzes/\(lessonID).yaml"
            guard !questions.isEmpty, let node = yaml(file, required: false) else { continue }
            var reader = YAMLReader(file: file)
            for pair in reader.mapping(node, "a quiz file") ?? [] {
                guard let index = questions.firstIndex(where: { $0.id == pair.key }) else {
                    reader.report(.orphanContent, "there is no question '\(pair.key)' in Lessons/\(lessonID)/lesson.yaml",
                                  at: pair.keyNode)
                    continue
                }
                guard let fields = reader.mapping(pair.value, "question '\(pair.key)'") else { continue }
                func text(_ key: String) -> String? {
                    fields.first { $0.key == key }?.value.string
                }
                func map(_ key: String, _ reader: inout YAMLReader) -> [String: String] {
                    guard let node = fields.first(where: { $0.key == key })?.value else { return [:] }
                    var result: [String: String] = [:]
                    for entry in reader.mapping(node, "'\(key)'") ?? [] {
                        result[entry.key] = reader.scalar(entry.value, "the text of '\(entry.key)'")
                    }
                    return result
                }
                reader.warnUnknownKeys(fields, known: ["prompt", "options", "items", "explanation"],
                                       in: "question '\(pair.key)'")
                questions[index].texts[language] = QuestionText(
                    prompt: text("prompt"), options: map("options", &reader), items: map("items", &reader),
                    explanation: text("explanation"), position: SourcePosition(file: file, node: pair.keyNode))
            }
            problems += reader.problems
        }
    }

    /// Reads `Content/<lang>/exercises/<id>.yaml` in every language that has it.
    mutating func exerciseTexts(id: String) -> [Language: ExerciseText] {
        var texts: [Language: ExerciseText] = [:]
        for language in languages {
            let file = "Content/\(language.code)/exercises/\(id).yaml"
            guard let node = yaml(file, required: false) else { continue }
            var reader = YAMLReader(file: file)
            if let pairs = reader.mapping(node, "an exercise file") {
                reader.warnUnknownKeys(pairs, known: ["title", "statement", "hints", "checks"], in: "the exercise file")
                func text(_ key: String) -> String? { pairs.first { $0.key == key }?.value.string }
                let hintsNode = pairs.first { $0.key == "hints" }?.value
                let hints = reader.scalarList(hintsNode, "'hints'") ?? []
                var hintLines: [Int] = []
                if case let .sequence(entries)? = hintsNode { hintLines = entries.compactMap { $0.mark?.line } }
                var messages: [String: String] = [:]
                for entry in reader.mapping(pairs.first { $0.key == "checks" }?.value, "'checks'") ?? [] {
                    messages[entry.key] = reader.scalar(entry.value, "the message of check '\(entry.key)'")
                }
                texts[language] = ExerciseText(
                    title: text("title"), statement: text("statement"), hints: hints, checkMessages: messages,
                    position: SourcePosition(file: file, node: node), hintLines: hintLines)
            }
            problems += reader.problems
        }
        return texts
    }
}
