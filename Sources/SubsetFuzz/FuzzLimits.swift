import SwiftSubset

/// The tight limits every fuzz input runs under: small enough that a well-behaved interpreter
/// ends any input within about a second, so a libFuzzer timeout means a limit is not enforced.
let fuzzLimits = Limits(
    maxSteps: 200_000, maxCallDepth: 200, wallTimeSeconds: 1,
    maxElements: 200_000, maxOutputBytes: 64_000
)

/// Runs one fuzz input through the interpreter, decoding the bytes as lossy UTF-8.
func runFuzzInput(_ bytes: UnsafeBufferPointer<UInt8>) -> RunResult {
    let source = String(decoding: bytes, as: UTF8.self)
    return Interpreter.run(source: source, fileName: "fuzz.swift", limits: fuzzLimits)
}
