/// A callback UIKit delivers to a view controller or to the app delegate. The raw value is the
/// Swift method name with its argument labels, as the trace prints it.
public enum LifecycleCallback: String, Sendable, CaseIterable {
    case loadView
    case viewDidLoad
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"
    case viewWillTransition = "viewWillTransition(to:with:)"
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    case prepareForSegue = "prepare(for:sender:)"
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case deinitialized = "deinit"
}

/// The extra information of a trace event.
public enum TraceDetail: Hashable, Sendable {
    /// A parent controller (willMove/didMove).
    case object(ObjectIdentity)
    /// No parent: `toParent: nil`.
    case noObject
    /// A segue identifier (prepare/shouldPerformSegue); nil identifiers are `.noObject`.
    case text(String)
}

/// One delivered callback, recorded at delivery.
public struct TraceEvent: Hashable, Sendable {
    /// The object that received the callback.
    public let object: ObjectIdentity
    /// The callback.
    public let callback: LifecycleCallback
    /// Parent or segue identifier, where the callback has one.
    public let detail: TraceDetail?
}

/// A trace event with names resolved for export (the `--json` trace's `object`, `event` and
/// `detail`). A nil parent is the detail `"nil"`.
public struct TraceRecord: Hashable, Sendable, Codable, CustomStringConvertible {
    public let object: String
    public let event: String
    public let detail: String?

    public init(object: String, event: String, detail: String? = nil) {
        self.object = object
        self.event = event
        self.detail = detail
    }

    /// `Object.event` or `Object.event detail`, one line.
    public var description: String {
        detail.map { "\(object).\(event) \($0)" } ?? "\(object).\(event)"
    }
}

extension Simulation {
    /// Records a delivered callback.
    func record(_ callback: LifecycleCallback, _ object: ObjectIdentity, _ detail: TraceDetail? = nil) {
        guard isAlive else { return }
        checkpoint?()
        if let outputPosition { eventOutputPositions.append(outputPosition()) }
        events.append(TraceEvent(object: object, callback: callback, detail: detail))
    }

    /// The trace with names resolved now (`ClassName#N` where the run made several instances).
    public var trace: [TraceRecord] {
        events.map { event in
            let detail: String? = switch event.detail {
            case .object(let parent): traceName(parent)
            case .noObject: "nil"
            case .text(let text): text
            case nil: nil
            }
            return TraceRecord(object: traceName(event.object), event: event.callback.rawValue, detail: detail)
        }
    }

    /// The trace as lines of text, one event a line.
    public var traceLines: [String] { trace.map(\.description) }
}
