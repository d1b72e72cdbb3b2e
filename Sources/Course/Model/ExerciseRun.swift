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
