import ArgumentParser
import Foundation
import LiveClass

/// `vctutor class join`: a student's side of a live class quiz.
struct ClassJoinCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a live class quiz your teacher hosts.",
        discussion: """
            Each question appears when the teacher opens it; answer with the option's letter or \
            in words. If you lose the connection, join again with the same name: your answers \
            are kept.

            Examples:
              vctutor class join 192.168.1.5:8080 --name Ann
              vctutor class join 192.168.1.5:8080 --name Ann --lang ru
            """)

    @Argument(help: "The address the teacher shows, HOST:PORT.") var address: String
    @Option(help: "Your name, as the teacher will see it.") var name: String
    @OptionGroup var common: CommonOptions

    func validate() throws {
        let parts = address.split(separator: ":")
        guard address.hasPrefix("ws://") || (parts.count == 2 && Int(parts[1]).map { (1...65_535).contains($0) } == true) else {
            throw ValidationError("'\(address)' is not HOST:PORT, e.g. 192.168.1.5:8080")
        }
    }

    func run(in context: TutorContext) throws -> Int32 {
        let commandSession = session(context)
        let student = StudentConsole(strings: commandSession.strings, output: SharedOutput(context.output))
        let url = ClassClient.url(for: address)
        let join = ClientMessage.join(name: name, language: commandSession.language.rawValue)
        let (outgoing, send) = AsyncStream<String>.makeStream()
        nonisolated(unsafe) let input = context.input
        let reader = Thread { student.answerLoop(input: input, send: { send.yield($0) }) }
        reader.start()
        do {
            try AsyncBridge.wait {
                try await ClassClient.run(url: url, join: join, outgoing: outgoing) { message in
                    student.receive(message)
                }
            }
        } catch {
            student.stop()
            context.complain(commandSession.t("class.join.cannot_connect", ["address": address, "reason": Self.reason(error)]))
            return ExitStatus.failure
        }
        student.stop()
        if student.wasCutOff { context.complain(commandSession.t("class.join.closed")) }
        return student.outcome
    }

    /// The gist of a connection error: the system's own words (`Connection refused`) when
    /// the error carries them, not the whole chain of the network library's types.
    static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        for gist in ["Connection refused", "No route to host", "Network is unreachable", "timed out", "Name or service not known"]
        where text.localizedCaseInsensitiveContains(gist) {
            return gist.lowercased()
        }
        return text
    }
}
