import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// One real app (or app fragment) from a public source, kept as a folder in `Apps/` (issue 13's
/// corpus): its `.swift` files, storyboards and Info.plist as the source has them (reduced only
/// where drawing, network or files are involved), `actions.txt` (what the user does after
/// launch, one action a line, as an exercise writes them: `tap-row: 0`), `expected-output.txt`,
/// `expected-trace.txt` (with `never: Class.callback` lines for callbacks that must not come),
/// and `SOURCE.md` saying where it comes from and, for every expected line,
/// which documentation or device log says it happens. A fragment of an app kept in another
/// folder (one demo screen of a sample) has `app.txt` naming that folder instead of the files;
/// further lines of `app.txt` name the only files of that folder the fragment runs, and the
/// fragment's own `Info.plist` (the storyboard it launches) replaces the app's.
/// The expectations were written from those sources before the simulator ran the app.
struct CorpusApp: Sendable, CustomStringConvertible {
    /// The folder's name, the key used in KNOWN-DIFFERENCES.md.
    let name: String
    /// The files handed to the run: Swift sources (sorted by name), storyboards, Info.plist.
    let files: [ProgramFile]
    /// The user's actions after launch, in order.
    let actions: [ProgramRun.Action]
    /// Lines of `actions.txt` that are not an action (a mistake in the data).
    let badActions: [String]
    /// The expected console output, one line each.
    let expectedOutput: [String]
    /// The expected trace lines (`Object.event` or `Object.event detail`).
    let expectedTrace: [String]
    /// Callbacks that must not occur to any instance of the class (`never: Class.event` in the
    /// trace file).
    let forbiddenTrace: [String]
    /// Whether `SOURCE.md` exists.
    let hasSource: Bool

    var description: String { name }

    /// The folder holding one sub-folder per app.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Apps")

    /// Every app in the folder, sorted by name.
    static let all: [CorpusApp] = {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.compactMap { name in
            let directory = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return nil
            }
            return load(name: name, from: directory)
        }
    }()

    static func load(name: String, from directory: URL) -> CorpusApp {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        func text(_ file: String) -> String? { try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) }
        // A fragment of an app kept in another folder names that folder in `app.txt`, then
        // (optionally) the files of it that the fragment runs.
        let appLines = text("app.txt").map { lines($0) } ?? []
        let programFiles = appLines.first.map {
            fragmentFiles(app: files(in: folder.appendingPathComponent($0)), only: Array(appLines.dropFirst()), own: files(in: directory))
        } ?? files(in: directory)
        let actionLines = lines(text("actions.txt") ?? "")
        let traceLines = lines(text("expected-trace.txt") ?? "")
        let never = traceLines.filter { $0.hasPrefix(Self.neverPrefix) }
        let parsed = actionLines.map { (line: $0, action: action(from: $0)) }
        return CorpusApp(
            name: name, files: programFiles,
            actions: parsed.compactMap(\.action), badActions: parsed.filter { $0.action == nil }.map(\.line),
            expectedOutput: lines(text("expected-output.txt") ?? "", keepingBlank: true),
            expectedTrace: traceLines.filter { !$0.hasPrefix(Self.neverPrefix) },
            forbiddenTrace: never.map { $0.dropFirst(Self.neverPrefix.count).trimmingCharacters(in: .whitespaces) },
            hasSource: entries.contains("SOURCE.md"))
    }

    /// The Swift files (sorted by name), storyboards, `.strings` files and Info.plist of an app's folder.
    static func files(in directory: URL) -> [ProgramFile] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        return entries.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".strings") || $0 == "Info.plist" }.map {
            ProgramFile(name: $0, text: (try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) ?? "")
        }
    }

    /// A fragment's files: the app's files named in `only` (all when empty), each replaced by
    /// the fragment's own file of the same name (its `Info.plist`), with the fragment's other
    /// files added.
    static func fragmentFiles(app: [ProgramFile], only: [String], own: [ProgramFile]) -> [ProgramFile] {
        let ownNames = Set(own.map(\.name))
        let taken = app.filter { (only.isEmpty || only.contains($0.name)) && !ownNames.contains($0.name) }
        return (taken + own).sorted { $0.name < $1.name }
    }

    /// How a line of `expected-trace.txt` names a callback that must not come.
    static let neverPrefix = "never:"

    /// The file's lines without the final newline's empty line; blank lines and `#` comments
    /// dropped unless `keepingBlank` (output is compared line by line, blank lines included).
    static func lines(_ text: String, keepingBlank: Bool = false) -> [String] {
        var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if all.last == "" { all.removeLast() }
        if keepingBlank { return all }
        return all.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// One line of `actions.txt`: `tap-back`, `tap-row: 2`, `tap-button: Done` and the others
    /// `ProgramRun.Action` describes itself as.
    static func action(from line: String) -> ProgramRun.Action? {
        try? ProgramRun.Action(text: line)
    }

    /// The keys listed in KNOWN-DIFFERENCES.md: every line starting ``- `name` ``.
    static let knownDifferent: Set<String> = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("KNOWN-DIFFERENCES.md"), encoding: .utf8)) ?? ""
        var keys: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("- `") {
            let rest = line.dropFirst(3)
            if let end = rest.firstIndex(of: "`") { keys.insert(String(rest[..<end])) }
        }
        return keys
    }()

    /// The run's trace restricted to what the expected trace speaks of: events whose callback
    /// and whose object's class (the name without `#N`) both occur in the expected trace. An
    /// expectation names the callbacks and classes its sources document; the rest of the trace
    /// (layout passes, UIKit's own containers) is not compared.
    func comparedTrace(_ trace: [RunReport.TraceEntry]) -> [String] {
        let expected = expectedTrace.map(Self.parts)
        let events = Set(expected.map(\.event))
        let classes = Set(expected.map(\.className))
        return trace.filter { events.contains($0.event) && classes.contains(Self.className($0.object)) }.map(Self.line)
    }

    /// A trace entry as `expected-trace.txt` writes it: `Object.event` or `Object.event detail`.
    static func line(_ entry: RunReport.TraceEntry) -> String {
        entry.detail.map { "\(entry.object).\(entry.event) \($0)" } ?? "\(entry.object).\(entry.event)"
    }

    /// `Object#2.viewDidLoad detail` → class `Object`, event `viewDidLoad`.
    static func parts(_ line: String) -> (className: String, event: String) {
        let head = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? line
        guard let dot = head.firstIndex(of: ".") else { return (className(head), "") }
        return (className(String(head[..<dot])), String(head[head.index(after: dot)...]))
    }

    static func className(_ object: String) -> String {
        object.split(separator: "#").first.map(String.init) ?? object
    }
}

