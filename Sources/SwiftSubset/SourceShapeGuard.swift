/// Refuses, before parsing, source whose shape would make parsing and checking take too long or
/// too much memory: a line of thousands of chained members, operators or nested generic
/// arguments builds a tree thousands of levels deep, and the syntax tree of a long program
/// takes many times its size in memory. The bounds on size follow the run's memory and time
/// limits, so what is accepted is parsed and checked (in time linear in its length) within them.
/// Learners' programs are far inside every bound.
enum SourceShapeGuard {
    /// The longest a line may be, in UTF-8 bytes.
    static let maximumLineBytes = 10_000
    /// Bytes of the memory limit allowed a byte of source. Parsing and checking really take
    /// about 440 (the syntax tree, the folded tree, the compiled closures: 150,000 lines,
    /// 1.65 MB, peaked at 719 MB in a release build), which the memory limit does not count;
    /// at 128 the default 256 MB admits 2 MB of source, under 1 GB of resident memory
    /// (docs/decisions.md, SwiftSubset, "Long programs").
    static let memoryPerSourceByte = 128
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
    /// The size every run accepts, whatever its limits.
    static let minimumBytes = 64 << 10

    /// The largest source `limits` allow, in UTF-8 bytes: what parsing and checking can do
    /// within the memory limit and within the time limit.
    static func maximumBytes(_ limits: Limits) -> Int {
        let byTime = limits.wallTimeSeconds * Double(checkedBytesPerSecond)
        let byMemory = limits.maxMemoryBytes / memoryPerSourceByte
        return max(min(byMemory, byTime < Double(Int.max) ? Int(byTime) : Int.max), minimumBytes)
    }
    /// The most lines `limits` allow.
    static func maximumLines(_ limits: Limits) -> Int { maximumBytes(limits) / bytesPerLine }

    /// A diagnostic for the first bound the source passes, or nil.
    static func diagnostic(for source: String, limits: Limits) -> Diagnostic? {
        let maximumBytes = maximumBytes(limits), maximumLines = maximumLines(limits)
        if source.utf8.count > maximumBytes {
            return Diagnostic(
                id: "source-too-large", severity: .error, line: 1, column: 1,
                message: "the program is larger than \(maximumBytes >> 10) KB; vctutor parses and checks programs of up to \(maximumBytes >> 10) KB within the time and memory limits")
        }
        var line = 1
        var lineStart = 0
        var offset = 0
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                if line > maximumLines {
                    return Diagnostic(
                        id: "source-too-long", severity: .error, line: line, column: 1,
                        message: "the program has more than \(maximumLines) lines; vctutor parses and checks programs of up to \(maximumLines) lines within the time and memory limits")
                }
            } else if offset - lineStart == maximumLineBytes {
                return Diagnostic(
                    id: "line-too-long", severity: .error, line: line, column: maximumLineBytes + 1,
                    message: "line \(line) is longer than \(maximumLineBytes) characters; vctutor checks lines of up to \(maximumLineBytes) characters")
            }
            offset += 1
        }
        return nil
    }
}
