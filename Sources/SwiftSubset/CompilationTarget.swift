/// The platform a run is compiled for, as `#if os(…)`, `arch(…)`, `canImport(…)`,
/// `targetEnvironment(…)`, `_endian(…)`, `_runtime(…)` and custom flags (`DEBUG`) see it.
/// Decided once per run: a run with a host that simulates a device (UIKitSim: an exercise, an
/// app, anything `vctutor run` runs) is on that device; a plain run is on the machine swiftc
/// runs on here. A condition the target cannot answer for certain is nil, and the `#if`
/// stays refused.
package struct CompilationTarget: Sendable {
    /// The `os(…)` name that is true (all other known names are false).
    let os: String
    /// The `arch(…)` name that is true (all other known names are false).
    let arch: String
    /// The `targetEnvironment(…)` names that are true (`simulator`, `macCatalyst`).
    let environments: Set<String>
    /// Modules `canImport(…)` finds; `missingModules` are those it does not find. A module in
    /// neither list is not known for certain.
    let importableModules: Set<String>
    let missingModules: Set<String>
    /// The `_runtime(…)` name that is true: `_ObjC` on Apple's platforms, `_Native` elsewhere.
    let runtime: String
    /// The value of a custom flag such as `DEBUG` (nil: it depends on the build, refused).
    let customFlag: Bool?

    /// The `os(…)` names swiftc knows.
    static let knownOperatingSystems: Set<String> = [
        "iOS", "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
        "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4", "none",
    ]
    /// The `arch(…)` names swiftc knows.
    static let knownArchitectures: Set<String> = [
        "arm", "arm64", "arm64_32", "i386", "x86_64", "powerpc", "powerpc64", "powerpc64le", "s390x", "wasm32",
        "riscv64",
    ]
    /// The `targetEnvironment(…)` names swiftc knows.
    static let knownEnvironments: Set<String> = ["simulator", "macCatalyst"]

    /// What swiftc 6.3 here compiles for without options (checked by compiling each condition):
    /// Linux on x86_64, Foundation, Glibc, Dispatch, XCTest, FoundationNetworking and
    /// CoreFoundation importable, UIKit and Apple's frameworks not, `DEBUG` (no `-D`) false.
    package static let thisMachine = CompilationTarget(
        os: "Linux", arch: "x86_64", environments: [],
        importableModules: ["Swift", "Foundation", "Glibc", "Dispatch", "XCTest", "FoundationNetworking", "CoreFoundation"],
        missingModules: ["UIKit", "AppKit", "Cocoa", "Darwin", "SwiftUI", "Combine", "CoreGraphics", "os", "WatchKit"],
        runtime: "_Native", customFlag: false)

    /// An iPhone (or iPad: both are `os(iOS)`), a device rather than the simulator: arm64,
    /// UIKit and the frameworks an iOS app imports available, Linux's modules missing. Custom
    /// flags depend on the app's build configuration (Xcode's Debug sets `DEBUG`), so they are
    /// refused.
    package static let iPhone = CompilationTarget(
        os: "iOS", arch: "arm64", environments: [],
        importableModules: ["Swift", "UIKit", "Foundation", "Darwin", "Dispatch", "SwiftUI", "Combine", "CoreGraphics",
                            "CoreFoundation", "os"],
        missingModules: ["AppKit", "Cocoa", "Glibc", "FoundationNetworking", "WatchKit"],
        runtime: "_ObjC", customFlag: nil)

    /// Whether the NaN this target's arithmetic makes from operands that are not NaNs (`0 / 0`
    /// on variables, `inf - inf`, `sqrt(-1)`) is positive: arm64's default NaN is (printed
    /// `nan`); x86-64's "floating-point indefinite" is negative (`-nan`), and so is the NaN the
    /// interpreter's own x86-64 arithmetic makes. Both keep the sign of a NaN operand.
    var makesPositiveNaN: Bool { arch == "arm64" }

    /// The value of a platform condition `name(argument)`, or of a bare flag when `argument`
    /// is nil; nil when it is not one or the answer is not certain.
    func value(of name: String, argument: String?) -> Bool? {
        guard let argument else { return customFlag }
        switch name {
        case "os": return Self.knownOperatingSystems.contains(argument) ? argument == os : nil
        case "arch": return Self.knownArchitectures.contains(argument) ? argument == arch : nil
        case "targetEnvironment": return Self.knownEnvironments.contains(argument) ? environments.contains(argument) : nil
        case "canImport":
            if importableModules.contains(argument) { return true }
            return missingModules.contains(argument) ? false : nil
        case "_endian": return ["little", "big"].contains(argument) ? argument == "little" : nil
        case "_runtime": return ["_ObjC", "_Native"].contains(argument) ? argument == runtime : nil
        default: return nil
        }
    }
}
