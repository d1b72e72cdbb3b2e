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

    /// The request these arguments make.
    var request: RunRequest {
        RunRequest(paths: paths, device: device, mainStoryboard: mainStoryboard, trace: trace, tree: tree,
                   screen: screen, json: json, actions: actions, memoryLimit: memoryLimit, timeLimit: timeLimit,
                   lang: common.lang, noColor: common.noColor)
    }

    func validate() throws {
        if let problem = request.problem { throw ValidationError(problem) }
    }

    func run(in context: TutorContext) throws -> Int32 {
        try request.run(in: context)
    }
}

/// `run` needs only the interpreter and the simulator.
extension RunCommand: RunsWithoutCourse {}
