import Foundation
import Testing

/// A hostile program: what a learner, a classmate or a paste from the web can hand `vctutor`.
/// The committed ones live in `Hostile/NAME.swift`, whose first line says which statuses are
/// right (`// expect: limit|exception`) and whose optional second line gives a piece of the
/// message (`// reason: Can't add self as subview`); the big ones are generated here.
struct HostileProgram: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    /// The file's bytes when they are not `source` in UTF-8 (random bytes).
    var rawBytes: [UInt8]? = nil
    /// The file name the program is run as (`.storyboard` for a storyboard).
    var fileName = "main.swift"
    /// Statuses that are right for this program.
    var expected: Set<String>
    /// A piece of the message the run must show, when one is known.
    var reason: String?
    /// Run with `vctutor check EXERCISE FILE --json` instead of `vctutor run FILE --json`.
    var exercise: String?
    var testDescription: String { exercise.map { "\(name) (check \($0))" } ?? name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")

    /// The committed programs.
    static var committed: [HostileProgram] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            let expect = lines.first.map { $0.replacingOccurrences(of: "// expect: ", with: "") } ?? ""
            let reason = lines.count > 1 && lines[1].hasPrefix("// reason: ")
                ? String(lines[1].dropFirst("// reason: ".count)) : nil
            return HostileProgram(name: String(file.dropLast(".swift".count)), source: text,
                                  expected: Set(expect.split(separator: "|").map(String.init)), reason: reason)
        }
    }

    /// Programs too big to commit, made here.
    static var generated: [HostileProgram] {
        var programs: [HostileProgram] = []
        let longLines: [String] = (0..<150_000).map { (i: Int) -> String in "x = x &+ \(i % 7)" }
        let longProgram: String = "var x = 0\n" + longLines.joined(separator: "\n") + "\nprint(x)\n"
        // Parsing it would take more than the default memory limit: stopped before parsing.
        programs.append(HostileProgram(name: "gen-150000-lines", source: longProgram, expected: ["limit"],
                                       reason: "memory limit of 256 MB"))
        let generic = String(repeating: "Array<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000)
        programs.append(HostileProgram(name: "gen-5000-deep-generics", source: "let x: \(generic) = []\nprint(x)\n",
                                       expected: ["diagnostics"]))
        let chain = String(repeating: ".next", count: 20_000)
        programs.append(HostileProgram(
            name: "gen-20000-chained-members",
            source: "class N { var next: N { self } }\nlet n = N()\nlet m = n\(chain)\nprint(m === n)\n",
            expected: ["ok", "diagnostics"]))
        let calls = String(repeating: ".self", count: 20_000)
        programs.append(HostileProgram(name: "gen-20000-chained-self", source: "let a = 1\(calls)\nprint(a)\n",
                                       expected: ["ok", "diagnostics"]))
        let statements: [String] = (0..<60_000).map { (i: Int) -> String in "    x += \(i % 3)" }
        let bigFunction: String = "func f() -> Int {\n    var x = 0\n" + statements.joined(separator: "\n") + "\n    return x\n}\nprint(f())\n"
        programs.append(HostileProgram(name: "gen-60000-statements-in-function", source: bigFunction,
                                       expected: ["ok", "diagnostics", "limit"]))
        let functions: [String] = (0..<20_000).map { (i: Int) -> String in "func f\(i)() -> Int { \(i) }" }
        programs.append(HostileProgram(name: "gen-20000-functions", source: functions.joined(separator: "\n") + "\nprint(f19999())\n",
                                       expected: ["ok", "diagnostics", "limit"]))
        // Thousands of parse errors: swift-syntax words them in time growing with the square
        // of their number, so only the first ones are worded (ParseErrorScope).
        for kilobytes in [12, 100] {
            let garbage = String(repeating: "a b c d e f a b c d e f a b c d e f a b c d e f\n", count: kilobytes * 1_024 / 48)
            programs.append(HostileProgram(name: "gen-garbage-\(kilobytes)kb", source: garbage, expected: ["diagnostics"],
                                           reason: "consecutive statements on a line must be separated by newline or ';'"))
        }
        // Deeply nested code just under the size bound parses slower than plain code (debug
        // build, busy machine: 98 KB of blocks nested 30 deep took 19 s): parsing is given up at
        // the run's time limit (CheckingWatchdog), so it ends `limit` or, on a fast machine, `ok`.
        for (name, open, close) in [("blocks", "if true { ", "} "), ("closures", "_ = { ", "} "), ("arrays", "[", "]")] {
            let depth = name == "arrays" ? 10 : 30
            let line = String(repeating: open, count: depth) + (name == "arrays" ? "1" : "print(1) ") + String(repeating: close, count: depth)
            let statement = name == "arrays" ? "_ = " + line + "\n" : line + "\n"
            programs.append(HostileProgram(
                name: "gen-98kb-\(name)-nested-\(depth)", source: String(repeating: statement, count: 98 * 1_024 / statement.utf8.count),
                expected: ["ok", "limit", "diagnostics"]))
        }
        // 4,000 declarations of one function, 3,999 messages: each message split the whole
        // text for its line (17 s in a debug build, over the watchdog); now about 1 s.
        programs.append(HostileProgram(name: "gen-4000-same-functions", source: String(repeating: "func f() { print(1) }\n", count: 4_000),
                                       expected: ["diagnostics", "limit"]))
        var generator = SplitMix(seed: 12)
        for index in 0..<6 {
            var bytes: [UInt8] = []
            for _ in 0..<(4_000 << index) { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            programs.append(HostileProgram(name: "gen-random-bytes-\(index)", source: "", rawBytes: bytes,
                                           expected: ["diagnostics"]))
            // Decoded, an invalid byte becomes U+FFFD (three bytes): the largest is over the size
            // the default memory limit takes.
            programs.append(HostileProgram(name: "gen-random-text-\(index)", source: String(decoding: bytes, as: UTF8.self),
                                           expected: ["diagnostics", "limit"]))
        }
        var storyboard = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" initialViewController=\"A\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"A\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v0\">"
        for depth in 1..<50_000 { storyboard += "<subviews><view id=\"v\(depth)\">" }
        for _ in 1..<50_000 { storyboard += "</view></subviews>" }
        storyboard += "</view></viewController></objects></scene></scenes></document>\n"
        programs.append(HostileProgram(name: "gen-storyboard-50000-deep", source: storyboard, fileName: "Main.storyboard",
                                       expected: ["diagnostics", "ok"]))
        return programs
    }

    /// Some of the programs again, as solutions handed to `vctutor check`.
    static var checked: [HostileProgram] {
        let picks = ["loop-while-true", "recursion-deep", "mem-string-doubling", "view-cycle-two",
                     "controllers-each-others-child", "table-int-max-rows", "edge-int-from-huge-double",
                     "deep-linked-list-class", "dispatch-forever", "parse-trailing-plus", "bridge-idle-called"]
        return committed.filter { picks.contains($0.name) }.map { program in
            var copy = program
            copy.exercise = "root-in-code"
            return copy
        }
    }

    static var all: [HostileProgram] { committed + generated + checked }
}

/// A small seeded generator, so the random-byte programs are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every hostile program ends `vctutor run --json` (or `check --json`) as a child process with a
/// status it is allowed, a message, no signal, within 15 s (debug build) and 1 GB of resident
/// memory (issue 12).
@Suite(.serialized) struct HostileProgramTests {
    static let boundSeconds = 15.0
    static let boundBytes = 1 << 30

    @Test func thereAreEnoughOfEveryKind() {
        #expect(HostileProgram.committed.count >= 100)
    }

    @Test(arguments: HostileProgram.all)
    func endsCleanly(_ program: HostileProgram) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(program.fileName)
        try Data(program.rawBytes ?? Array(program.source.utf8)).write(to: file)
        var files = [file.path]
        if program.fileName.hasSuffix(".storyboard") {
            let main = folder.appendingPathComponent("main.swift")
            try Data("import UIKit\nlet window = UIWindow()\nwindow.rootViewController = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()\nwindow.makeKeyAndVisible()\n".utf8).write(to: main)
            files.insert(main.path, at: 0)
        }
        var arguments: [String] = ["run"]
        arguments.append(contentsOf: files)
        arguments.append("--json")
        if let exercise = program.exercise { arguments = ["check", exercise, file.path, "--json"] }
        let run = try ChildRun.vctutor(arguments, bound: Self.boundSeconds)

        #expect(!run.overran, "still running after \(Self.boundSeconds) s")
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0): \(run.stderr.suffix(2_000))")
        #expect(run.peakResidentBytes < Self.boundBytes, "peak resident memory \(run.peakResidentBytes >> 20) MB")
        let json = try #require(run.json, "stdout is not one JSON object: \(run.stdout.prefix(500)) \(run.stderr.prefix(500))")
        let status: String = try #require(json["status"] as? String)
        #expect(program.expected.contains(status), "status \(status), output \(run.stdout.prefix(1_500))")
        // 0 ran to the end; 1 diagnostics, an exception or a limit; 2 a file that cannot be read.
        let expectedExit: Int32 = status == "ok" ? 0 : 1
        let exitIsFree: Bool = program.exercise != nil || program.rawBytes != nil
        #expect(exitIsFree || run.exitStatus == expectedExit)
        if status != "ok" {
            // A clear message: the exception's reason, the diagnostics, or the limit's message.
            let message = Self.message(of: json)
            #expect(!message.isEmpty, "no message for status \(status): \(run.stdout.prefix(1_500))")
            if let reason = program.reason { #expect(message.contains(reason), "message: \(message)") }
        }
    }

    /// The message a JSON report gives for a run that did not end `ok`.
    static func message(of json: [String: Any]) -> String {
        var parts: [String] = []
        if let exception = json["exception"] as? [String: Any] {
            let name: String = exception["name"] as? String ?? ""
            let reason: String = exception["reason"] as? String ?? ""
            parts.append(name + ": " + reason)
        }
        let diagnostics: [[String: Any]] = json["diagnostics"] as? [[String: Any]] ?? []
        for diagnostic in diagnostics {
            parts.append(diagnostic["message"] as? String ?? "")
        }
        if let limit = json["limit"] as? [String: Any] { parts.append(limit["message"] as? String ?? "") }
        return parts.joined(separator: "\n")
    }
}
