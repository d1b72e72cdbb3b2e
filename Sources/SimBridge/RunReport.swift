import Foundation
import SwiftSubset
import UIKitSim

/// The outcome of a `ProgramRun`, shaped exactly as `vctutor run --json` prints it
/// (contract.md, "`--json`").
public struct RunReport: Encodable, Sendable {
    /// One callback in the trace.
    public struct TraceEntry: Encodable, Sendable, Equatable {
        public let object: String
        public let event: String
        /// Omitted from the JSON when there is none.
        public let detail: String?
    }

    /// One parse or check error.
    public struct DiagnosticEntry: Encodable, Sendable, Equatable {
        public let severity: String
        /// The file the line is in (an addition to the contract's fields).
        public let file: String?
        public let line: Int
        public let column: Int
        public let message: String
        public let id: String
    }

    /// The exception that ended the run.
    public struct ExceptionEntry: Encodable, Sendable, Equatable {
        public let name: String
        public let reason: String
    }

    /// The limit that stopped the run (an addition to the contract's fields, present only for
    /// status `limit`): its message and where the program was.
    public struct LimitEntry: Encodable, Sendable, Equatable {
        public let message: String
        public let file: String?
        public let line: Int?
        public let column: Int?
    }

    /// `ok`, `diagnostics`, `exception` or `limit`.
    public let status: String
    /// What the program printed.
    public let output: String
    public let trace: [TraceEntry]
    /// What UIKit printed to the console (warnings).
    public let log: [String]
    public let diagnostics: [DiagnosticEntry]
    /// Null in the JSON when the run did not end with an exception.
    public let exception: ExceptionEntry?
    /// For status `limit`: which limit, and where.
    public var limit: LimitEntry? = nil

    enum CodingKeys: String, CodingKey { case status, output, trace, log, diagnostics, exception, limit }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(status, forKey: .status)
        try c.encode(output, forKey: .output)
        try c.encode(trace, forKey: .trace)
        try c.encode(log, forKey: .log)
        try c.encode(diagnostics, forKey: .diagnostics)
        if let exception { try c.encode(exception, forKey: .exception) } else { try c.encodeNil(forKey: .exception) }
        try c.encodeIfPresent(limit, forKey: .limit)
    }

    /// The report of a run that could not start because its files could not be read: status
    /// `diagnostics`, with `message` as the one error (on `file`, when one is at fault).
    public static func refused(_ message: String, file: String?) -> RunReport {
        RunReport(status: "diagnostics", output: "", trace: [], log: [],
                  diagnostics: [DiagnosticEntry(severity: "error", file: file, line: 1, column: 1,
                                                message: message, id: "unreadable-input")],
                  exception: nil)
    }

    /// The JSON object as one line of text, keys sorted so that the same run always prints
    /// the same text (Foundation's encoder on Linux does not keep the order keys were written).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return #"{"status":"exception","output":"","trace":[],"log":[],"diagnostics":[],"exception":{"name":"EncodingError","reason":"the report could not be encoded"}}"#
        }
        return text
    }
}
