/// Refuses, before parsing, source whose shape or size would make parsing and checking take too
/// long or too much memory: a line of thousands of chained members, operators or nested generic
/// arguments builds a tree thousands of levels deep, and the syntax tree of a long program
/// takes many times its size in memory. The bounds on size follow the run's memory and time
/// limits, so what is accepted is parsed and checked (in time linear in its length) within them.
/// Learners' programs are far inside every bound.
enum SourceShapeGuard {
    /// Why a source is refused before parsing.
    enum Refusal: Equatable {
        /// Its shape: a line longer than the parser can take.
        case shape(Diagnostic)
        /// Its size: more than the run's memory or time limit lets vctutor parse and check. The
        /// message names the limit and the size.
        case limit(String)
    }

    /// The longest a line may be, in UTF-8 bytes.
    static let maximumLineBytes = 10_000
    /// Bytes of resident memory parsing and checking may take a byte of source, at most: the
    /// syntax tree, the folded tree and the compiled closures. Measured
    /// (`Benchmarks/parse-memory.sh`, debug build, programs of 150 and 200 KB) from 259 (plain
    /// statements) to 1,035 (blocks nested 30 deep on every line); with a margin,
    /// so that the peak stays under the memory limit whatever the shape (docs/decisions.md,
    /// SwiftSubset, "Parse memory").
    static let memoryPerSourceByte = 1_280
    /// How many bytes a line takes, at least, for the bound on lines.
    static let bytesPerLine = 16
    /// How many bytes of source this build parses and checks in a second, at least, on a busy
    /// machine: swift-syntax's parser, built without optimisation in a debug build, is tens of
    /// times slower there (docs/decisions.md, SwiftSubset, "Long programs").
    #if DEBUG
    static let checkedBytesPerSecond = 25_000
    #else
    static let checkedBytesPerSecond = 400_000
    #endif
    /// The size every run accepts, whatever its limits (the memory parsing it takes is still
    /// counted against the memory limit: `Interpreter`).
    static let minimumBytes = 64 << 10

    /// The largest source the memory limit allows, in UTF-8 bytes.
    static func maximumBytesByMemory(_ limits: Limits) -> Int {
        max(limits.maxMemoryBytes / memoryPerSourceByte, minimumBytes)
    }

    /// The largest source this build checks within the time limit, in UTF-8 bytes.
    static func maximumBytesByTime(_ limits: Limits) -> Int {
        let byTime = limits.wallTimeSeconds * Double(checkedBytesPerSecond)
        return max(byTime < Double(Int.max) ? Int(byTime) : Int.max, minimumBytes)
    }

    /// The largest source `limits` allow, in UTF-8 bytes: what parsing and checking can do
    /// within the memory limit and within the time limit.
    static func maximumBytes(_ limits: Limits) -> Int {
        min(maximumBytesByMemory(limits), maximumBytesByTime(limits))
    }
    /// The most lines `limits` allow.
    static func maximumLines(_ limits: Limits) -> Int { maximumBytes(limits) / bytesPerLine }

    /// Why the source is refused, for the first bound it passes, or nil.
    static func refusal(for source: String, limits: Limits) -> Refusal? {
        let bytes = source.utf8.count
        if bytes > maximumBytesByMemory(limits) {
            return .limit(LimitMessage(.sourceOverMemory, [
                "size": kilobytes(bytes), "megabytes": "\(limits.maxMemoryBytes >> 20)",
                "fits": kilobytes(maximumBytesByMemory(limits)),
            ]).description)
        }
        if bytes > maximumBytesByTime(limits) {
            return .limit(LimitMessage(.sourceOverTime, [
                "size": kilobytes(bytes), "seconds": seconds(limits.wallTimeSeconds), "fits": kilobytes(maximumBytesByTime(limits)),
            ]).description)
        }
        let maximumLines = maximumLines(limits)
        var line = 1
        var lineStart = 0
        var offset = 0
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                if line > maximumLines {
                    return .limit(LimitMessage(.sourceLines, ["lines": "\(maximumLines)"]).description)
                }
            } else if offset - lineStart == maximumLineBytes {
                return .shape(Diagnostic(
                    id: "line-too-long", severity: .error, line: line, column: maximumLineBytes + 1,
                    message: "line \(line) is longer than \(maximumLineBytes) characters; vctutor checks lines of up to \(maximumLineBytes) characters"))
            }
            offset += 1
        }
        return nil
    }

    /// A size in KB, at least 1.
    private static func kilobytes(_ bytes: Int) -> String { "\(max(1, bytes >> 10)) KB" }

    /// A time in seconds, without a fraction when it is whole.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
