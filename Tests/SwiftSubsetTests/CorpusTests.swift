import Foundation
import Testing
@testable import SwiftSubset

/// The differential test over the corpus of real programs written by others (`Corpus/SOURCE/`,
/// recorded in `Corpus/SOURCES.md`): each program's expected output is what it printed when
/// compiled by swiftc (`NAME.expected`; `NAME.trap` holds the `Fatal error: ...` line when it
/// trapped), made by the scripts in `Corpus/tools`.
///
/// A program passes when the interpreter prints exactly swiftc's output and ends as it did.
/// A program listed in `Corpus/unsupported.txt` must instead be refused with a diagnostic (before
/// it runs, or on reaching something unsupported, printing nothing) or be stopped by one of the
/// sandbox's limits, which says so. Anything else, above all a run that prints something
/// different, fails.
/// Set `SWIFTSUBSET_CORPUS=SOURCE/NAME` to run one program, and `SWIFTSUBSET_CORPUS_REPORT=DIR`
/// to have each program's outcome written to DIR for `tools/summarise.py`.
struct CorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Every program, as `SOURCE/NAME`.
    static var programs: [String] {
        let fm = FileManager.default
        let sources = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return name != "tools" && fm.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let all = sources.flatMap { source in
            ((try? fm.contentsOfDirectory(atPath: directory.appendingPathComponent(source).path)) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .map { "\(source)/\($0.dropLast(6))" }
        }.sorted()
        if let only = ProcessInfo.processInfo.environment["SWIFTSUBSET_CORPUS"] {
            return all.filter { $0 == only }
        }
        return all
    }

    /// The programs the interpreter refuses today, with the reason: `SOURCE/NAME: reason` lines.
    static let unsupported: [String: String] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("unsupported.txt"), encoding: .utf8)) ?? ""
        var list: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            list[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return list
    }()

    @Test(arguments: programs)
    func program(_ program: String) throws {
        let base = Self.directory.appendingPathComponent(program)
        let source = try String(contentsOf: base.appendingPathExtension("swift"), encoding: .utf8)
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
        let trap = (try? String(contentsOf: base.appendingPathExtension("trap"), encoding: .utf8))?
            .trimmingCharacters(in: .newlines)
        // The default wall-clock limit (10 s) is a learner's; the corpus runs beside the whole
        // suite, where a long program (Red_Black_Tree: 1.3 s of CPU in a debug build) can wait
        // that long for a core on a loaded machine. A program expected to pass gets 180 s: the
        // slowest (Farey_sequence, 10 s of CPU alone in a debug build on a slow day) reached
        // 30 s beside the suite on two cores, which is the machine's speed, not the program's
        // outcome. One listed as stopped by a limit keeps 30 s, so it stops the same way on
        // any machine. The memory limit reads the whole test process's resident memory, which
        // the tests running beside this one move (Truncatable primes, about 100 MB alone, was
        // stopped at 256 MB in one full run): 1 GB here, as ConformanceTests do with theirs.
        // Steps and depth stay the defaults.
        let seconds: Double = Self.unsupported[program] == nil ? 180 : 30
        let result = Interpreter.run(source: source, fileName: "main.swift",
                                     limits: Limits(wallTimeSeconds: seconds, maxMemoryBytes: 1 << 30))
        let outcome = CorpusOutcome(result: result, expected: expected, trap: trap)
        if let dir = ProcessInfo.processInfo.environment["SWIFTSUBSET_CORPUS_REPORT"] {
            let file = URL(fileURLWithPath: dir).appendingPathComponent(program.replacingOccurrences(of: "/", with: "__"))
            try? "\(program)\t\(outcome.kind)\t\(outcome.detail)\n".write(to: file, atomically: true, encoding: .utf8)
        }
        if let reason = Self.unsupported[program] {
            #expect(outcome.kind == .refused || outcome.kind == .limited,
                    "listed as not yet supported (\(reason)) but \(outcome.kind): \(outcome.detail)")
        } else {
            #expect(outcome.kind == .passed, "\(outcome.kind): \(outcome.detail)")
        }
    }
}

/// How one corpus program fared against swiftc's record of it.
struct CorpusOutcome {
    enum Kind: String, CustomStringConvertible {
        /// Same output as swiftc, ending the same way.
        case passed
        /// Refused with a diagnostic.
        case refused
        /// Stopped by a limit of the sandbox (steps, time, memory, depth), which it reports.
        case limited
        /// Ran and printed or ended differently from swiftc: a silent difference.
        case differs
        var description: String { rawValue }
    }
    let kind: Kind
    /// The first diagnostic for a refusal; where the run parted from swiftc for a difference.
    let detail: String

    init(result: RunResult, expected: String, trap: String?) {
        if result.status == .diagnostics {
            kind = .refused
            detail = result.diagnostics.first.map { "\($0.line):\($0.column): \($0.message)" } ?? "no diagnostic"
            return
        }
        if result.status == .limit {
            kind = .limited
            detail = result.runtimeError ?? "limit"
            return
        }
        let ending = result.status == .ok ? nil : result.runtimeError
        if result.output == expected && ending == trap {
            kind = .passed
            detail = ""
            return
        }
        kind = .differs
        if result.output != expected {
            let got = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
            let gotLine = line < got.count ? String(got[line]) : "<end>"
            let wantLine = line < want.count ? String(want[line]) : "<end>"
            detail = "output line \(line + 1): got \(gotLine.debugDescription), swiftc printed \(wantLine.debugDescription)"
                + (ending.map { "; the run ended with \($0)" } ?? "")
        } else {
            detail = "ended with \(ending ?? "no error") where swiftc \(trap.map { "ended with \($0)" } ?? "ran to the end")"
        }
    }
}
