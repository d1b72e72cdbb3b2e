import Foundation
import LiveClass

/// A student's connection driven by a test: everything the host sends is kept, raw text can
/// be sent, and the connection can be dropped.
final class TestStudent: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [ServerMessage] = []
    private var ended = false
    private let send: AsyncStream<String>.Continuation
    private let task: Task<Void, Never>

    /// Connects to `port` on loopback and sends `join` first (nil: no join).
    init(port: Int, join: ClientMessage?) {
        let (outgoing, send) = AsyncStream<String>.makeStream()
        self.send = send
        let box = Box()
        task = Task(executorPreference: LoopbackExecutor.shared) {
            try? await ClassClient.run(url: "ws://127.0.0.1:\(port)/ws", join: join, outgoing: outgoing) { message in
                if case .success(let message) = message { box.owner?.keep(message) }
                return true
            }
            box.owner?.end()
        }
        box.owner = self
    }

    private final class Box: @unchecked Sendable { weak var owner: TestStudent? }

    private func keep(_ message: ServerMessage) { lock.withLock { received.append(message) } }
    private func end() { lock.withLock { ended = true } }

    /// Everything received so far.
    var messages: [ServerMessage] { lock.withLock { received } }
    /// Whether the connection has ended.
    var hasEnded: Bool { lock.withLock { ended } }

    /// Sends `text` as one WebSocket text message.
    func sendRaw(_ text: String) { send.yield(text) }
    /// Sends a protocol message.
    func send(_ message: ClientMessage) { send.yield(message.json) }

    /// Drops the connection (as a closed laptop lid or a lost network would).
    func drop() {
        send.finish()
        task.cancel()
    }

    /// The first message after the first `skip` ones that `match` accepts, waiting up to
    /// `timeout` seconds; nil when none came.
    func waitFor(after skip: Int = 0, timeout: TimeInterval = 60, _ match: (ServerMessage) -> Bool) async -> ServerMessage? {
        var found: ServerMessage?
        _ = await Wait.until(timeout: timeout) {
            found = messages.dropFirst(skip).first(where: match)
            return found != nil
        }
        return found
    }
}

/// Bounded waiting for tests: every wait ends by its timeout.
enum Wait {
    /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass; returns whether
    /// it held. It sleeps without holding a thread, so the host's tasks keep running.
    @discardableResult
    static func until(timeout: TimeInterval, _ condition: () async -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return await condition()
    }
}

extension ServerMessage {
    var question: QuestionMessage? { if case .question(let question) = self { question } else { nil } }
    var errorCode: ProtocolError.Code? { if case .error(let code, _) = self { code } else { nil } }
    var isWelcome: Bool { if case .welcome = self { true } else { false } }
}
