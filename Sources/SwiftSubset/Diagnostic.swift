/// A problem found in a program before it runs (parse or check error).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable { case error, warning, note }

    /// Stable identifier of the message kind, e.g. `cannot-find-in-scope`.
    public let id: String
    public let severity: Severity
    /// 1-based line.
    public let line: Int
    /// 1-based column (in UTF-8 bytes, like swiftc).
    public let column: Int
    /// The message, worded like Swift's compiler.
    public let message: String

    public init(id: String, severity: Severity, line: Int, column: Int, message: String) {
        self.id = id
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}
