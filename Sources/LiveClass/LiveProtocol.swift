import Foundation

/// The wire protocol between `vctutor class host` and `vctutor class join`: versioned JSON
/// objects, one per WebSocket text message. docs/teacher-live.md describes every message.
public enum LiveProtocol {
    /// The protocol version this build speaks; every message carries it as `"v"`.
    public static let version = 1
    /// The largest message the host accepts, in bytes of UTF-8; larger ones are refused.
    public static let maxMessageBytes = 4096
    /// The largest message the WebSocket layer reads before closing the connection (1009).
    public static let maxFrameBytes = 1 << 20
    /// The longest student name, in characters.
    public static let maxNameLength = 40
    /// The longest answer, in characters.
    public static let maxAnswerLength = 500
}

/// What a student's client sends.
public enum ClientMessage: Equatable, Sendable {
    /// Join (or rejoin) the class as `name`; questions come in `language` when the course has it.
    case join(name: String, language: String?)
    /// The answer to question `question` (0-based), typed as in `vctutor quiz`.
    case answer(question: Int, answer: String)

    /// The message as JSON text.
    public var json: String {
        var object: [String: Any] = ["v": LiveProtocol.version]
        switch self {
        case let .join(name, language):
            object["type"] = "join"
            object["name"] = name
            if let language { object["lang"] = language }
        case let .answer(question, answer):
            object["type"] = "answer"
            object["question"] = question
            object["answer"] = answer
        }
        return LiveJSON.text(object)
    }

    /// Reads a message a client sent, or says precisely what is wrong with it.
    public static func parse(_ text: String) -> Result<ClientMessage, ProtocolError> {
        let size = text.utf8.count
        guard size <= LiveProtocol.maxMessageBytes else {
            return .failure(.init(.tooLarge, "the message is \(size) bytes; the limit is \(LiveProtocol.maxMessageBytes)"))
        }
        let object: [String: Any]
        switch LiveJSON.object(text) {
        case .success(let parsed): object = parsed
        case .failure(let error): return .failure(error)
        }
        if let failure = LiveJSON.checkVersion(object) { return .failure(failure) }
        switch object["type"] as? String {
        case "join":
            guard let name = object["name"] as? String else {
                return .failure(.init(.malformed, "'join' needs \"name\": text"))
            }
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, trimmed.count <= LiveProtocol.maxNameLength,
                  !trimmed.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
                return .failure(.init(.badName, "a name is 1 to \(LiveProtocol.maxNameLength) characters, without control characters"))
            }
            if let language = object["lang"], !(language is String) {
                return .failure(.init(.malformed, "\"lang\" must be text such as \"en\""))
            }
            return .success(.join(name: trimmed, language: object["lang"] as? String))
        case "answer":
            guard let question = object["question"] as? Int else {
                return .failure(.init(.malformed, "'answer' needs \"question\": a whole number"))
            }
            guard let answer = object["answer"] as? String else {
                return .failure(.init(.malformed, "'answer' needs \"answer\": text"))
            }
            guard answer.count <= LiveProtocol.maxAnswerLength else {
                return .failure(.init(.tooLarge, "an answer is at most \(LiveProtocol.maxAnswerLength) characters"))
            }
            return .success(.answer(question: question, answer: answer))
        case let other?:
            return .failure(.init(.malformed, "unknown message type '\(other)'; a client sends 'join' or 'answer'"))
        case nil:
            return .failure(.init(.malformed, "the message has no \"type\" text"))
        }
    }
}

/// A question as a student sees it, in the student's language.
public struct QuestionMessage: Codable, Equatable, Sendable {
    /// 0-based position in the quiz.
    public var index: Int
    /// How many questions the quiz has.
    public var count: Int
    /// The course's id of the question.
    public var id: String
    /// The question (Markdown).
    public var prompt: String
    /// Code shown under the prompt, or nil.
    public var code: String?
    /// The options, labelled a), b), c)… in this order; empty for an answer in words.
    public var choices: [String]
    /// The language the words are in.
    public var lang: String
    /// The answer this student already gave to it (after a rejoin), or nil.
    public var answered: String?

    /// Makes a question message.
    public init(index: Int, count: Int, id: String, prompt: String, code: String?, choices: [String], lang: String, answered: String?) {
        self.index = index
        self.count = count
        self.id = id
        self.prompt = prompt
        self.code = code
        self.choices = choices
        self.lang = lang
        self.answered = answered
    }
}

/// What the host sends a student.
public enum ServerMessage: Equatable, Sendable {
    /// The join was accepted; `rejoined` when the name's earlier answers were kept.
    case welcome(name: String, quiz: String, questions: Int, rejoined: Bool)
    /// The class is waiting for the teacher to start.
    case waiting
    /// The question now open.
    case question(QuestionMessage)
    /// The answer to `question` was recorded (a later answer replaces it while it is open).
    case received(question: Int, answer: String)
    /// The quiz is over: the student's score.
    case finished(right: Int, total: Int)
    /// Something the student sent was refused; the connection stays open unless said.
    case error(code: ProtocolError.Code, message: String)

