/// One path through an exercise's app: a fresh simulation on a device, launched, then the user's
/// actions in order (`runs:` in `exercise.yaml`; the older single `device:` and `actions:` are
/// one run named `main`). Every run of an exercise starts from nothing, so what one run did
/// cannot help or harm another.
public struct ExerciseRun: Sendable, Hashable {
    /// The id a check names in `run:`, unique within the exercise (lower-case kebab-case).
    public var id: String
    /// The simulated device.
    public var device: Device
    /// Simulated user actions after launch, in order.
    public var actions: [UserAction]

    /// The id of the one run an exercise written without `runs:` has.
    public static let singleID = "main"

    /// Makes a run.
    public init(id: String, device: Device, actions: [UserAction]) {
        self.id = id
        self.device = device
        self.actions = actions
    }
}

extension UserAction {
    /// The action as `exercise.yaml` writes it (`tap-row: 1`, `swipe-back`), for messages.
    public var yamlText: String {
        switch self {
        case let .tapButton(title): "tap-button: \(title)"
        case let .tapRow(row): "tap-row: \(row)"
        case .tapBack: "tap-back"
        case let .tapTab(index): "tap-tab: \(index)"
        case .swipeForward: "swipe-forward"
        case .swipeBack: "swipe-back"
        case let .rotate(orientation): "rotate: \(orientation.rawValue)"
        case let .edgeSwipeBack(completed): completed ? "edge-swipe-back" : "edge-swipe-back-cancelled"
        case .swipeDownSheet: "swipe-down-sheet"
        case .swipeUpSheet: "swipe-up-sheet"
        case let .tapAlert(title): "tap-alert: \(title)"
        case .dismissPresented: "dismiss-presented"
        }
    }
}
