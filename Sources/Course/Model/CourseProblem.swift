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
    /// A file or folder the course needs is absent.
    case fileMissing = "file-missing"
    /// A file is not UTF-8 text.
    case fileUnreadable = "file-unreadable"
    /// A YAML file does not parse.
    case yamlSyntax = "yaml-syntax"
    /// A YAML value has the wrong shape (a list where a mapping belongs…).
    case yamlShape = "yaml-shape"
    /// A required key is absent.
    case fieldMissing = "field-missing"
    /// A value is not one the format allows.
    case fieldInvalid = "field-invalid"
    /// A key the format does not know (a warning: often a typo).
    case unknownField = "unknown-field"
    /// An id is used twice where it must be unique.
    case duplicateID = "duplicate-id"
    /// An `id:` differs from its folder name.
    case idMismatch = "id-mismatch"
    /// An id is not lower-case kebab-case.
    case invalidID = "invalid-id"
    /// A question `type:` the format does not know.
    case unknownQuestionType = "unknown-question-type"
    /// A check `expect:` the format does not know.
    case unknownCheckKind = "unknown-check-kind"
    /// An action the format does not know.
    case unknownAction = "unknown-action"
    /// An `at:` that is not a controller path (or not one a check can use).
    case invalidPath = "invalid-path"
    /// A quiz answer that is not one of the options.
    case answerNotAmongOptions = "answer-not-among-options"
    /// An option, item or answer listed twice.
    case duplicateItem = "duplicate-item"
    /// A wrong-line answer outside the code's lines.
    case lineOutOfRange = "line-out-of-range"
    /// A quiz outside 6–12 questions (a warning).
    case questionCount = "question-count"
    /// A mistake mapped to a check the exercise does not have.
    case mistakeUnknownCheck = "mistake-unknown-check"
    /// A mapped mistake without its file.
    case mistakeFileMissing = "mistake-file-missing"
    /// A mistake file not mapped to a check.
    case mistakeNotMapped = "mistake-not-mapped"
    /// Fewer than one alternative or two mistakes.
    case tooFewSolutions = "too-few-solutions"
    /// A file or key present in one language and missing in another.
    case keyMissingInLanguage = "key-missing-in-language"
    /// A prompt, explanation, option text, title, statement or check message is missing or stray.
    case textMissing = "text-missing"
    /// Not exactly three hints.
    case hintCount = "hint-count"
    /// An exercise's last hint shows code instead of pointing to the concept and the API.
    case hintShowsCode = "hint-shows-code"
    /// A code fence that is never closed.
    case markdownUnclosedFence = "markdown-unclosed-fence"
    /// A lesson that does not start with a `# ` title.
    case markdownNoTitle = "markdown-no-title"
    /// Swift that swift-syntax cannot parse.
    case swiftDoesNotParse = "swift-does-not-parse"
    /// A ```swift example that does not run to the end.
    case swiftDoesNotRun = "swift-does-not-run"
    /// An output question whose printed lines cannot be obtained.
    case outputNotComputable = "output-not-computable"
    /// A reference or alternative solution that fails a check.
    case solutionFails = "solution-fails"
    /// A starter that already passes.
    case starterPasses = "starter-passes"
    /// A mistake that passes every check.
    case mistakePasses = "mistake-passes"
    /// A mistake that does not fail its mapped check (or does not compile).
    case mistakeWrongCheck = "mistake-wrong-check"
    /// A lesson outside 600–1,500 words (a warning).
    case lessonLength = "lesson-length"
    /// A single-choice question's right option is the longest of its options.
    case answerLongest = "answer-longest"
    /// Content for a lesson, exercise or question the course does not have.
    case orphanContent = "orphan-content"
    /// A solution whose `@main` disagrees with the exercise's `entry`.
    case entryMismatch = "entry-mismatch"
    /// A lesson picture that is not what its program gives (`vctutor lint --update-pictures`).
    case pictureStale = "picture-stale"
    /// A picture block that follows no runnable ```swift block.
    case pictureMisplaced = "picture-misplaced"
    /// A lesson without a picture of the screen or the hierarchy.
    case lessonNoPicture = "lesson-no-picture"

    /// The severity a problem of this kind has unless said otherwise.
    public var defaultSeverity: CourseProblem.Severity {
        switch self {
        case .lessonLength, .questionCount, .unknownField, .answerLongest: .warning
        default: .error
        }
    }
}
