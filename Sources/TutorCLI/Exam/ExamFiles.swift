import Course
import Foundation

/// A student on the roster (a row of `roster.csv`: id, name, language).
struct ExamStudent: Codable, Hashable, Sendable {
    var id: String
    var name: String
    /// A course language code: `en`, `ru` or `zh-Hans`.
    var language: String
}

/// `DIR/exam.json`: what the teacher keeps: the seed, the questions with their keys, the roster.
/// Students never see it; `exam grade` reads it.
struct ExamKey: Codable, Hashable, Sendable {
    var format = ExamFormat.key
    var version = 1
    /// The seed every paper's order derives from.
    var seed: UInt64
    /// The lessons the questions were drawn from.
    var lessons: [String]
    /// The language of `questions`' texts (the teacher's).
    var language: String
    var questions: [ExamQuestion]
    var students: [ExamStudent]
}

/// One question of the exam as the teacher sees it, with its key.
struct ExamQuestion: Codable, Hashable, Sendable {
    /// The course question's id, or `gift-…` for an imported one.
    var id: String
    /// `lesson:<id>` or `gift:<file name>`.
    var source: String
    var type: QuestionType
    var prompt: String
    /// Options or items in their canonical order (for the distractor table).
    var options: [PresentedQuestion.Choice]
    var correct: PresentedQuestion.Correct
}

/// `DIR/papers/<student>.paper.json`: one student's paper, without the key.
struct ExamPaper: Codable, Hashable, Sendable {
    var format = ExamFormat.paper
    var version = 1
    var student: ExamStudent
    /// This paper's own seed (the exam's seed mixed with the student's id): its question and
    /// option order.
    var seed: UInt64
    var questions: [PaperQuestion]
}

/// A question as printed on a paper.
struct PaperQuestion: Codable, Hashable, Sendable {
    var id: String
    var type: QuestionType
    var prompt: String
    var code: String?
    var choices: [PresentedQuestion.Choice]

    /// The question for reading typed answers (the key is not on the paper).
    var presented: PresentedQuestion {
        PresentedQuestion(id: id, type: type, prompt: prompt, code: code, choices: choices)
    }
}

/// `<student>.answers.json`: what `exam take` writes. Answers name options by identity, not
/// by the letter shown.
struct ExamAnswers: Codable, Hashable, Sendable {
    var format = ExamFormat.answers
    var version = 1
    var student: ExamStudent
    /// The paper's seed, to tell answers to another paper apart.
    var seed: UInt64
    var answers: [ExamAnswer]
}

/// One answered question.
struct ExamAnswer: Codable, Hashable, Sendable {
    var question: String
    /// What was typed.
    var typed: String
    var answer: GivenAnswer
}

/// The `format` field of each file, so a file of the wrong kind is named as such.
enum ExamFormat {
    static let key = "vctutor-exam-key"
    static let paper = "vctutor-exam-paper"
    static let answers = "vctutor-exam-answers"
}

/// Reading and writing the exam's JSON files.
enum ExamJSON {
    /// Sorted keys and pretty printing: the same content gives the same bytes.
    static func write(_ value: some Encodable, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(value).write(to: url, options: .atomic)
    }

    /// Reads a file of `format`.
    ///
    /// - Throws: ``ExamFileError`` naming the file: unreadable, not JSON, another kind of file.
    static func read<Value: Decodable>(_ type: Value.Type, format: String, from url: URL) throws -> Value {
        guard let data = try? Data(contentsOf: url) else { throw ExamFileError(path: url.path, problem: .unreadable) }
        guard let header = try? JSONDecoder().decode(FormatHeader.self, from: data) else {
            throw ExamFileError(path: url.path, problem: .notJSON)
        }
        guard header.format == format else {
            throw ExamFileError(path: url.path, problem: .wrongKind(expected: format, found: header.format ?? "none"))
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ExamFileError(path: url.path, problem: .malformed(String(describing: error)))
        }
    }
}

/// The `format` field alone, read first to name a file of the wrong kind.
private struct FormatHeader: Decodable {
    var format: String?
}

/// An exam file that cannot be used.
struct ExamFileError: Error, Hashable, Sendable {
    var path: String
    var problem: Problem

    enum Problem: Hashable, Sendable {
        case unreadable
        case notJSON
        case wrongKind(expected: String, found: String)
        case malformed(String)
    }

    /// The problem as a UI string key and its values.
    var asInput: ExamInputError {
        switch problem {
        case .unreadable: ExamInputError(key: "exam.error.unreadable", values: ["path": path])
        case .notJSON: ExamInputError(key: "exam.error.not_json", values: ["path": path])
        case let .wrongKind(expected, found):
            ExamInputError(key: "exam.error.wrong_kind", values: ["path": path, "expected": expected, "found": found])
        case let .malformed(detail): ExamInputError(key: "exam.error.malformed", values: ["path": path, "detail": detail])
        }
    }

    /// The message in the session's language.
    func message(_ session: CommandSession) -> String { asInput.message(session) }
}
