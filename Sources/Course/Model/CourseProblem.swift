/// A problem found while loading or linting the course: where it is, what it is, how bad.
///
/// `id` is stable (scripts and tests match on it); `message` is English text for authors.
public struct CourseProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Codable, Hashable {
        /// The course is wrong: lint fails.
        case error
        /// Worth a look (e.g. a lesson's length): lint still reports it.
        case warning
    }

    /// The file, relative to the course root (`Lessons/windows/lesson.yaml`).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column (in Unicode scalars), when known.
    public var column: Int?
    /// What kind of problem this is.
    public var id: CourseProblemID
    /// What is wrong and what to do, in English.
    public var message: String
    /// Error or warning.
    public var severity: Severity

    /// Makes a problem; the severity defaults to the one its id implies.
    public init(
        file: String, line: Int? = nil, column: Int? = nil,
        id: CourseProblemID, message: String, severity: Severity? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.id = id
        self.message = message
        self.severity = severity ?? id.defaultSeverity
    }

    /// `file:line:column: severity: message [id]`, the way compilers print diagnostics.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(severity.rawValue): \(message) [\(id.rawValue)]"
    }
}

/// The stable id of a kind of course problem.
public enum CourseProblemID: String, Sendable, Codable, Hashable, CaseIterable {
    case fileMissing = "file-missing"
    case fileUnreadable = "file-unreadable"
    case yamlSyntax = "yaml-syntax"
    case yamlShape = "yaml-shape"
    case fieldMissing = "field-missing"
    case fieldInvalid = "field-invalid"
    case unknownField = "unknown-field"
    case duplicateID = "duplicate-id"
    case idMismatch = "id-mismatch"
    case invalidID = "invalid-id"
    case unknownQuestionType = "unknown-question-type"
    case unknownCheckKind = "unknown-check-kind"
    case unknownAction = "unknown-action"
    case invalidPath = "invalid-path"
    case answerNotAmongOptions = "answer-not-among-options"
    case duplicateItem = "duplicate-item"
    case lineOutOfRange = "line-out-of-range"
    case questionCount = "question-count"
    case mistakeUnknownCheck = "mistake-unknown-check"
    case mistakeFileMissing = "mistake-file-missing"
    case mistakeNotMapped = "mistake-not-mapped"
    case tooFewSolutions = "too-few-solutions"
    case keyMissingInLanguage = "key-missing-in-language"
    case textMissing = "text-missing"
    case hintCount = "hint-count"
    case markdownUnclosedFence = "markdown-unclosed-fence"
    case markdownNoTitle = "markdown-no-title"
    case swiftDoesNotParse = "swift-does-not-parse"
    case swiftDoesNotRun = "swift-does-not-run"
    case outputNotComputable = "output-not-computable"
    case solutionFails = "solution-fails"
    case starterPasses = "starter-passes"
    case mistakePasses = "mistake-passes"
    case mistakeWrongCheck = "mistake-wrong-check"
    case lessonLength = "lesson-length"
    case orphanContent = "orphan-content"
    case entryMismatch = "entry-mismatch"

    /// The severity a problem of this kind has unless said otherwise.
    public var defaultSeverity: CourseProblem.Severity {
        switch self {
        case .lessonLength, .questionCount, .unknownField: .warning
        default: .error
        }
    }
}
