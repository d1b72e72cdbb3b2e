import Testing
@testable import SwiftSubset

/// What stays refused beside the shapes session 17 made run (`Programs/caller_site_default_arguments`,
/// `string_prefix_suffix_by_index`); what swiftc -Onone does is beside each.
struct Session17RefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc gives a method's `#function`/`#line` default the caller's values (`[go():5]`);
    /// only a global function's call supplies them, so a method's default is refused when a
    /// call leaves it out, never given the declaration's line.
    @Test func aMethodsCallerSiteDefaultIsRefusedWhenLeftOut() {
        let given = Interpreter.run(source: """
            struct Logger { func log(_ m: String, line: Int = #line) { print(m, line) } }
            Logger().log("given", line: 7)
            """)
        #expect(given.diagnostics.isEmpty)
        #expect(given.output == "given 7\n")
        let result = Interpreter.run(source: """
            struct Logger { func log(_ m: String, line: Int = #line) { print(m, line) } }
            Logger().log("left out")
            """)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["'#line' as the default value of a method's or an initialiser's parameter is not supported yet"])
    }

    /// `case circle(radius: Double = 1)`: swiftc lets `Shape.circle()` print `circle(radius: 1.0)`.
    @Test func defaultValuesOfAssociatedValuesAreRefused() {
        diagnostics.assertDiagnostics("""
            enum Shape { case circle(radius: Double = 1️⃣1), square }
            print(Shape.square)
            """, ["default values of an enum case's associated values are not supported yet"])
    }

    /// `Double(exactly:)` runs; other labelled conversions are refused where they were taken for
    /// `Double(_:)` (`Double(bitPattern: 4)` printed 4.0; swiftc 2e-323).
    @Test func labelledDoubleConversionsOtherThanExactlyAreRefused() {
        diagnostics.assertDiagnostics("""
            let bits: UInt64 = 4
            print(1️⃣Double(bitPattern: bits))
            """, ["'Double(bitPattern:)' is not supported yet"])
    }

    /// Foundation's dates, formatters, threads and process calls are not in the subset: with
    /// Foundation imported swiftc finds them, so they are refused rather than "cannot find";
    /// without the import, swiftc's own error stays.
    @Test func foundationNamesOutsideTheSubsetAreRefusedNotMissing() {
        diagnostics.assertDiagnostics("""
            import Foundation
            let t: 1️⃣TimeInterval = 90
            let now = 2️⃣Date()
            3️⃣exit(0)
            """, ["using the type 'TimeInterval' here is not supported yet", "using 'Date' here is not supported yet",
                  "using 'exit' here is not supported yet"])
        diagnostics.assertDiagnostics("""
            let now = 1️⃣Date()
            """, ["cannot find 'Date' in scope"])
    }

    /// Custom string interpolation (`extension String.StringInterpolation { mutating func
    /// appendInterpolation(twice:) }`) is refused at the extension, not "cannot find type".
    @Test func extendingStringInterpolationIsRefused() {
        diagnostics.assertDiagnostics("""
            extension 1️⃣String.StringInterpolation {
                mutating func appendInterpolation(twice s: String) { appendLiteral(s + s) }
            }
            """, ["using the type 'String.StringInterpolation' here is not supported yet"])
    }
}
