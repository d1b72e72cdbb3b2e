import Testing
@testable import SwiftSubset

/// What session 18's invalid-program work refuses rather than runs; what swiftc -Onone does is
/// beside each.
struct Session18InvalidTests {
    let diagnostics = DiagnosticsTests()

    /// `enum Small: UInt8 { case x = 3 }`: swiftc's `Small(rawValue: 3)` is `Optional(main.Small.x)`;
    /// the interpreter keeps raw values of Int, String, Double and Character only, and gave nil.
    @Test func rawValueInitialiserOfAnotherRawTypeIsRefused() {
        diagnostics.assertDiagnostics("""
            enum Small: UInt8 { case x = 3 }
            print(1️⃣Small(rawValue: 3) as Any)
            """, ["'init(rawValue:)' of 'Small' is not supported yet"])
    }
}
