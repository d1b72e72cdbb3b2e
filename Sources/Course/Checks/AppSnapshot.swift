/// The state after a run, as plain values: windows, the controller tree, the trace, the output.
///
/// The bridge fills it from the simulator; checks read only this.
public struct AppSnapshot: Sendable, Hashable, Codable {
    /// Every window, in the order created.
    public var windows: [WindowSnapshot]
    /// Every controller reachable from a window, by `id`.
    public var controllers: [ControllerSnapshot]
    /// Every callback UIKit delivered, in order.
    public var trace: [TraceEvent]
    /// What the program printed.
    public var output: String
    /// What UIKit would print to the console.
    public var log: [String]
    /// The uncaught exception or runtime error that ended the run, if any.
    public var exception: ExceptionInfo?
    /// Parse and check diagnostics; when any is an error the program did not run.
    public var diagnostics: [Diagnostic]
    /// How the run ended.
    public var status: RunStatus
    /// What stopped the program, rendered for a terminal: diagnostics or the runtime error,
    /// each with file:line:column, the source line and a caret; empty when it ran well.
    public var problem: String = ""
    /// For status `limit`: the limit's message (`limit: the program ran longer than 2 seconds`).
    public var limitMessage: String? = nil

    /// Makes a snapshot; everything defaults to an empty, successful run.
    public init(
        windows: [WindowSnapshot] = [], controllers: [ControllerSnapshot] = [], trace: [TraceEvent] = [],
        output: String = "", log: [String] = [], exception: ExceptionInfo? = nil,
        diagnostics: [Diagnostic] = [], status: RunStatus = .ok
    ) {
        self.windows = windows
        self.controllers = controllers
        self.trace = trace
        self.output = output
        self.log = log
        self.exception = exception
        self.diagnostics = diagnostics
        self.status = status
    }

    /// The key window.
    public var keyWindow: WindowSnapshot? { windows.last { $0.isKey } }

    /// The window whose root the paths start from: the key window, else the last one created
    /// (so a learner who forgot `makeKeyAndVisible` fails only the window check).
    public var mainWindow: WindowSnapshot? { keyWindow ?? windows.last }

    /// The controller with this id.
    public func controller(_ id: Int?) -> ControllerSnapshot? {
        guard let id else { return nil }
        return controllers.first { $0.id == id }
    }
}

/// A window after the run.
public struct WindowSnapshot: Sendable, Hashable, Codable {
    /// Whether it is the key window.
    public var isKey: Bool
    /// Whether it is visible (not hidden).
    public var isVisible: Bool
    /// The id of its root view controller.
    public var rootController: Int?

    /// Makes a window snapshot.
    public init(isKey: Bool, isVisible: Bool, rootController: Int?) {
        self.isKey = isKey
        self.isVisible = isVisible
        self.rootController = rootController
    }
}

/// One event of the trace, as in `vctutor run --json`.
public struct TraceEvent: Sendable, Hashable, Codable {
    /// The class name, or `ClassName#N` when the run made several instances.
    public var object: String
    /// The method name with argument labels: `viewDidLoad`, `willMove(toParent:)`.
    public var event: String
    /// The parent's name, the segue identifier, … where it applies.
    public var detail: String?
    /// How many bytes (UTF-8) of `AppSnapshot.output` had been printed when the event came:
    /// what was printed before it; nil when the run did not tell.
    public var printedBefore: Int?

    /// Makes an event.
    public init(object: String, event: String, detail: String? = nil, printedBefore: Int? = nil) {
        self.object = object
        self.event = event
        self.detail = detail
        self.printedBefore = printedBefore
    }
}

/// How a run ended (`status` in the JSON of `run` and `check`).
public enum RunStatus: String, Sendable, Hashable, Codable {
    /// Ran to the end.
    case ok
    /// Did not pass parsing or checking and did not run.
    case diagnostics
    /// An uncaught exception or runtime error ended it.
    case exception
    /// A step, time, memory or depth limit stopped it.
    case limit
}

/// An uncaught exception, as `{"name": …, "reason": …}`.
public struct ExceptionInfo: Sendable, Hashable, Codable {
    /// `NSInvalidArgumentException`, or `SwiftRuntimeError` for a Swift runtime error.
    public var name: String
    /// The reason, or the message Swift prints.
    public var reason: String

    /// Makes an exception description.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// A diagnostic about the learner's code, as in the JSON of `run` and `check`.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// 1-based.
    public var line: Int
    /// 1-based.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// The stable message id.
    public var id: String

    /// Makes a diagnostic.
    public init(severity: String, line: Int, column: Int, message: String, id: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
        self.id = id
    }
}
