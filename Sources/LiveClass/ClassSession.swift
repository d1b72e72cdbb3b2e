import Foundation

/// One live class quiz: who has joined, which question is open, every answer. Only the host
/// advances it. Students are known by name: a name whose connection closed can join again and
/// keeps its answers; a name whose connection is open is taken.
public actor ClassSession {
    /// Identifies one WebSocket connection.
    public typealias ConnectionID = Int

    /// Something that happened, for the teacher's terminal.
    public enum Event: Sendable, Equatable {
        case joined(name: String, language: String, rejoined: Bool)
        case left(name: String)
        case answered(name: String, question: Int)
        case refused(name: String?, error: ProtocolError)
        case advanced(phase: ClassSnapshot.Phase, question: Int?)
    }

    private struct Student {
        var language: String
        var connection: ConnectionID?
        var answers: [Int: Answer] = [:]
    }

    /// One student's answer to one question.
    struct Answer {
        /// As typed.
        var text: String
        /// As grouped on the chart (see ``LiveQuestion/chartKey(_:)``).
        var key: String
        var right: Bool
    }

    private struct Connection {
        var name: String?
        var send: @Sendable (ServerMessage) -> Void
    }

    /// The quiz's title.
    public nonisolated let title: String
    /// The questions, in order.
    public nonisolated let questions: [LiveQuestion]
    /// The language of the teacher's screens.
    public nonisolated let teacherLanguage: String
    private let record: ClassRecord?
    private let clock: @Sendable () -> Date
    private var order: [String] = []
    private var students: [String: Student] = [:]
    private var connections: [ConnectionID: Connection] = [:]
    private var nextConnection = 1
    private var current: Int?
    private var finished = false
    private var observers: [Int: AsyncStream<Event>.Continuation] = [:]

    /// Makes a session in the lobby.
    ///
    /// - Parameters:
    ///   - record: where answers are kept as they come (nil keeps them only in memory).
    public init(
        title: String, questions: [LiveQuestion], teacherLanguage: String, record: ClassRecord?,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.title = title
        self.questions = questions
        self.teacherLanguage = teacherLanguage
        self.record = record
        self.clock = clock
    }

    // MARK: Connections

    /// Registers a new connection; `send` delivers messages to it (it must not block).
    public func connect(send: @escaping @Sendable (ServerMessage) -> Void) -> ConnectionID {
        let id = nextConnection
        nextConnection += 1
        connections[id] = Connection(name: nil, send: send)
        return id
    }

    /// How many open connections belong to a student who joined (a student's program closes
    /// its connection once it has its score).
    public var joinedConnections: Int { connections.values.filter { $0.name != nil }.count }

    /// Forgets a closed connection; its student stays, with their answers, and may rejoin.
    public func disconnect(_ id: ConnectionID) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        if let name = connection.name, students[name]?.connection == id {
            students[name]?.connection = nil
            emit(.left(name: name))
        }
    }

    /// Handles one text message from connection `id`.
    public func receive(_ text: String, from id: ConnectionID) {
        switch ClientMessage.parse(text) {
        case .failure(let error): refuse(error, to: id)
        case .success(.join(let name, let language)): join(name: name, language: language, connection: id)
        case .success(.answer(let question, let answer)): take(answer, to: question, from: id)
        }
    }

    /// Sends `error` to connection `id` and tells the teacher.
    public func refuse(_ error: ProtocolError, to id: ConnectionID) {
        connections[id]?.send(.error(code: error.code, message: error.message))
        emit(.refused(name: connections[id]?.name, error: error))
    }

    private func join(name: String, language requested: String?, connection id: ConnectionID) {
        guard connections[id]?.name == nil else {
            return refuse(.init(.alreadyJoined, "this connection has joined already"), to: id)
        }
        if let existing = students[name], existing.connection != nil {
            return refuse(.init(.nameTaken, "someone in the class is already called '\(name)'; join with another name"), to: id)
        }
        let language = questions.first?.text(in: requested ?? "en").language ?? (requested ?? "en")
        let rejoined = students[name] != nil
        if rejoined {
            students[name]?.connection = id
            students[name]?.language = language
        } else {
            order.append(name)
            students[name] = Student(language: language, connection: id)
        }
        connections[id]?.name = name
        try? record?.saveStudent(name: name, language: language, at: clock())
        emit(.joined(name: name, language: language, rejoined: rejoined))
        send(.welcome(name: name, quiz: title, questions: questions.count, rejoined: rejoined), to: id)
        sendState(to: name)
    }

    private func take(_ answer: String, to index: Int, from id: ConnectionID) {
        guard let name = connections[id]?.name, let student = students[name] else {
            return refuse(.init(.notJoined, "join first: send {\"v\":1,\"type\":\"join\",\"name\":\"…\"}"), to: id)
        }
        guard index == current, questions.indices.contains(index) else {
            let open = current.map { "question \($0) is open" } ?? "no question is open"
            return refuse(.init(.questionClosed, "question \(index) is not open (\(open))"), to: id)
        }
        let question = questions[index]
        let right: Bool
        switch question.judge(answer, student.language) {
        case .right: right = true
        case .wrong: right = false
        case .invalid(let why): return refuse(.init(.invalidAnswer, why), to: id)
        }
        let recorded = Answer(text: answer, key: question.chartKey(answer), right: right)
        students[name]?.answers[index] = recorded
        try? record?.saveAnswer(student: name, question: index, questionId: question.id,
                                answer: answer, key: recorded.key, right: right, at: clock())
        emit(.answered(name: name, question: index))
        send(.received(question: index, answer: answer), to: id)
    }

    // MARK: The teacher

    /// Opens the next question, or finishes after the last; returns the new snapshot.
    @discardableResult
    public func advance() -> ClassSnapshot {
        guard !finished else { return snapshot() }
        let next = (current ?? -1) + 1
        if next < questions.count {
            current = next
        } else {
            current = nil
            finished = true
        }
        emit(.advanced(phase: phase, question: current))
        for name in order where students[name]?.connection != nil { sendState(to: name) }
        return snapshot()
    }

    /// Ends the quiz now (the open question closes) and sends each student their score.
    @discardableResult
    public func finish() -> ClassSnapshot {
        while !finished { advance() }
        return snapshot()
    }

    /// Where the session is.
    public var phase: ClassSnapshot.Phase {
        finished ? .finished : (current == nil ? .lobby : .question)
    }

    /// The events from now on, for the teacher's terminal.
    public func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        let key = nextConnection
        nextConnection += 1
        observers[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(key) }
        }
        return stream
    }

    private func removeObserver(_ key: Int) { observers[key] = nil }

    /// Ends the teacher's event streams.
    public func close() {
        for continuation in observers.values { continuation.finish() }
        observers = [:]
    }

    /// Every student's answers, in joining order, one column per question (nil: unanswered).
    func answerTable() -> [[Answer?]] {
        order.map { name in questions.indices.map { students[name]?.answers[$0] } }
    }

    /// What the teacher's screens show now.
    public func snapshot() -> ClassSnapshot {
        let studentRows = order.map { name in
            let student = students[name]!
            return ClassSnapshot.Student(
                name: name, lang: student.language, connected: student.connection != nil,
                right: student.answers.values.filter(\.right).count, answered: student.answers.count)
        }
        let questionRows = questions.enumerated().map { index, question in
            let (_, text) = question.text(in: teacherLanguage)
            let answers = order.compactMap { students[$0]?.answers[index] }
            return ClassSnapshot.Question(
                index: index, id: question.id, prompt: text.prompt, choices: text.choices, answer: text.answer,
                bars: Self.bars(answers, choices: text.choices.count), answered: answers.count)
        }
        return ClassSnapshot(quiz: title, phase: phase, current: current, students: studentRows,
                             questions: questionRows, analysis: finished ? analysis() : nil)
    }

    private static func bars(_ answers: [Answer], choices: Int) -> [ClassSnapshot.Bar] {
        var counts: [String: (count: Int, right: Bool)] = [:]
        for answer in answers {
            counts[answer.key, default: (0, answer.right)].count += 1
        }
        let letters = (0..<choices).map(ChoiceLabel.letter)
        var bars = letters.map { key in
            ClassSnapshot.Bar(key: key, count: counts[key]?.count ?? 0, right: counts[key]?.right ?? false)
        }
        let others = counts.keys.filter { !letters.contains($0) }.sorted { (counts[$0]!.count, $1) > (counts[$1]!.count, $0) }
        bars += others.map { ClassSnapshot.Bar(key: $0, count: counts[$0]!.count, right: counts[$0]!.right) }
        return bars
    }

    // MARK: Sending

    private func sendState(to name: String) {
        guard let student = students[name], let id = student.connection else { return }
        if finished {
            let right = student.answers.values.filter(\.right).count
            send(.finished(right: right, total: questions.count), to: id)
        } else if let current {
            let (language, text) = questions[current].text(in: student.language)
            send(.question(QuestionMessage(
                index: current, count: questions.count, id: questions[current].id, prompt: text.prompt,
                code: text.code, choices: text.choices, lang: language, answered: student.answers[current]?.text)), to: id)
        } else {
            send(.waiting, to: id)
        }
    }

    private func send(_ message: ServerMessage, to id: ConnectionID) {
        connections[id]?.send(message)
    }

    private func emit(_ event: Event) {
        for continuation in observers.values { continuation.yield(event) }
    }
}
