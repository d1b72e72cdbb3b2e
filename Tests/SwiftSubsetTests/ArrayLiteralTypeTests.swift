import Testing
@testable import SwiftSubset

/// An array literal of a program's `ExpressibleByArrayLiteral` type runs its
/// `init(arrayLiteral:)` (`Programs/array_literal_types.swift`); an empty one would call it
/// with no elements (swiftc here prints "[]" for `let p: P = []` when the initialiser prints
/// its elements), which is refused at its place rather than taken for `init()`.
struct ArrayLiteralTypeTests {
    @Test func emptyLiteralIsRefused() {
        let source = "struct P: ExpressibleByArrayLiteral {\n  init(arrayLiteral e: Int...) { print(e) }\n}\nlet p: P = []\n"
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["an empty array literal of 'P' is not supported yet"])
    }
}

