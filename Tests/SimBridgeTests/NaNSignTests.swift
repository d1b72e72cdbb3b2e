import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// A program on the simulated iPhone prints a NaN with the sign an iPhone's arm64 gives it,
/// not the sign of the x86-64 machine the interpreter runs on.
///
/// The program is `SwiftSubsetTests/Programs/nan_sign_made_and_carried.swift`, whose expected
/// output (x86-64) swiftc made here. On arm64 the only difference is the NaN an operation makes
/// from operands that are not NaNs (`zero / zero`, `inf - inf`, `inf * 0`, the square root of
/// -1): the Arm Architecture Reference Manual's `FPDefaultNaN()` has sign '0' (pseudocode
/// "sign = '0'; exp = Ones(E); frac = '1':Zeros(F-1)"), and QEMU, which emulates both, gives
/// `TARGET_ARM` a default NaN with sign 0 and x86 one with sign 1 (qemu/qemu,
/// fpu/softfloat-specialize.h, `parts_default_nan`, commit 0218a16e). An operand's NaN is
/// passed on unchanged on both (Arm ARM `FPProcessNaN`; Intel SDM vol. 1, "Operating on SNaNs
/// and QNaNs", whose made NaN is the negative "QNaN floating-point indefinite"), so
/// `-made * 2` stays negative, and `0.0 / 0.0` is worked out by swiftc
/// while compiling, positive on every target.
struct NaNSignTests {
    static let program = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SwiftSubsetTests/Programs/nan_sign_made_and_carried.swift")

    @Test func aNaNMadeOnTheIPhoneIsPositive() throws {
        let source = try String(contentsOf: Self.program, encoding: .utf8)
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)], device: .iPhone).perform([])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == """
            nan -nan nan -nan
            nan nan nan
            nan nan
            nan nan [nan] nan

            """)
    }
}
