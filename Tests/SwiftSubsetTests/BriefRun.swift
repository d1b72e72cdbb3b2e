@testable import SwiftSubset

/// Runs a short test program under limits that stop a runaway quickly: `maxSteps` statements
/// (enough for every small program the tests write) and 5 seconds of wall time.
func briefRun(_ source: String, maxSteps: Int = 200_000) -> RunResult {
    Interpreter.run(source: source, limits: Limits(maxSteps: maxSteps, wallTimeSeconds: 5))
}
