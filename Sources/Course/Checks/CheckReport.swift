/// The result of one check, as in `vctutor check --json`.
public struct CheckResult: Sendable, Hashable, Codable {
    /// The check's id.
    public var id: String
    /// Whether it passed.
    public var passed: Bool
    /// For a failed check, the exercise's message, `{found}` and `{expected}` filled in, in
    /// the chosen language; for one not run, why; empty for a passed check.
    public var message: String
    /// Passed, failed, or not run because the program stopped first (it did not compile, or
    /// crashed or hit a limit before the state this check looks at existed).
    public var status: CheckStatus

    /// Makes a result; `status` defaults to what `passed` says.
    public init(id: String, passed: Bool, message: String, status: CheckStatus? = nil) {
        self.id = id
        self.passed = passed
        self.message = message
        self.status = status ?? (passed ? .pass : .fail)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        passed = try container.decode(Bool.self, forKey: .passed)
        message = try container.decode(String.self, forKey: .message)
        status = try container.decodeIfPresent(CheckStatus.self, forKey: .status) ?? (passed ? .pass : .fail)
    }
}

/// What became of one check (`status` in `vctutor check --json`, added to the contract).
public enum CheckStatus: String, Sendable, Hashable, Codable {
    case pass
    case fail
    /// The program stopped before the check could look at anything.
    case notRun = "not-run"
}

/// The result of checking a solution: exactly the JSON of `vctutor check --json`.
public struct CheckReport: Sendable, Hashable, Codable {
    /// The exercise id.
    public var exercise: String
    /// Whether every check passed (and the program ran).
    public var passed: Bool
    /// `ok`, `diagnostics`, `exception` or `limit`, as for `run`.
    public var status: RunStatus
    /// One entry per check, in the exercise's order.
    public var checks: [CheckResult]
    /// The diagnostics of the learner's code.
    public var diagnostics: [Diagnostic]
    /// The uncaught exception, or null.
    public var exception: ExceptionInfo?
    /// What stopped the program, rendered for a terminal with where it happened (not part of
    /// the JSON): diagnostics or the runtime error; empty when it ran well.
    public var problem: String = ""
    /// What the program printed (not part of the JSON): graders show it beside the results.
    public var output: String = ""

    private enum CodingKeys: String, CodingKey {
        case exercise, passed, status, checks, diagnostics, exception
    }

    /// Encodes every key, `exception` as `null` when there is none (the contract shows it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(passed, forKey: .passed)
        try container.encode(status, forKey: .status)
        try container.encode(checks, forKey: .checks)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(exception, forKey: .exception)
    }

    /// The ids of the checks that failed.
    public var failedCheckIDs: [String] { checks.filter { !$0.passed }.map(\.id) }
}
