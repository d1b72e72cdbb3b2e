import Testing
@testable import SimBridge
import UIKitSim

/// `#if` platform conditions in a program run on the simulated device: it is compiled for
/// an iPhone or iPad, not for the machine the course runs on.
///
/// Expected behaviour, from The Swift Programming Language, "Statements › Compiler Control
/// Statements": `os()` takes `iOS` on iPhone and iPad (the book lists `macOS, iOS, watchOS,
/// tvOS, visionOS, Linux, Windows`), `arch()` names the processor (iPhones since the 5s are
/// 64-bit ARM, `arm64`), `canImport(UIKit)` is true where UIKit can be imported, and
/// `targetEnvironment(simulator)` is true only "when compiling for a simulator", which a device
/// is not. A custom flag such as `DEBUG` depends on the app's build settings (Xcode's Debug
/// configuration passes `-D DEBUG`, Release does not), so it is refused rather than guessed.
struct PlatformConditionTests {
    static let program = """
    #if os(iOS)
    print("iOS")
    #elseif os(Linux)
    print("Linux")
    #endif
    #if arch(arm64) && canImport(UIKit) && !canImport(Glibc)
    print("arm64 with UIKit")
    #endif
    #if targetEnvironment(simulator)
    print("simulator")
    #else
    print("device")
    #endif
    let sizes = [320, 375, 414]
    #if os(iOS)
        .filter { $0 > 350 }
    #endif
    print(sizes)
    """

    @Test(arguments: [Device.iPhone, Device.iPad])
    func aProgramOnTheSimulatedDeviceIsCompiledForIOS(device: Device) {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.program)], device: device).perform([])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "iOS\narm64 with UIKit\ndevice\n[375, 414]\n")
    }

    @Test func aCustomFlagIsRefusedOnTheDevice() {
        let program = "#if DEBUG\nprint(\"debug\")\n#endif\nprint(\"done\")\n"
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: program)], device: .iPhone).perform([])
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.map(\.message) == ["the condition 'DEBUG' in '#if' is not supported yet"])
        #expect(report.output == "")
    }
}
