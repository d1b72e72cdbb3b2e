import Foundation
import HummingbirdWSClient
import Logging

/// A student's connection to a class host: sends `join`, then whatever text `outgoing`
/// yields, and hands each message from the host to `onMessage` until it returns false, the
/// host closes the connection or `outgoing` ends.
public enum ClassClient {
    /// `ws://HOST:PORT/ws` for an address given as `HOST:PORT` (or already a `ws://` URL).
    public static func url(for address: String) -> String {
        if address.hasPrefix("ws://") || address.hasPrefix("wss://") { return address }
        return "ws://\(address)/ws"
    }

    /// Connects to `url` and runs the conversation until the host closes it, `onMessage`
    /// returns false or the task is cancelled (the end of `outgoing` does not end it).
    ///
    /// - Parameters:
    ///   - join: the first message sent, normally ``ClientMessage/join(name:language:)``
    ///     (nil sends nothing first, for tests of what a host does with bad clients).
    ///   - outgoing: further messages, as JSON text, sent as they come.
    ///   - onMessage: gets each message from the host (or the problem reading it); returning
    ///     false ends the conversation.
    public static func run(
        url: String, join: ClientMessage?, outgoing: AsyncStream<String>,
        onMessage: @escaping @Sendable (Result<ServerMessage, ProtocolError>) async -> Bool
    ) async throws {
        var logger = Logger(label: "vctutor-class-join")
        logger.logLevel = .critical
        try await WebSocketClient.connect(
            url: url, configuration: .init(maxFrameSize: LiveProtocol.maxFrameBytes), logger: logger
        ) { inbound, outbound, _ in
            if let join { try await outbound.write(.text(join.json)) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in outgoing { try await outbound.write(.text(text)) }
                }
                for try await message in inbound.messages(maxSize: LiveProtocol.maxFrameBytes) {
                    guard case .text(let text) = message else { continue }
                    if await !onMessage(ServerMessage.parse(text)) { break }
                }
                group.cancelAll()
            }
        }
    }
}
