import SimBridge

/// What `vctutor run` was asked to do, however its arguments were read: by ArgumentParser
/// (``RunCommand``) or, for the common spellings, by ``init(quickly:)``.
struct RunRequest: Equatable {
    var paths: [String] = []
    var device: String?
    var mainStoryboard: String?
    var trace = false
    var tree = false
    var screen = false
    var json = false
    var actions: [String] = []
    var memoryLimit: Int?
    var timeLimit: Int?
    /// `--lang` and `--no-color` (``CommonOptions``).
    var lang: String?
    var noColor = false

    /// What is wrong with the request, in ``RunCommand/validate()``'s words; nil when nothing is.
    var problem: String? {
        if paths.isEmpty { return "give at least one file or folder to run" }
        if let device, !["iphone", "ipad"].contains(device) {
            return "unknown device '\(device)'; use iphone or ipad"
        }
        if let memoryLimit, !(1...16_384).contains(memoryLimit) {
            return "--memory-limit takes a number of MB from 1 to 16384, not \(memoryLimit)"
        }
        if let timeLimit, !(1...3_600).contains(timeLimit) {
            return "--time-limit takes a number of seconds from 1 to 3600, not \(timeLimit)"
        }
        for action in actions {
            do {
                _ = try ProgramRun.Action(text: action)
            } catch {
                return "--action '\(action)': \(error.description)"
            }
        }
        return nil
    }

    /// Runs the request against the simulator and returns the exit status.
    func run(in context: TutorContext) throws -> Int32 {
        let session = { CommandSession(context: context, lang: lang, noColor: noColor) }
        guard let runner = context.services.runner else {
            return context.notAvailable(session(), what: "run")
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
        context.output.write(translating ? session().localisingLimits(result.output) : result.output)
        return result.status
    }
}
