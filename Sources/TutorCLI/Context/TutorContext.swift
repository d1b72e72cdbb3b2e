import Course
import CourseResources
import Foundation
import ProgressStore

/// Everything a command touches outside itself: input, output, the terminal, the environment,
/// the clock, the progress store and the course engines. Commands get one injected, so tests
/// run them against scripted input and read what they printed.
package final class TutorContext {
    package let input: any LineReading
    package let output: any TextOutput
    package let errors: any TextOutput
    package let terminal: TerminalFacts
    package let environment: [String: String]
    package let clock: @Sendable () -> Date
    package let services: CourseServices
    /// The folder holding `Lessons/` and `Content/`, or nil when it cannot be found.
    package let courseRoot: String?
    /// Why no course was found, when ``courseRoot`` is nil in a live process.
    package var courseProblem: CourseLocator.Failure?
    /// Where the learner's files live.
    package let paths: VCTutorPaths
    private var openedStore: ProgressStore?
    private var toldReadOnly = false

    package init(
        input: any LineReading, output: any TextOutput, errors: any TextOutput,
        terminal: TerminalFacts, environment: [String: String],
        clock: @escaping @Sendable () -> Date, services: CourseServices, courseRoot: String?
    ) {
        self.input = input
        self.output = output
        self.errors = errors
        self.terminal = terminal
        self.environment = environment
        self.clock = clock
        self.services = services
        self.courseRoot = courseRoot
        self.paths = VCTutorPaths(environment: environment)
    }

    /// The progress store, opened on first use (creating the home folder if needed). A write
    /// waits `VCTUTOR_BUSY_TIMEOUT` seconds (default 10) for another process's write.
    package func store() throws(ProgressStoreError) -> ProgressStore {
        if let openedStore { return openedStore }
        let folder = (paths.database as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let timeout = environment["VCTUTOR_BUSY_TIMEOUT"].flatMap(Double.init).map { min(max($0, 0), 3_600) }
        let store: ProgressStore
        do throws(ProgressStoreError) {
            store = try ProgressStore(path: paths.database, busyTimeout: timeout ?? ProgressStore.busyTimeout)
        } catch where error.opensReadOnly {
            // Damaged or newer: read what can be read until the learner decides; writes fail.
            store = try ProgressStore.openReadOnly(path: paths.database, because: error)
        }
        openedStore = store
        return store
    }

    /// Why the opened progress file is read-only, the first time this is asked (so the learner
    /// is told once per command); nil when it is writable, not open, or was already told.
    package func readOnlyStoreNotice() -> ProgressStoreError? {
        guard !toldReadOnly, let reason = openedStore?.readOnlyBecause else { return nil }
        toldReadOnly = true
        return reason
    }

    /// Forgets the opened store, so the next ``store()`` opens the file again.
    package func closeStore() { openedStore = nil }

    /// Whether colour may be used: output is a terminal, `NO_COLOR` is unset or empty, and
    /// `--no-color` was not given.
    package func colourAllowed(noColorFlag: Bool) -> Bool {
        !noColorFlag && terminal.outputIsTTY && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The context of this process with the real engines: the course is located once and
    /// serves both the interface strings and ``CourseServices/discover(courseRoot:environment:)``.
    package static func live() -> TutorContext {
        let environment = ProcessInfo.processInfo.environment
        let located = locateCourse(environment: environment)
        let root = try? located.get().path
        return live(services: .discover(courseRoot: root, environment: environment), located: located)
    }

    /// The context of this process: its standard streams, environment and clock.
    package static func live(services: CourseServices) -> TutorContext {
        live(services: services, located: locateCourse(environment: ProcessInfo.processInfo.environment))
    }

    private static func live(services: CourseServices, located: Result<URL, CourseLocator.Failure>) -> TutorContext {
        let environment = ProcessInfo.processInfo.environment
        let terminal = TerminalFacts.current(environment: environment)
        let input: any LineReading = terminal.inputIsTTY ? ReadlineReader() : PlainLineReader()
        let context = TutorContext(
            input: input, output: FileOutput(.standardOutput), errors: FileOutput(.standardError),
            terminal: terminal, environment: environment, clock: { Date() }, services: services,
            courseRoot: try? located.get().path)
        if case .failure(let problem) = located { context.courseProblem = problem }
        return context
    }

    /// The course folder (`Lessons/` and `Content/`), found as ``CourseLocator`` says:
    /// `VCTUTOR_COURSE`, then up from the executable, `<prefix>/share/vctutor`, the copy that
    /// travels with the program (``BundledCourse``), then up from the current folder.
    package static func findCourseRoot(environment: [String: String]) -> String? {
        try? locateCourse(environment: environment).get().path
    }

    /// The course folder, or why there is none.
    package static func locateCourse(environment: [String: String]) -> Result<URL, CourseLocator.Failure> {
        let process = ProcessInfo.processInfo
        // The program's real file (from /proc/self/exe on Linux): `argv[0]` is a bare name when
        // vctutor was found through PATH.
        let executable = (Bundle.main.executableURL ?? process.arguments.first.map { URL(fileURLWithPath: $0) })?
            .resolvingSymlinksInPath()
        let locator = CourseLocator(
            environment: environment, executable: executable,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            bundled: BundledCourse.candidates(executable: executable))
        return locator.locate()
    }
}
