import Foundation
import SwiftSubset
import UIKitSim

/// One file handed to a run.
public struct ProgramFile: Sendable {
    /// The file's name as messages show it (`main.swift`, `AppDelegate.swift`, `Main.storyboard`).
    public let name: String
    /// The file's contents.
    public let text: String
    /// A file named `name` holding `text`.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// Runs a learner's Swift against UIKitSim: checks it, runs the top-level code in order, turns
/// the run loop until idle, and keeps the simulation for inspection.
public final class ProgramRun {
    /// The simulation the program ran in, alive after the run for checks.
    public let simulation: Simulation
    /// The report `--json` prints.
    public internal(set) var report: RunReport?
    /// Diagnostics rendered for a terminal, each with its file, line, column and source line.
    public private(set) var renderedDiagnostics = ""
    /// The runtime error or limit that ended the run, rendered for a terminal with where it
    /// happened (`AppDelegate.swift:12:9: Fatal error: …`, the line and a caret); empty when
    /// the run did not end that way.
    public internal(set) var renderedRuntimeError = ""
    /// The syntax tree of the program's one Swift file, when the run kept it (see
    /// `RunResult.parsedProgram`); nil for several Swift files (the run parsed them joined).
    public private(set) var parsedProgram: ParsedProgram?

    let files: [ProgramFile]
    let limits: Limits
    /// The storyboard an `@main` app launches with, as `UIMainStoryboardFile` (`--main-storyboard`);
    /// nil: what a given Info.plist says, or none.
    let mainStoryboard: String?
    /// The program's globals: alive as long as this run, as top-level variables live for the
    /// whole process in compiled Swift (a window held by a global stays on screen).
    var globals: RetainedGlobals?
    /// The learner's files as the interpreter saw them, for mapping positions back.
    var joined: JoinedSource?
    /// The run's storyboards; its class resolver reaches the bridge, so it is cut loose when
    /// this run goes away (else the pair would keep each other).
    var catalogue: StoryboardCatalogue?
    /// The run's bridge and host classes: the bridge is kept for the user actions performed
    /// after the run, both for tearing the run down.
    var bridge: BridgeState?
    var hostClasses: [HostClass] = []
    var hostTypes: HostTypes?
    /// Storyboards read by earlier runs of the same caller, taken instead of reading them again;
    /// nil: each is read.
    let storyboardReadings: StoryboardReadings?
    /// Whether the run loop turns until idle after each file as well as after the last: the
    /// playground's entries are separate turns, as lines typed one after the other would be.
    public var endsTurnAfterEachFile = false

    /// A run of `files` (Swift sources in order, plus storyboards and Info.plist) on `device`;
    /// nothing runs until `run()` or `perform(_:)`. `storyboardReadings`: storyboards read
    /// before (by runs of the same files), to reuse and to keep the ones read now in.
    public init(files: [ProgramFile], device: Device = .iPhone, mainStoryboard: String? = nil, limits: Limits = .standard,
                storyboardReadings: StoryboardReadings? = nil) {
        self.files = files
        self.storyboardReadings = storyboardReadings
        self.limits = limits
        self.mainStoryboard = mainStoryboard
        self.simulation = Simulation(device: device)
    }

    /// Script objects and native objects that hold each other are let go, so the run's
    /// simulation is freed with it.
    deinit {
        globals?.release()
        globals = nil
        bridge?.tearDown(hostClasses: hostClasses)
        hostTypes?.removeAll()
        catalogue?.classResolver = nil
    }

    /// The controller and view hierarchy (`--tree`).
    public var tree: String { simulation.hierarchyDescription() }
    /// A drawing of the key window (`--screen`).
    public var screen: String { simulation.screenDrawing() }

    /// The hidden line that turns the run loop until idle from inside the program.
    static let idleLine = "__simBridgeIdle()"

    /// Runs the program once and returns its report.
    @discardableResult
    public func run() -> RunReport {
        if let report { return report }
        // The interpreter takes one source: files are joined in the order given (the host's
        // `finishTopLevel` turns the run loop while the script's globals are still alive). In
        // the REPL a hidden line ends the run-loop turn after each entry. Positions in messages
        // are mapped back to the learner's files.
        let joined = JoinedSource(files.filter { $0.name.hasSuffix(".swift") },
                                  lineBetweenFiles: endsTurnAfterEachFile ? Self.idleLine : nil)
        let source = joined.text
        let fileName = joined.parts.count == 1 ? joined.parts[0].name : "main.swift"
        self.joined = joined
        let catalogue = StoryboardCatalogue()
        self.catalogue = catalogue
        let resources = readResources(into: catalogue)
        let bridge = BridgeState(simulation: simulation, catalogue: catalogue)
        self.bridge = bridge
        bridge.mainStoryboard = resources.mainStoryboard
        bridge.sceneManifest = resources.sceneManifest
        bridge.localizedStrings = resources.strings
        let host = UIKitHost(bridge: bridge)
        let resolver = ScriptClassResolver(bridge: bridge, valueOf: { host.value($0) })
        catalogue.classResolver = resolver
        var module = host.module()
        if endsTurnAfterEachFile { module.functions[Self.idleLine] = host.endOfTurn() }
        hostClasses = module.classes
        hostTypes = module.types
        simulation.outputPosition = { [weak types = module.types] in types?.outputByteCount ?? 0 }
        resolver.classes = module.types
        let result = resources.problems.isEmpty
            ? Interpreter.run(source: source, fileName: fileName, limits: limits, hosts: [module])
            : RunResult.refused(resources.problems,
                                rendered: resources.problems.map { "error: \($0.message)\n" }.joined())
        renderedDiagnostics = result.diagnostics.isEmpty || !resources.problems.isEmpty
            ? result.renderedDiagnostics
            : result.diagnostics.map {
                joined.render("\($0.severity.rawValue): \($0.message)", at: SourcePoint(line: $0.line, column: $0.column))
            }.joined()
        if let message = result.runtimeError {
            renderedRuntimeError = joined.render(message, at: result.faultLocation)
        }
        globals = result.globals
        parsedProgram = joined.parts.count == 1 ? result.parsedProgram : nil
        var made = RunReport(
            status: result.status.rawValue,
            output: result.output,
            trace: simulation.trace.map { RunReport.TraceEntry(object: $0.object, event: $0.event, detail: $0.detail) },
            log: simulation.log,
            diagnostics: result.diagnostics.map {
                diagnosticEntry(severity: $0.severity.rawValue, line: $0.line, column: $0.column, message: $0.message, id: $0.id)
            },
            exception: result.status == .exception
                ? RunReport.ExceptionEntry(name: result.exceptionName ?? "SwiftRuntimeError",
                                           reason: result.exceptionReason ?? result.runtimeError ?? "")
                : nil)
        if result.status == .limit {
            let place = result.faultLocation.flatMap { point in joined.locate(line: point.line).map { (point, $0) } }
            made.limit = RunReport.LimitEntry(
                message: result.runtimeError ?? "a limit stopped the program", file: place?.1.part.name,
                line: place?.1.line, column: place?.0.column)
        }
        report = made
        return made
    }

    /// A diagnostic at a line of the joined source, placed in the learner's file it came from.
    func diagnosticEntry(severity: String, line: Int, column: Int, message: String, id: String) -> RunReport.DiagnosticEntry {
        let place = joined?.locate(line: line)
        return RunReport.DiagnosticEntry(severity: severity, file: place?.part.name, line: place?.line ?? line,
                                         column: column, message: message, id: id)
    }
}
