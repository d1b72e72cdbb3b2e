import Foundation

/// Why a limit stopped a run, as one of a fixed set of messages: an English template with
/// `{name}` placeholders, and the values put into it.
///
/// Every limit message is made here, so wherever its English text travels (a `RunResult`, a
/// run's or check's report, a rendered error) the message it was made from can be read back
/// (``init(english:)``) and shown in the learner's language: the CLI's string tables hold the
/// same keys under `limit.` (Content/*/ui.yaml). JSON reports keep the English text.
public struct LimitMessage: Equatable, Sendable, CustomStringConvertible {
    /// Which limit, and the key of its translations (`limit.<raw value>`).
    public enum Key: String, CaseIterable, Sendable {
        case steps, time, stopped, elements, output, valueSize, memory, memoryWhileChecking, callDepth, describedValue, describedDepth
        case sourceOverMemory, sourceOverTime, sourceLines, checkingTime, runLoopTurns
    }

    public let key: Key
    /// The values of the template's placeholders, as they are shown.
    public let values: [String: String]

    public init(_ key: Key, _ values: [String: String] = [:]) {
        self.key = key
        self.values = values
    }

    /// The English templates (the JSON reports' text; Content/en/ui.yaml has the same).
    public static let englishTemplates: [Key: String] = [
        .steps: "the program ran more than {steps} steps (an endless loop?)",
        .time: "the program ran longer than {seconds} seconds",
        .stopped: "the run was stopped (Ctrl-C)",
        .elements: "the program allocated more than {elements} elements",
        .output: "the program printed more than {bytes} bytes",
        .valueSize: "the program built a value larger than {elements} elements",
        .memory: "the program used more than {megabytes} MB of memory (the memory limit)",
        .memoryWhileChecking: "parsing and checking the program took {used} MB, more than the memory limit of {megabytes} MB",
        .callDepth: "the program nested calls more than {depth} deep (endless recursion?)",
        .describedValue: "the program described a value whose text would take over {size}, more than the memory and step limits leave",
        .describedDepth: "the program described a value whose parts are nested more than {depth} levels deep",
        .sourceOverMemory: "the program is {size}; parsing and checking it could take more than the memory limit of {megabytes} MB (programs of up to {fits} fit in it)",
        .sourceOverTime: "the program is {size}; parsing and checking it could take longer than the time limit of {seconds} (programs of up to {fits} are checked within it)",
        .sourceLines: "the program has more than {lines} lines; vctutor parses and checks programs of up to {lines} lines within the time and memory limits",
        .checkingTime: "parsing and checking the program took longer than the time limit of {seconds}; nothing was run",
        .runLoopTurns: "the run loop turned more than {turns} times: the program keeps scheduling work (a block that dispatches itself again?)",
    ]

    /// The English message.
    public var description: String { Self.fill(Self.englishTemplates[key] ?? key.rawValue, values) }

    /// `template` with each `{name}` replaced by its value.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
    }

    /// The message `english` was made from, or nil when it is not a limit message. Each value is
    /// the shortest text that lets the rest of the template match.
    public init?(english: String) {
        for key in Key.allCases {
            if let values = Self.match(english, Self.englishTemplates[key] ?? "") {
                self.init(key, values)
                return
            }
        }
        return nil
    }

    private static func match(_ text: String, _ template: String) -> [String: String]? {
        var values: [String: String] = [:]
        var rest = Substring(text)
        var pattern = Substring(template)
        while let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") {
            let literal = pattern[..<open]
            guard rest.hasPrefix(literal) else { return nil }
            rest = rest.dropFirst(literal.count)
            let name = String(pattern[pattern.index(after: open)..<close])
            pattern = pattern[pattern.index(after: close)...]
            let next = pattern.prefix { $0 != "{" }
            let end: Substring.Index
            if next.isEmpty {
                end = rest.endIndex
            } else {
                guard let found = rest.range(of: next)?.lowerBound else { return nil }
                end = found
            }
            let value = String(rest[..<end])
            if let earlier = values[name], earlier != value { return nil }
            values[name] = value
            rest = rest[end...]
        }
        return rest == pattern ? values : nil
    }
}
