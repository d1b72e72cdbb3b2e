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
    /// For an exercise with several runs, the id of the run where the check failed or could
    /// not look (an addition to the contract's fields, present only then).
    public var run: String?

    /// Makes a result; `status` defaults to what `passed` says.
    public init(id: String, passed: Bool, message: String, status: CheckStatus? = nil, run: String? = nil) {
        self.id = id
        self.passed = passed
        self.message = message
        self.status = status ?? (passed ? .pass : .fail)
        self.run = run
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        passed = try container.decode(Bool.self, forKey: .passed)
        message = try container.decode(String.self, forKey: .message)
        status = try container.decodeIfPresent(CheckStatus.self, forKey: .status) ?? (passed ? .pass : .fail)
        run = try container.decodeIfPresent(String.self, forKey: .run)
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
    /// What the exercise asks (`"kind"` in the JSON, an addition to the contract's fields;
    /// absent from reports of checks that could not run).
    public var kind: ExerciseKind?
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
    /// For status `limit`: the limit's message, in the JSON as `"limit": {"message": …}` (an
    /// addition to the contract's fields, present only then).
    public var limitMessage: String? = nil

    private enum CodingKeys: String, CodingKey {
        case exercise, kind, passed, status, checks, diagnostics, exception, limit
    }

    private enum LimitKeys: String, CodingKey { case message }

    public init(
        exercise: String, passed: Bool, status: RunStatus, checks: [CheckResult], diagnostics: [Diagnostic],
        exception: ExceptionInfo?, problem: String = "", output: String = "", limitMessage: String? = nil,
        kind: ExerciseKind? = nil
    ) {
        self.exercise = exercise
        self.kind = kind
        self.passed = passed
        self.status = status
        self.checks = checks
        self.diagnostics = diagnostics
        self.exception = exception
        self.problem = problem
        self.output = output
        self.limitMessage = limitMessage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        kind = try container.decodeIfPresent(ExerciseKind.self, forKey: .kind)
        passed = try container.decode(Bool.self, forKey: .passed)
        status = try container.decode(RunStatus.self, forKey: .status)
        checks = try container.decode([CheckResult].self, forKey: .checks)
        diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
        exception = try container.decodeIfPresent(ExceptionInfo.self, forKey: .exception)
        if container.contains(.limit) {
            limitMessage = try container.nestedContainer(keyedBy: LimitKeys.self, forKey: .limit)
                .decode(String.self, forKey: .message)
        }
    }

    /// Encodes every key, `exception` as `null` when there is none (the contract shows it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encode(passed, forKey: .passed)
        try container.encode(status, forKey: .status)
        try container.encode(checks, forKey: .checks)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(exception, forKey: .exception)
        if let limitMessage {
            var limit = container.nestedContainer(keyedBy: LimitKeys.self, forKey: .limit)
            try limit.encode(limitMessage, forKey: .message)
        }
    }

    /// The ids of the checks that failed.
    public var failedCheckIDs: [String] { checks.filter { !$0.passed }.map(\.id) }
}

/// The report of a check that could not run (an unreadable file, an unknown exercise): not
/// passed, status `diagnostics`, `message` its one error at line 1.
public func refusedCheck(exercise: String, message: String) -> CheckReport {
    CheckReport(
        exercise: exercise, passed: false, status: .diagnostics, checks: [],
        diagnostics: [Diagnostic(severity: "error", line: 1, column: 1, message: message, id: "check-refused")],
        exception: nil)
}
