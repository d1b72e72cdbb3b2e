#if FUZZING
import SwiftSubset

/// libFuzzer's entry point: runs the interpreter on one input. A crash, hang or memory blow-up
/// inside `Interpreter.run` is what the fuzzer looks for; every status is an acceptable end but
/// a parse given up at the time limit.
/// Built only by Fuzz/run.sh (`-sanitize=fuzzer -D FUZZING`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let result = runFuzzInput(UnsafeBufferPointer(start: data, count: size))
    // Parsing past the time limit no longer hangs the call (the interpreter gives the parse up,
    // CheckingWatchdog), so libFuzzer's timeout would not see it: stop here so the input is kept.
    if let error = result.runtimeError, LimitMessage(english: String(error.dropFirst("limit: ".count)))?.key == .checkingTime {
        fatalError("parsing and checking took longer than the fuzz time limit")
    }
    return 0
}

/// libFuzzer's driver, which parses its flags and runs the fuzzing loop.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point under SwiftPM, which links `main` to `<Module>_main`: hands
/// control to libFuzzer's driver instead of libFuzzer's own `main`.
@_cdecl("SubsetFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#endif
