import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The host's server: students connect by WebSocket at `/ws`; the teacher's page is `/`, its
/// state `/api/state`, and `POST /api/next?token=…` advances the quiz (the token is printed
/// to the teacher only).
public struct ClassServer: Sendable {
    /// The session the server serves.
    public let session: ClassSession
    /// The secret that lets the page advance the quiz.
    public let token: String
    /// The page's words, in the teacher's language.
    public let pageText: DashboardText

    /// Makes a server for `session`.
    public init(session: ClassSession, token: String, pageText: DashboardText) {
        self.session = session
        self.token = token
        self.pageText = pageText
    }

    /// A fresh random token of 16 hex digits.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(format: "%016llx", generator.next() as UInt64)
    }

    /// Serves on `host`:`port` (port 0 lets the system choose a free one) until the task is
    /// cancelled; `onRunning` gets the port once the server listens.
    public func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "vctutor-class")
        logger.logLevel = .critical
        let session = self.session
        let app = Application(
            router: router(),
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: LiveProtocol.maxFrameBytes))) {
                request, _, _ -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> in
                guard let path = request.path, path == "/ws" || path.hasPrefix("/ws?") else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    try await Self.serve(session: session, inbound: inbound, outbound: outbound)
                }
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "vctutor"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [])
    }

    /// One student's connection: messages from the session go out as they come; each text
    /// message in goes to the session; nothing a client sends can stop the host.
    static func serve(session: ClassSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (stream, continuation) = AsyncStream<ServerMessage>.makeStream()
        let id = await session.connect { continuation.yield($0) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in stream {
                    do { try await outbound.write(.text(message.json)) } catch { break }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: LiveProtocol.maxFrameBytes) {
                    switch message {
                    case .text(let text):
                        await session.receive(text, from: id)
                    case .binary:
                        await session.refuse(.init(.malformed, "send JSON as a text message, not binary data"), to: id)
                    }
                }
            } catch {
                // The WebSocket layer closed the connection (a message over maxFrameBytes, a
                // protocol error): the student is simply disconnected.
            }
            await session.disconnect(id)
            continuation.finish()
        }
    }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        let session = self.session
        let token = self.token
        let pageText = self.pageText
        router.get("/") { _, _ -> Response in
            let html = DashboardPage.html(snapshot: await session.snapshot(), text: pageText)
            return Self.response(html, type: "text/html; charset=utf-8")
        }
        router.get("/api/state") { _, _ -> Response in
            Self.response(await session.snapshot().json, type: "application/json")
        }
        router.post("/api/next") { request, _ -> Response in
            guard request.uri.queryParameters.get("token") == token else {
                return Self.response(#"{"error":"a wrong or missing token: only the teacher advances the quiz"}"#,
                                     type: "application/json", status: .forbidden)
            }
            return Self.response(await session.advance().json, type: "application/json")
        }
        return router
    }

    private static func response(_ body: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}

extension ClassSnapshot {
    /// The snapshot as JSON, as `/api/state` serves it.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
