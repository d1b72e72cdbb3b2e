import Testing
@testable import SwiftSubset

/// Fixed-width integers' runtime errors and type errors. Expected text: the same code compiled
/// with swiftc 6.1 here (`swiftc -Onone`), recorded beside each case. What they print is in
/// `Programs/fixed_width_integers.swift`.
struct FixedWidthIntegerTests {
    @Test(arguments: [
        // swiftc: "Swift/Integers.swift:3324: Fatal error: Not enough bits to represent the passed value"
        ("let big = 300\nprint(UInt8(big))", "Fatal error: Not enough bits to represent the passed value"),
        ("let big: UInt16 = 256\nprint(Int8(big))", "Fatal error: Not enough bits to represent the passed value"),
        // swiftc: "Swift/Integers.swift:3320: Fatal error: Negative value is not representable"
        ("let n = -1\nprint(UInt8(n))", "Fatal error: Negative value is not representable"),
        // swiftc: "Swift/IntegerTypes.swift:242: Fatal error: Double value cannot be converted to
        // UInt8 because the result would be greater than UInt8.max"
        ("let d = 300.5\nprint(UInt8(d))",
         "Fatal error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max"),
        // swiftc: "Swift/IntegerTypes.swift:1338: Fatal error: Division by zero"
        ("let x: Int8 = -128\nlet z: Int8 = 0\nprint(x / z)", "Fatal error: Division by zero"),
        // swiftc: "Swift/IntegerTypes.swift:1345: Fatal error: Division results in an overflow"
        ("let x: Int8 = -128\nlet m: Int8 = -1\nprint(x / m)", "Fatal error: Division results in an overflow"),
        // swiftc: "Swift/IntegerTypes.swift:6220: Fatal error: Division by zero in remainder operation"
        ("let x: UInt64 = 1\nlet z: UInt64 = 0\nprint(x % z)", "Fatal error: Division by zero in remainder operation"),
        // Compiled Swift traps on overflow with no message (swiftc: `f(250, 10)` with
        // `func f(_ x: UInt8, _ y: UInt8) -> UInt8 { x + y }` crashes with SIGILL); the
        // interpreter says which operation overflowed, as it does for Int.
        ("func f(_ x: UInt8, _ y: UInt8) -> UInt8 { x + y }\nprint(f(250, 10))", "Fatal error: arithmetic overflow in '+'"),
        ("var x: Int8 = 100\nx *= 2", "Fatal error: arithmetic overflow in '*'"),
        ("let x = Int16.min\nprint(-x)", "Fatal error: arithmetic overflow in '-'"),
        ("var u: UInt32 = 0\nu -= 1", "Fatal error: arithmetic overflow in '-'"),
    ])
    func trapsWithSwiftsWords(source: String, message: String) {
        let result = briefRun(source)
        #expect(result.status == .exception)
        #expect(result.runtimeError == message)
    }

    @Test(arguments: [
        // swiftc: "error: integer literal '300' overflows when stored into 'UInt8'"
        ("let c: UInt8 = 300", "integer literal '300' overflows when stored into 'UInt8'"),
        ("let c: Int8 = -129", "integer literal '-129' overflows when stored into 'Int8'"),
        // swiftc: "error: binary operator '+' cannot be applied to operands of type 'UInt8' and 'UInt16'"
        ("let a: UInt8 = 1\nlet b: UInt16 = 2\nprint(a + b)",
         "binary operator '+' cannot be applied to operands of type 'UInt8' and 'UInt16'"),
        // swiftc: "error: binary operator '+' cannot be applied to operands of type 'UInt8' and 'Int'"
        ("let a: UInt8 = 1\nlet i = 5\nprint(a + i)", "binary operator '+' cannot be applied to operands of type 'UInt8' and 'Int'"),
    ])
    func typeErrorsInSwiftcsWords(source: String, message: String) {
        let result = briefRun(source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == [message])
    }
}
