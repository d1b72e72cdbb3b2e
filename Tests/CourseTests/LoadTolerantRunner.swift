import SwiftSubset
@testable import Course

extension SimulatorProgramRunner {
    /// The course's runner with its machine-dependent limits relaxed for tests that judge
    /// verdicts, not limits: the suite runs them beside other tests on a loaded machine, where
    /// a debug build can spend the course's 2 s of wall time waiting for a core and the memory
    /// reading (the whole test process's) grows with its neighbours (one fresh-clone CI stopped
    /// a correct solution with "a limit"). Steps, depth, elements and output stay the course's,
    /// so a runaway solution is still stopped the same way.
    static func judgingVerdicts() -> SimulatorProgramRunner {
        var limits = Limits.course
        limits.wallTimeSeconds = 30
        limits.maxMemoryBytes = 1 << 30
        return SimulatorProgramRunner(limits: limits)
    }
}
