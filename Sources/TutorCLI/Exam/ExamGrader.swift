import Classroom
import Course
import Foundation

/// The graded exam: every roster student's result, the item analysis of those who handed in,
/// and the answer files that could not be used.
struct ExamGrading {
    /// One roster student's result.
    struct StudentResult {
        var student: ExamStudent
        /// Whether an answer file came in.
        var submitted: Bool
        /// Per question of the key: 1 right, 0 wrong, nil not answered.
        var scores: [Double?]
        /// The answers, by question id.
        var answers: [String: GivenAnswer]

        var answered: Int { scores.compactMap { $0 }.count }
        var right: Int { scores.filter { $0 == 1 }.count }
    }

    var key: ExamKey
    var results: [StudentResult]
    /// Answer files left out, each with why.
    var problems: [ExamInputError]
    var analysis: ItemAnalysisReport

    /// The students who handed in, in roster order (the rows of ``analysis``).
    var submitted: [StudentResult] { results.filter(\.submitted) }
}

/// Grades the answer files of an exam directory against its key, by the course's quiz rules.
enum ExamGrader {
    /// Reads `directory/exam.json` and every `*.answers.json` under `directory`.
    ///
    /// - Throws: ``ExamFileError`` when the key cannot be read; a bad answer file is a problem
    ///   in the result instead, so one student's file never stops the rest.
    static func grade(directory: URL) throws -> ExamGrading {
        let key = try ExamJSON.read(ExamKey.self, format: ExamFormat.key, from: directory.appendingPathComponent(ExamLayout.keyFile))
        var byStudent: [String: ExamAnswers] = [:]
        var problems: [ExamInputError] = []
        for url in answerFiles(in: directory) {
            do {
                let answers = try ExamJSON.read(ExamAnswers.self, format: ExamFormat.answers, from: url)
                try check(answers, path: url.path, key: key, already: byStudent)
                byStudent[answers.student.id] = answers
            } catch let error as ExamFileError {
                problems.append(error.asInput)
            } catch let error as ExamInputError {
                problems.append(error)
            }
        }
        let results = key.students.map { student -> ExamGrading.StudentResult in
            guard let answers = byStudent[student.id] else {
                return .init(student: student, submitted: false, scores: key.questions.map { _ in nil }, answers: [:])
            }
            let given = Dictionary(answers.answers.map { ($0.question, $0.answer) }, uniquingKeysWith: { first, _ in first })
            let scores = key.questions.map { question in
                given[question.id].map { question.correct.accepts($0) ? 1.0 : 0.0 }
            }
            return .init(student: student, submitted: true, scores: scores, answers: given)
        }
        let items = key.questions.map { question in
            AnalysedItem(id: question.id, options: hasDistractors(question) ? question.options.map(\.id) : [],
                         correctOptions: correctOptions(question))
        }
        let rows = results.filter(\.submitted).map { result in
            key.questions.indices.map { index -> ItemResponse? in
                guard let score = result.scores[index] else { return nil }
                var chosen: [String] = []
                if case let .choices(ids)? = result.answers[key.questions[index].id] { chosen = ids }
                return ItemResponse(score: score, chosen: chosen)
            }
        }
        let analysis = try ItemAnalysis.analyse(items: items, responses: rows)
        return ExamGrading(key: key, results: results, problems: problems, analysis: analysis)
    }

    /// Whether the distractor table applies: one or several options picked, not an order.
    static func hasDistractors(_ question: ExamQuestion) -> Bool {
        question.type == .single || question.type == .multiple
    }

    private static func correctOptions(_ question: ExamQuestion) -> Set<String> {
        if case let .choice(ids) = question.correct { return ids }
        return []
    }

    private static func answerFiles(in directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix(ExamLayout.answersSuffix) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func check(_ answers: ExamAnswers, path: String, key: ExamKey, already: [String: ExamAnswers]) throws {
        let id = answers.student.id
        guard let student = key.students.first(where: { $0.id == id }) else {
            throw ExamInputError(key: "exam.error.answers_unknown_student", values: ["path": path, "id": id])
        }
        guard answers.seed == ExamMaker.paperSeed(exam: key.seed, student: student) else {
            throw ExamInputError(key: "exam.error.answers_wrong_paper", values: ["path": path, "id": id])
        }
        guard already[id] == nil else {
            throw ExamInputError(key: "exam.error.answers_repeated", values: ["path": path, "id": id])
        }
        for answer in answers.answers {
            guard let question = key.questions.first(where: { $0.id == answer.question }) else {
                throw ExamInputError(key: "exam.error.answers_unknown_question", values: ["path": path, "question": answer.question])
            }
            if case let .choices(ids) = answer.answer, let unknown = ids.first(where: { id in !question.options.contains { $0.id == id } }) {
                throw ExamInputError(key: "exam.error.answers_unknown_option",
                                     values: ["path": path, "question": answer.question, "option": unknown])
            }
        }
    }
}

/// Where an exam's files live.
enum ExamLayout {
    /// The key, in the exam directory.
    static let keyFile = "exam.json"
    /// The papers' folder, in the exam directory.
    static let papersFolder = "papers"
    static let paperSuffix = ".paper.json"
    static let answersSuffix = ".answers.json"
    /// The folder `exam grade` writes into, in the exam directory.
    static let resultsFolder = "results"

    /// The answer file next to `paper`: `alice.paper.json` → `alice.answers.json`.
    static func answersFile(for paper: URL) -> URL {
        let name = paper.lastPathComponent
        let stem = name.hasSuffix(paperSuffix) ? String(name.dropLast(paperSuffix.count)) : name
        return paper.deletingLastPathComponent().appendingPathComponent(stem + answersSuffix)
    }
}
