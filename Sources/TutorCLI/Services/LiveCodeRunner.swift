import Foundation
import SimBridge
import SwiftSubset
import UIKitSim

/// `vctutor run` behind the commands: gathers the files (a folder contributes its `.swift`,
/// `.storyboard`, `.strings` and `Info.plist` files, sorted by name), runs them with SimBridge, and prints
/// the program's output, then diagnostics or the exception, then `--trace`, `--tree`, `--screen`.
package struct LiveCodeRunner: CodeRunning {
    package init() {}

    package func run(paths: [String], options: [String], json: Bool,
                     stopRequested: (@Sendable () -> Bool)?) throws -> (output: String, status: Int32) {
        let files: [ProgramFile]
        do {
            files = try Self.gather(paths)
        } catch let problem as GatherProblem {
            if json { return (RunReport.refused(problem.message, file: problem.file).json() + "\n", 2) }
            return ("vctutor: \(problem.message)\n", 2)
        }
        let device: Device = options.contains("ipad") ? .iPad : .iPhone
        let mainStoryboard = options.firstIndex(of: "--main-storyboard").flatMap {
            options.indices.contains($0 + 1) ? options[$0 + 1] : nil
        }
        var limits = Limits.standard
        func number(after option: String) -> Int? {
            options.firstIndex(of: option).flatMap { options.indices.contains($0 + 1) ? Int(options[$0 + 1]) : nil }
        }
        if let megabytes = number(after: "--memory-limit") { limits.maxMemoryBytes = megabytes << 20 }
        if let seconds = number(after: "--time-limit") { limits.wallTimeSeconds = Double(seconds) }
        limits.stopRequested = stopRequested
        let actions = options.indices.filter { options[$0] == "--action" && options.indices.contains($0 + 1) }
            .compactMap { try? ProgramRun.Action(text: options[$0 + 1]) }
        // The run and the freeing of everything it made happen on a thread with a large
        // stack, as deep as the program's values may be.
        return LargeStack.run {
            Self.runAndDescribe(ProgramRun(files: files, device: device, mainStoryboard: mainStoryboard, limits: limits),
                                actions: actions, options: options, json: json)
        }
    }

    /// Runs `program`, then performs the user's `actions` in order (`--action`), and says what
    /// `vctutor run` prints, and its exit status.
    private static func runAndDescribe(_ program: ProgramRun, actions: [ProgramRun.Action], options: [String],
                                       json: Bool) -> (output: String, status: Int32) {
        let report = program.perform(actions)
        let status: Int32 = report.status == "ok" ? 0 : 1
        if json { return (report.json() + "\n", status) }

        var out = report.output
        if !program.renderedDiagnostics.isEmpty { out += program.renderedDiagnostics.hasSuffix("\n") ? program.renderedDiagnostics : program.renderedDiagnostics + "\n" }
        for line in report.log { out += line + "\n" }
        if let exception = report.exception, exception.name == "SwiftRuntimeError" {
            out += program.renderedRuntimeError.isEmpty ? exception.reason + "\n" : program.renderedRuntimeError
        } else if let exception = report.exception,
                  !report.log.contains(where: { $0.hasPrefix("*** Terminating app") }) {
            out += "*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'\n"
        }
        if report.status == "limit", report.exception == nil, program.renderedDiagnostics.isEmpty {
            out += program.renderedRuntimeError.isEmpty
                ? "vctutor: the program was stopped by a limit\n" : program.renderedRuntimeError
        }
        if options.contains("--trace") {
            out += "\n-- trace --\n"
            for entry in report.trace { out += entry.line + "\n" }
        }
        if options.contains("--tree") { out += "\n-- hierarchy --\n" + program.tree + "\n" }
        if options.contains("--screen") {
            let prefix = "--screen-columns="
            let columns = options.first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
            out += "\n-- screen --\n" + program.simulation.screenDrawing(maxColumns: columns) + "\n"
        }
        return (out, status)
    }

    /// A path that cannot be run.
    struct GatherProblem: Error {
        var message: String
        /// The file at fault, when there is one.
        var file: String? = nil
    }

    /// The files named by `paths`: files as given, folders expanded (sorted, not recursive).
    static func gather(_ paths: [String]) throws -> [ProgramFile] {
        let fileManager = FileManager.default
        var files: [ProgramFile] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw GatherProblem(message: "no such file or folder: '\(path)'")
            }
            let names: [String]
            if isFolder.boolValue {
                let entries = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
                names = entries.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".strings") || $0 == "Info.plist" }
                    .sorted().map { (path as NSString).appendingPathComponent($0) }
                if names.isEmpty { throw GatherProblem(message: "'\(path)' holds no .swift, .storyboard or Info.plist file") }
            } else {
                names = [path]
            }
            for name in names {
                guard let text = try? String(contentsOfFile: name, encoding: .utf8) else {
                    throw GatherProblem(message: "'\(name)' is not a readable UTF-8 text file",
                                        file: (name as NSString).lastPathComponent)
                }
                files.append(ProgramFile(name: (name as NSString).lastPathComponent, text: text))
            }
        }
        return files
    }
}
