import SimBridge

/// An exercise: what the learner is asked to build and how the result is checked.
public struct Exercise: Sendable, Hashable {
    /// The folder name; unique in the whole course (progress is stored against it).
    public var id: String
    /// The lesson that lists it.
    public var lessonID: String
    /// What the learner is asked to do: build, fix or predict.
    public var kind: ExerciseKind
    /// How the program starts.
    public var entry: Entry
    /// The storyboard launched as `UIMainStoryboardFile`, if any.
    public var mainStoryboard: String?
    /// The paths the checks look at, each in its own simulation; never empty.
    public var runs: [ExerciseRun]
    /// The checks, in order.
    public var checks: [Check]
    /// Typical mistakes: mistake file name (without `.swift`) → the id of the check it must fail.
    public var mistakes: [String: String]
    /// The Swift files and the given files.
    public var files: ExerciseFiles
    /// The words per language.
    public var texts: [Language: ExerciseText]
    /// `Lessons/<lesson>/exercises/<id>/exercise.yaml`.
    public var position: SourcePosition

    /// Makes an exercise (the loader reads them from `exercise.yaml`; tests and tools may build them).
    public init(
        id: String, lessonID: String, kind: ExerciseKind = .build, device: Device = .iphone, entry: Entry = .app, mainStoryboard: String? = nil,
        actions: [UserAction] = [], runs: [ExerciseRun] = [], checks: [Check], mistakes: [String: String] = [:],
        files: ExerciseFiles = ExerciseFiles(), texts: [Language: ExerciseText] = [:], position: SourcePosition
    ) {
        self.id = id
        self.lessonID = lessonID
        self.kind = kind
        self.entry = entry
        self.mainStoryboard = mainStoryboard
        self.runs = runs.isEmpty ? [ExerciseRun(id: ExerciseRun.singleID, device: device, actions: actions)] : runs
        self.checks = checks
        self.mistakes = mistakes
        self.files = files
        self.texts = texts
        self.position = position
    }

    /// The first run's device (an exercise's only one when it has a single run).
    public var device: Device { runs[0].device }

    /// The first run's actions (an exercise's only ones when it has a single run).
    public var actions: [UserAction] { runs[0].actions }

    /// The words in `language`, if written.
    public func text(in language: Language) -> ExerciseText? { texts[language] }

    /// The check with this id.
    public func check(id: String) -> Check? { checks.first { $0.id == id } }
}

/// How a program starts.
public enum Entry: String, Sendable, Hashable, Codable, CaseIterable {
    /// An app delegate marked `@main`, launched as `UIApplicationMain` would.
    case app
    /// Top-level code, run in order.
    case script
}

/// A simulated user action after launch: the bridge's action, written in `actions:` as
/// `ProgramRun.Action(text:)` reads it.
public typealias UserAction = ProgramRun.Action

/// A Swift file or a given file of an exercise.
public struct SourceFile: Sendable, Hashable, Codable {
    /// The file name (`solution.swift`, `Main.storyboard`, `Info.plist`).
    public var name: String
    /// The contents.
    public var text: String

    /// Makes a file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// The files in an exercise's folder.
public struct ExerciseFiles: Sendable, Hashable {
    /// What the learner starts from.
    public var starter: SourceFile?
    /// The reference solution.
    public var solution: SourceFile?
    /// Other correct solutions, by file name without `.swift`.
    public var alternatives: [String: SourceFile]
    /// Typical wrong solutions, by file name without `.swift`.
    public var mistakes: [String: SourceFile]
    /// Storyboards and Info.plist given to every run.
    public var given: [SourceFile]

    /// Makes the files of an exercise.
    public init(
        starter: SourceFile? = nil, solution: SourceFile? = nil,
        alternatives: [String: SourceFile] = [:], mistakes: [String: SourceFile] = [:],
        given: [SourceFile] = []
    ) {
        self.starter = starter
        self.solution = solution
        self.alternatives = alternatives
        self.mistakes = mistakes
        self.given = given
    }
}

/// An exercise's words in one language.
public struct ExerciseText: Sendable, Hashable {
    /// The title.
    public var title: String?
    /// The statement, Markdown.
    public var statement: String?
    /// Exactly three hints, each more specific.
    public var hints: [String]
    /// Check id → message with `{found}` and `{expected}` placeholders.
    public var checkMessages: [String: String]
    /// `Content/<lang>/exercises/<id>.yaml`.
    public var position: SourcePosition
    /// The 1-based line where each hint starts in that file (empty when not read from one).
    public var hintLines: [Int]

    /// Makes an exercise text.
    public init(
        title: String?, statement: String?, hints: [String], checkMessages: [String: String], position: SourcePosition,
        hintLines: [Int] = []
    ) {
        self.hintLines = hintLines
        self.title = title
        self.statement = statement
        self.hints = hints
        self.checkMessages = checkMessages
        self.position = position
    }
}
