import Testing
@testable import SwiftSubset

/// Variables with accessors outside types (the working forms are in
/// `Programs/variable_accessors.swift`). Expected diagnostics: swiftc 6.3 here.
struct VariableAccessorTests {
    /// swiftc: "2:1: error: cannot assign to value: 'g' is a get-only property", at the top
    /// level and inside a function alike.
    @Test(arguments: ["var g: Int { 1 }\ng = 2", "func f() {\nvar g: Int { 1 }\ng = 2\n}"])
    func assigningAGetOnlyVariableIsRefused(_ source: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(Set(result.diagnostics.map(\.message)) == ["cannot assign to value: 'g' is a get-only property"])
        #expect(result.diagnostics.first.map { ($0.line, $0.column) } ?? (0, 0) == (source.hasPrefix("func") ? 3 : 2, 1))
    }
}
