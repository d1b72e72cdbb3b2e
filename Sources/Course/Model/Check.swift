import UIKitSim

/// One check of an exercise: passes or fails with its own message.
public struct Check: Sendable, Hashable {
    /// Unique within the exercise; the key of its message in the content files.
    public var id: String
    /// What must hold after the run.
    public var expectation: Expectation
    /// Where it is declared.
    public var position: SourcePosition
    /// The id of the one run it looks at (`run:`); nil: it must hold after every run.
    public var run: String?

    /// Makes a check.
    public init(id: String, expectation: Expectation, position: SourcePosition, run: String? = nil) {
        self.id = id
        self.expectation = expectation
        self.position = position
        self.run = run
    }
}

/// What a check expects of the state after a run (`expect:` in `exercise.yaml`).
public enum Expectation: Sendable, Hashable {
    /// `key-window`: a key, visible window exists.
    case keyWindow
    /// `class`: the controller at the path is of this class or a subclass.
    case isClass(at: ControllerPath, className: String)
    /// `count`: the collection at the path has this many elements.
    case count(at: ControllerPath, equals: Int)
    /// `property`: a property of the controller at the path, rendered as a string, equals this.
    case property(at: ControllerPath, name: String, equals: String)
    /// `trace`: these events occur in this order (others may come between).
    case trace(contains: [TraceStep])
    /// `output`: the program's output contains this text.
    case output(contains: String)
    /// `log`: UIKit's console log has a line containing this text.
    case log(contains: String)
    /// `no-exception`: the run ended without an uncaught exception or runtime error.
    case noException
    /// `absent`: there is no controller at the path (e.g. nothing presented).
    case absent(at: ControllerPath)
    /// `source`: the learner's code itself obeys a rule (judged on its syntax tree, not the run).
    case source(SourceRule)
    /// `output` with `times`: the program printed this text exactly this many times.
    case outputCount(contains: String, times: Int)
    /// `classes` or `titles`: the controllers of the collection at the path, in order, are of
    /// these classes (or subclasses) or have these titles, and there are no others.
    case each(at: ControllerPath, facet: ControllerFacet, equals: [String])
    /// `prediction`: the learner's global string constant `variable` (default `prediction`),
    /// split into trimmed non-blank lines, equals the lines the program printed (same trimming).
    case prediction(variable: String)

    /// The variable a `prediction` check reads when the check names none.
    public static let defaultPredictionVariable = "prediction"

    /// The kinds as written after `expect:`.
    public static let kindNames: [String] = [
        "key-window", "class", "count", "property", "trace", "output", "log", "no-exception", "absent",
        "source",
        "classes", "titles", "prediction",
    ]
}

/// What an `each` check compares of every controller in a collection.
public enum ControllerFacet: String, Sendable, Hashable {
    /// `classes`: the class, a subclass counting as its superclass.
    case classes
    /// `titles`: the `title` (`nil` when it has none).
    case titles
}

/// One step a `trace` check looks for.
public struct TraceStep: Sendable, Hashable, Codable {
    /// The events the trace records (the contract's list for `vctutor run --json`): every
    /// callback UIKitSim records, so a step naming another could never match.
    public static let knownEvents: Set<String> = Set(LifecycleCallback.allCases.map(\.rawValue))

    /// The class name (`ListViewController`) or an instance (`ListViewController#2`).
    public var object: String
    /// The event, e.g. `viewDidLoad`, `prepare(for:sender:)`.
    public var event: String
    /// The detail, when it must match too.
    public var detail: String?
    /// For a step that is a printed line instead of an event (`printed:`), text the line contains.
    public var printed: String?

    /// Makes a step.
    public init(object: String, event: String, detail: String? = nil) {
        self.object = object
        self.event = event
        self.detail = detail
    }

    /// Makes a step that is a line the program printed, containing `text`.
    public init(printed text: String) {
        self.init(object: "", event: "")
        printed = text
    }

    /// Whether a traced event matches: `ListViewController` matches every instance of the class.
    public func matches(_ event: TraceEvent) -> Bool {
        guard printed == nil, event.event == self.event else { return false }
        if let detail, event.detail != detail { return false }
        if event.object == object { return true }
        return !object.contains("#") && event.object.hasPrefix(object + "#")
    }
}
