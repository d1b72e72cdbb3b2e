import Course
import Foundation

extension CourseServices {
    /// The engines of this process: the course at `courseRoot` (found by
    /// ``TutorContext/findCourseRoot(environment:)``; nil when there is none), its quizzes and
    /// lint, and the checker. `runner` runs learners' programs for `check`, `output` quiz questions
    /// and lint: by default the interpreter on the simulator, in this process; nil leaves
    /// `check` unavailable, `output` questions out and lint to parsing code. A course with
    /// problems is used as far as it loaded (a lesson whose files are broken is left out);
    /// `vctutor lint` reports the problems.
    package static func discover(
        courseRoot: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        runner: (any ProgramRunner)? = SimulatorProgramRunner()
    ) -> CourseServices {
        guard let rootPath = courseRoot else {
            return CourseServices(runner: LiveCodeRunner())
        }
        let root = URL(fileURLWithPath: rootPath)
        let linter = LiveLinter(root: root, runner: runner)
        let course = LazyCourse(root: root)
        let seed = environment["VCTUTOR_SEED"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970)
        let live = LiveCourse(course: course, runner: runner, seed: seed)
        return CourseServices(
            course: live, checker: runner.map { LiveChecker(course: course, runner: $0) },
            runner: LiveCodeRunner(), linter: linter, quizzes: live, materials: live)
    }
}