    /// The message as JSON text.
    public var json: String {
        var object: [String: Any] = ["v": LiveProtocol.version]
        switch self {
        case let .welcome(name, quiz, questions, rejoined):
            object.merge(["type": "welcome", "name": name, "quiz": quiz, "questions": questions, "rejoined": rejoined]) { $1 }
        case .waiting:
            object["type"] = "waiting"
        case let .question(question):
            object["type"] = "question"
            object["question"] = LiveJSON.any(question)
        case let .received(question, answer):
            object.merge(["type": "received", "question": question, "answer": answer]) { $1 }
        case let .finished(right, total):
            object.merge(["type": "finished", "right": right, "total": total]) { $1 }
        case let .error(code, message):
            object.merge(["type": "error", "code": code.rawValue, "message": message]) { $1 }
        }
        return LiveJSON.text(object)
    }

    /// Reads a message the host sent.
    public static func parse(_ text: String) -> Result<ServerMessage, ProtocolError> {
        let object: [String: Any]
        switch LiveJSON.object(text) {
        case .success(let parsed): object = parsed
        case .failure(let error): return .failure(error)
        }
        if let failure = LiveJSON.checkVersion(object) { return .failure(failure) }
        func int(_ key: String) -> Int? { object[key] as? Int }
        let malformed = ProtocolError(.malformed, "the host sent a message this client cannot read: \(text.prefix(200))")
        switch object["type"] as? String {
        case "welcome":
            guard let name = object["name"] as? String, let quiz = object["quiz"] as? String,
                  let count = int("questions"), let rejoined = object["rejoined"] as? Bool else { return .failure(malformed) }
            return .success(.welcome(name: name, quiz: quiz, questions: count, rejoined: rejoined))
        case "waiting":
            return .success(.waiting)
        case "question":
            guard let inner = object["question"],
                  let data = try? JSONSerialization.data(withJSONObject: inner),
                  let question = try? JSONDecoder().decode(QuestionMessage.self, from: data) else { return .failure(malformed) }
            return .success(.question(question))
        case "received":
            guard let question = int("question"), let answer = object["answer"] as? String else { return .failure(malformed) }
            return .success(.received(question: question, answer: answer))
        case "finished":
            guard let right = int("right"), let total = int("total") else { return .failure(malformed) }
            return .success(.finished(right: right, total: total))
        case "error":
            guard let code = (object["code"] as? String).flatMap(ProtocolError.Code.init(rawValue:)),
                  let message = object["message"] as? String else { return .failure(malformed) }
            return .success(.error(code: code, message: message))
        default:
            return .failure(malformed)
        }
    }
}

/// A message refused, with a stable code (clients translate it) and an English explanation.
public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Stable ids of what can go wrong.
    public enum Code: String, Sendable, CaseIterable {
        /// Not JSON, not an object, a missing or mistyped field, an unknown type.
        case malformed
        /// Longer than ``LiveProtocol/maxMessageBytes``.
        case tooLarge = "too_large"
        /// A `"v"` this host does not speak.
        case unsupportedVersion = "unsupported_version"
        /// An empty, overlong or unprintable name.
        case badName = "bad_name"
        /// Someone connected already uses this name.
        case nameTaken = "name_taken"
        /// An answer before joining.
        case notJoined = "not_joined"
        /// A second join on one connection.
        case alreadyJoined = "already_joined"
        /// An answer to a question that is not open.
        case questionClosed = "question_closed"
        /// An answer the question cannot take (a letter past the last option…).
        case invalidAnswer = "invalid_answer"
    }

    /// What went wrong.
    public var code: Code
    /// Says what is wrong and what to do, in English.
    public var message: String

    /// Makes an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}

/// JSON helpers shared by the messages, the page's state and the record.
enum LiveJSON {
    static func text(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func any<T: Encodable>(_ value: T) -> Any {
        guard let data = try? JSONEncoder().encode(value),
              let object = try? JSONSerialization.jsonObject(with: data) else { return NSNull() }
        return object
    }

    static func object(_ text: String) -> Result<[String: Any], ProtocolError> {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            return .failure(.init(.malformed, "the message is not JSON; send one JSON object such as {\"v\":1,\"type\":\"join\",\"name\":\"Ann\"}"))
        }
        guard let object = parsed as? [String: Any] else {
            return .failure(.init(.malformed, "the message must be a JSON object, not \(type(of: parsed))"))
        }
        return .success(object)
    }

    static func checkVersion(_ object: [String: Any]) -> ProtocolError? {
        guard let version = object["v"] as? Int else {
            return .init(.malformed, "the message has no \"v\" (the protocol version, \(LiveProtocol.version))")
        }
        guard version == LiveProtocol.version else {
            return .init(.unsupportedVersion, "protocol version \(version) is not spoken here; this host speaks \(LiveProtocol.version)")
        }
        return nil
    }
}