/// Issue 13's corpus of real apps: each runs with its user actions and must print the expected
/// output and deliver the expected callbacks in order, except the apps listed (with their cause)
/// in Apps/KNOWN-DIFFERENCES.md, which must keep differing until their line is removed.
struct AppCorpusTests {
    @Test func everyAppHasItsFiles() {
        #expect(CorpusApp.all.count >= 1)
        for app in CorpusApp.all {
            #expect(app.hasSource, "\(app.name) has no SOURCE.md")
            #expect(!app.expectedTrace.isEmpty || !app.expectedOutput.isEmpty, "\(app.name) expects nothing")
            #expect(app.badActions.isEmpty, "\(app.name): unknown actions \(app.badActions)")
            #expect(app.files.contains { $0.name.hasSuffix(".swift") }, "\(app.name) has no Swift file")
        }
    }

    @Test func everyListedDifferenceNamesAnApp() {
        let names = Set(CorpusApp.all.map(\.name))
        for name in CorpusApp.knownDifferent.sorted() {
            #expect(names.contains(name), "KNOWN-DIFFERENCES.md lists \(name), which has no folder")
        }
    }

    @Test(arguments: CorpusApp.all)
    func appRunsAsOnADevice(app: CorpusApp) {
        let report = ProgramRun(files: app.files).perform(app.actions)
        let output = CorpusApp.lines(report.output, keepingBlank: true)
        let trace = app.comparedTrace(report.trace)
        let unwanted = app.forbiddenTrace.filter { forbidden in
            report.trace.contains { CorpusApp.parts(CorpusApp.line($0)) == CorpusApp.parts(forbidden) }
        }
        let problems = [
            report.status == "ok" ? nil : "status \(report.status) \(report.diagnostics.map(\.message)) \(String(describing: report.exception))",
            report.log.contains { $0.hasPrefix("vctutor: could not perform") } ? "\(report.log)" : nil,
            output == app.expectedOutput ? nil : "output \(output), expected \(app.expectedOutput)",
            trace == app.expectedTrace ? nil : "trace \(trace), expected \(app.expectedTrace)",
            unwanted.isEmpty ? nil : "trace has \(unwanted), which must not come",
        ].compactMap { $0 }
        if CorpusApp.knownDifferent.contains(app.name) {
            #expect(!problems.isEmpty, "\(app.name) now runs as on a device: remove it from KNOWN-DIFFERENCES.md")
        } else {
            #expect(problems.isEmpty, "\(app.name): \(problems.joined(separator: "; "))")
        }
    }
}
