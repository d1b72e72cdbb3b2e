import Foundation
import LiveClass

/// A student's terminal during a live class: prints what the host sends, and reads an answer
/// each time a question opens (so piped answers go one to each question).
final class StudentConsole: @unchecked Sendable {
    private let strings: UIStrings
    private let output: SharedOutput
    private let lock = NSLock()
    private let gate = DispatchSemaphore(value: 0)
    /// The question waiting for an answer from the keyboard.
    private var pending: Int?
    /// The question whose answer was sent last (asked again if the host finds it invalid).
    private var sent: Int?
    private var stopped = false
    private var result = ExitStatus.failure
    private var refused = false

    init(strings: UIStrings, output: SharedOutput) {
        self.strings = strings
        self.output = output
    }

    /// The exit status: success once the quiz finished for this student.
    var outcome: Int32 { lock.withLock { result } }

    /// Whether the conversation ended without a score or a refusal (the host went away).
    var wasCutOff: Bool { lock.withLock { result != ExitStatus.success && !refused } }

    /// Shows a message from the host; returns false when the conversation is over.
    func receive(_ message: Result<ServerMessage, ProtocolError>) -> Bool {
        guard case .success(let message) = message else {
            if case .failure(let problem) = message { output.say(problem.message) }
            return true
        }
        switch message {
        case let .welcome(name, quiz, count, rejoined):
            output.say(rejoined ? t("class.join.welcome_back", ["name": name])
                                : t("class.join.welcome", ["name": name, "quiz": quiz, "count": "\(count)"]))
        case .waiting:
            output.say(t("class.join.waiting"))
        case .question(let question):
            show(question)
            if let answered = question.answered {
                output.say(t("class.join.already", ["answer": answered]))
            } else {
                open(question.index)
            }
        case let .received(_, answer):
            output.say(t("class.join.saved", ["answer": answer]))
        case let .finished(right, total):
            output.say(t("class.join.finished", ["right": "\(right)", "total": "\(total)"]))
            lock.withLock { result = ExitStatus.success }
            return false
        case let .error(code, detail):
            output.say(t("class.error.\(code.rawValue)") + " (\(detail))")
            switch code {
            case .nameTaken, .badName, .unsupportedVersion, .alreadyJoined:
                lock.withLock { refused = true }
                return false
            case .invalidAnswer: if let question = lock.withLock({ sent }) { open(question) }
            default: break
            }
        }
        return true
    }

    /// Reads an answer whenever a question waits for one, until stopped or the input ends.
    func answerLoop(input: any LineReading, send: (String) -> Void) {
        while true {
            gate.wait()
            let (isStopped, waiting) = lock.withLock { (stopped, pending) }
            if isStopped { return }
            guard waiting != nil else { continue }
            switch input.readLine(prompt: t("class.join.prompt")) {
            case .line(let line) where line.trimmingCharacters(in: .whitespaces).isEmpty:
                gate.signal()
            case .line(let line):
                // The line answers the question open now (a new one may have opened meanwhile).
                let open = lock.withLock { () -> Int? in
                    guard let now = pending, !stopped else { return nil }
                    pending = nil
                    sent = now
                    return now
                }
                if let open { send(ClientMessage.answer(question: open, answer: line).json) }
            case .end, .interrupted:
                return
            }
        }
    }

    /// Ends ``answerLoop(input:send:)`` at its next wait.
    func stop() {
        lock.withLock { stopped = true }
        gate.signal()
    }

    private func open(_ index: Int) {
        lock.withLock { pending = index }
        gate.signal()
    }

    private func show(_ question: QuestionMessage) {
        output.say("")
        output.say(t("class.join.question", ["n": "\(question.index + 1)", "total": "\(question.count)"]))
        output.say(question.prompt)
        if let code = question.code { output.say(code) }
        for (index, choice) in question.choices.enumerated() {
            output.say("  \(ChoiceLabel.letter(index))) \(choice)")
        }
    }

    private func t(_ key: String, _ values: [String: String] = [:]) -> String { strings.text(key, values) }
}
