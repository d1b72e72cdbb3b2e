#if FUZZING
/// libFuzzer's entry point: runs the interpreter on one input. A crash, hang or memory blow-up
/// inside `Interpreter.run` is what the fuzzer looks for; every status is an acceptable end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = runFuzzInput(UnsafeBufferPointer(start: data, count: size))
    return 0
}
#else
import Foundation

/// Corpus replayer: `SubsetFuzz DIR|FILE...` runs every file and prints its status.
/// Exits 1 only when the harness itself fails (a path that cannot be read, no arguments).
let replayer = CorpusReplayer(arguments: Array(CommandLine.arguments.dropFirst()))
exit(replayer.run())
#endif
