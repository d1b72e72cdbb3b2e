/// What an exercise asks of the learner (`kind:` in `exercise.yaml`, required).
public enum ExerciseKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Complete a skeleton: the starter compiles but lacks what the task asks for.
    case build
    /// Find and correct the bug in a program that runs but does the wrong thing.
    case fix
    /// Say what a given program prints before running it, in a `prediction` string.
    case predict
}
