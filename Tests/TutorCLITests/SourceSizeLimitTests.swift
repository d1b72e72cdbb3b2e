import Foundation
import Testing

/// Parsing and checking a program count against the run's memory limit (issue 12): a program
/// larger than the limit lets parse is stopped before parsing, and one whose parse takes more
/// than the limit anyway is stopped before it runs; both end `vctutor run --json` with status
/// `limit` and a message naming the memory limit. Checked as a child process, whose resident
/// memory is its own.
@Suite(.serialized) struct SourceSizeLimitTests {
    /// Runs `source` with `vctutor run --json` and extra arguments.
    func run(_ source: String, _ extra: [String] = [], bound: Double = 15) throws -> (status: String?, message: String, peak: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let child = try ChildRun.vctutor(["run", file.path, "--json"] + extra, bound: bound)
        let limit = child.json?["limit"] as? [String: Any]
        return (child.json?["status"] as? String, limit?["message"] as? String ?? "", child.peakResidentBytes)
    }

    /// Blocks nested 30 deep on every line: the shape that takes the most memory a byte.
    func nestedBlocks(kilobytes: Int) -> String {
        let line = String(repeating: "if b{", count: 30) + "x+=1" + String(repeating: "}", count: 30) + "\n"
        return "func neverCalled() {\nvar x = 0\nlet b = true\n"
            + String(repeating: line, count: kilobytes * 1_024 / line.utf8.count) + "_ = x\n_ = b\n}\nprint(0)\n"
    }

    @Test func aProgramTooLargeForTheMemoryLimitIsStoppedBeforeParsing() throws {
        let (status, message, _) = try run(nestedBlocks(kilobytes: 100), ["--memory-limit", "64"])
        #expect(status == "limit")
        #expect(message.contains("memory limit of 64 MB"), "\(message)")
        #expect(message.contains("the program is 99 KB") || message.contains("the program is 100 KB"), "\(message)")
    }

    /// Under `--memory-limit 8` every program of up to 64 KB is still parsed, but parsing this
    /// one takes more than 8 MB: the run stops before the program starts.
    @Test func aParseThatTakesMoreThanTheLimitStopsTheRun() throws {
        // A time limit no loaded machine meets: parsing counts against it (CheckingWatchdog).
        let (status, message, _) = try run(nestedBlocks(kilobytes: 60), ["--memory-limit", "8", "--time-limit", "600"], bound: 120)
        #expect(status == "limit")
        #expect(message.contains("parsing and checking the program took"), "\(message)")
        #expect(message.contains("the memory limit of 8 MB"), "\(message)")
    }

    /// The largest program a limit takes, in the costliest shape, parses under it (80 MB take
    /// 64 KB; parsing this shape in a debug build on a busy machine takes longer than the
    /// hostile suite's 15 s, so the bound here is wider: only the memory is looked at).
    @Test func theLargestProgramALimitTakesParsesUnderIt() throws {
        let (status, message, peak) = try run(nestedBlocks(kilobytes: 62), ["--memory-limit", "80"], bound: 120)
        let (_, _, emptyPeak) = try run("print(0)\n", ["--memory-limit", "80"])
        #expect(status == "ok" || message.contains("longer than"), "\(status ?? "-") \(message)")
        #expect(peak - emptyPeak < 80 << 20, "\((peak - emptyPeak) >> 20) MB over an empty program")
    }
}
