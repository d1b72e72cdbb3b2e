/// The result of a lint, ready for `vctutor lint --json`:
/// `{"clean": true, "errors": 0, "warnings": 2, "problems": [{"file", "line", "column", "id", "message", "severity"}]}`.
///
/// `clean` means no errors: warnings (lesson lengths, quiz sizes, unknown keys) are shown but
/// do not fail the lint.
public struct LintReport: Sendable, Hashable, Codable {
    /// No problem is an error.
    public var clean: Bool
    /// How many problems are errors.
    public var errors: Int
    /// How many problems are warnings.
    public var warnings: Int
    /// Every problem, sorted by file and line.
    public var problems: [CourseProblem]

    /// Summarises `problems`.
    public init(problems: [CourseProblem]) {
        self.problems = problems
        errors = problems.filter { $0.severity == .error }.count
        warnings = problems.count - errors
        clean = errors == 0
    }
}
