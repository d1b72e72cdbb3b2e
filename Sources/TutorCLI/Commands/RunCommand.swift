import ArgumentParser
import SimBridge

/// `vctutor run`: runs Swift code against the simulator.
struct RunCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run Swift code against the simulator.",
        discussion: """
            Examples:
              vctutor run main.swift
              vctutor run App/ --device ipad --trace --tree
              vctutor run App/ --json
              vctutor run App/ --action "tap-row: 2" --action tap-back --trace
            """)

    @Argument(help: "Swift files, storyboards, an Info.plist, or a folder holding them.")
    var paths: [String]
    @Option(help: "The simulated device: iphone or ipad.", completion: CourseIdCompletion.devices) var device: String?
    @Option(name: .customLong("main-storyboard"), help: "The main storyboard's name.") var mainStoryboard: String?
    @Flag(help: "Print the lifecycle trace.") var trace = false
    @Flag(help: "Print the controller and view hierarchy.") var tree = false
    @Flag(help: "Draw the key window.") var screen = false
    @Flag(help: "Print one JSON object.") var json = false
    @Option(name: .customLong("action"), help: ArgumentHelp(
        "What the user does after launch, in order (repeat for more), written as in an exercise's actions: tap-back, tap-row: 2, tap-button: Save.",
        valueName: "action")) var actions: [String] = []
    @Option(name: .customLong("memory-limit"), help: "The run's memory limit in MB (default 256).") var memoryLimit: Int?
    @Option(name: .customLong("time-limit"), help: "The run's time limit in seconds (default 10).") var timeLimit: Int?
    @OptionGroup var common: CommonOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to run") }
        if let device, !["iphone", "ipad"].contains(device) {
            throw ValidationError("unknown device '\(device)'; use iphone or ipad")
        }
        if let memoryLimit, !(1...16_384).contains(memoryLimit) {
            throw ValidationError("--memory-limit takes a number of MB from 1 to 16384, not \(memoryLimit)")
        }
        if let timeLimit, !(1...3_600).contains(timeLimit) {
            throw ValidationError("--time-limit takes a number of seconds from 1 to 3600, not \(timeLimit)")
        }
        for action in actions {
            do {
                _ = try ProgramRun.Action(text: action)
            } catch {
                throw ValidationError("--action '\(action)': \(error.description)")
            }
        }
    }

    func run(in context: TutorContext) throws -> Int32 {
        guard let runner = context.services.runner else {
            return context.notAvailable(session(context), what: "run")
        }
        var options: [String] = []
        if let device { options += ["--device", device] }
        if let mainStoryboard { options += ["--main-storyboard", mainStoryboard] }
        if trace { options.append("--trace") }
        if tree { options.append("--tree") }
        if screen {
            options.append("--screen")
            // In a terminal the drawing narrows to fit it; piped output keeps the device's size.
            if context.terminal.outputIsTTY { options.append("--screen-columns=\(context.terminal.width)") }
        }
        if let memoryLimit { options += ["--memory-limit", String(memoryLimit)] }
        if let timeLimit { options += ["--time-limit", String(timeLimit)] }
        for action in actions { options += ["--action", action] }
        let result = try runner.run(paths: paths, options: options, json: json,
                                    stopRequested: (context.input as? ReadlineReader)?.stopRequested)
        // The learner's language (saved in the progress store) and the interface's strings are
        // read only when there is a limit's message to translate: opening the store and reading
        // the strings was a large part of a short run's start.
        let translating = !json && result.output.contains(CommandSession.limitMarker)
        context.output.write(translating ? session(context).localisingLimits(result.output) : result.output)
        return result.status
    }
}

/// `run` needs only the interpreter and the simulator.
extension RunCommand: RunsWithoutCourse {}
