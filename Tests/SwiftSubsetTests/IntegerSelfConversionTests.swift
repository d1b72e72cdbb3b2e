import Testing
@testable import SwiftSubset

/// `Self(x)` in an extension of a standard integer protocol converts to the receiver's own
/// integer type (what converts is in `Programs/integer_self_conversion.swift`). Expected text:
/// each program compiled with swiftc 6 here (`swiftc -Onone`), recorded beside it.
struct IntegerSelfConversionTests {
    /// swiftc: "Swift/Integers.swift:3011: Fatal error: Double value cannot be converted to
    /// Int8 because it is outside the representable range": the generic initialiser's words,
    /// not the concrete `Int8(_: Double)`'s ("... greater than Int8.max").
    @Test(arguments: [
        ("extension BinaryInteger {\n    func half(_ d: Double) -> Self { Self(d / 2) }\n}\nprint(Int8(1).half(300))",
         "Fatal error: Double value cannot be converted to Int8 because it is outside the representable range"),
        ("extension BinaryInteger {\n    func scaled(_ f: Double) -> Self { Self(f * 1e30) }\n}\nprint(5.scaled(-1))",
         "Fatal error: Double value cannot be converted to Int because it is outside the representable range"),
        // swiftc: "Swift/Integers.swift:3320: Fatal error: Negative value is not representable".
        ("extension FixedWidthInteger {\n    func from(_ n: Int) -> Self { Self(n) }\n}\nprint(UInt8(1).from(-1))",
         "Fatal error: Negative value is not representable"),
        // swiftc: "Swift/Integers.swift:3539: Fatal error: Not enough bits to represent the passed value".
        ("extension FixedWidthInteger {\n    func from(_ n: Int) -> Self { Self(n) }\n}\nprint(Int8(1).from(300))",
         "Fatal error: Not enough bits to represent the passed value"),
    ])
    func outOfRangeTrapsAsSwift(source: String, message: String) {
        let result = briefRun(source + "\n")
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
    }

    /// The labelled conversions (`Self(truncatingIfNeeded:)`) are refused at the call.
    @Test func labelledConversionsAreRefused() {
        let result = briefRun("extension BinaryInteger {\n    func low() -> Self { Self(truncatingIfNeeded: 300) }\n}\nprint(UInt8(1).low())\n")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["'Self(truncatingIfNeeded:)' calls in an extension of 'BinaryInteger' are not supported yet"])
        #expect(result.diagnostics.first?.line == 2)
    }
}
