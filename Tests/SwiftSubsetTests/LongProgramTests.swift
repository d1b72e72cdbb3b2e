import Testing
@testable import SwiftSubset

/// Long programs are parsed, checked and run to the end within the limits; what the limits
/// cannot take is refused before parsing with a diagnostic (issue 12). Parsing and checking
/// count against the time limit (`CheckingWatchdog`), which a loaded machine running the
/// tests in parallel can pass with a debug build: these runs get a time limit no machine
/// meets, so they test what is run, not how fast.
struct LongProgramTests {
    static let patient = Limits(wallTimeSeconds: 600)

    /// 10,000 lines (twice the old bound of 5,000): runs to the end.
    @Test func aProgramOfTenThousandLinesRunsToTheEnd() {
        var lines = ["var x = 0"]
        for i in 0..<9_998 { lines.append("x = x &+ \(i % 7)") }
        lines.append("print(x)")
        let expected = (0..<9_998).reduce(0) { $0 + $1 % 7 }
        let result = Interpreter.run(source: lines.joined(separator: "\n") + "\n", limits: Self.patient)
        #expect(result.status == .ok, "\(result.diagnostics)")
        #expect(result.output == "\(expected)\n")
    }

    /// Many small functions, the last one called.
    @Test func aProgramOfThreeThousandFunctionsRunsToTheEnd() {
        var lines: [String] = []
        for i in 0..<3_000 { lines.append("func f\(i)(_ a: Int) -> Int { a * \(i) + 1 }") }
        lines.append("print(f2999(2) + f1(1))")
        let result = Interpreter.run(source: lines.joined(separator: "\n") + "\n", limits: Self.patient)
        #expect(result.status == .ok, "\(result.diagnostics)")
        #expect(result.output == "\(2 * 2_999 + 1 + 2)\n")
    }

    /// Larger than the memory limit lets parse: refused before parsing with status `limit`,
    /// the message naming the limit and the program's size.
    @Test func aProgramLargerThanTheMemoryLimitAllowsIsStoppedBeforeParsing() {
        let limits = Limits(wallTimeSeconds: 1_000, maxMemoryBytes: 128 << 20)
        let bound = SourceShapeGuard.maximumBytes(limits)
        #expect(bound == (128 << 20) / SourceShapeGuard.memoryPerSourceByte)
        let source = String(repeating: "let a = 1\n", count: bound / 10 + 1)
        let result = Interpreter.run(source: source, limits: limits)
        #expect(result.status == .limit)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.isEmpty)
        let message = result.runtimeError ?? ""
        #expect(message.contains("the program is \(source.utf8.count >> 10) KB"), "\(message)")
        #expect(message.contains("the memory limit of 128 MB"), "\(message)")
        #expect(message.contains("up to \(bound >> 10) KB"), "\(message)")
    }

    /// Larger than this build checks within the time limit: stopped the same way.
    @Test func aProgramLargerThanTheTimeLimitAllowsIsStoppedBeforeParsing() {
        let limits = Limits(wallTimeSeconds: 1, maxMemoryBytes: 16 << 30)
        let bound = SourceShapeGuard.maximumBytes(limits)
        #expect(bound == SourceShapeGuard.maximumBytesByTime(limits))
        let source = String(repeating: "let a = 1\n", count: bound / 10 + 1)
        let result = Interpreter.run(source: source, limits: limits)
        #expect(result.status == .limit)
        #expect(result.runtimeError?.contains("the time limit of 1 s") == true, "\(result.runtimeError ?? "")")
    }

    /// A line too long is a matter of shape, not of the limits: a diagnostic at the line.
    @Test func aLineTooLongIsADiagnostic() {
        let source = "let a = 1\nlet s = \"" + String(repeating: "x", count: SourceShapeGuard.maximumLineBytes) + "\"\n"
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.id) == ["line-too-long"])
        #expect(result.diagnostics.first?.line == 2)
    }

    /// The bound grows with both limits, and never falls below what every program gets.
    @Test func theBoundFollowsTheTimeAndMemoryLimits() {
        let small = SourceShapeGuard.maximumBytes(Limits(wallTimeSeconds: 2, maxMemoryBytes: 256 << 20))
        let longer = SourceShapeGuard.maximumBytes(Limits(wallTimeSeconds: 20, maxMemoryBytes: 256 << 20))
        let tight = SourceShapeGuard.maximumBytes(Limits(wallTimeSeconds: 1_000, maxMemoryBytes: 256 << 20))
        let roomy = SourceShapeGuard.maximumBytes(Limits(wallTimeSeconds: 1_000, maxMemoryBytes: 1 << 30))
        #expect(longer > small)
        #expect(tight == (256 << 20) / SourceShapeGuard.memoryPerSourceByte)
        #expect(roomy > tight)
        #expect(SourceShapeGuard.maximumBytes(Limits(wallTimeSeconds: 0, maxMemoryBytes: 1 << 20)) == SourceShapeGuard.minimumBytes)
    }
}
