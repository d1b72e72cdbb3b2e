import Testing
@testable import SwiftSubset

/// A standard type's metatype is held as its name, which `print` writes as Swift does alone
/// (`Int`) but which a collection, an optional or a tuple would quote (`["Int"]`) where swiftc
/// writes the qualified name. swiftc -Onone's output for each refused source is beside it.
struct StandardMetatypeElementTests {
    @Test(arguments: [
        // swiftc: `[Swift.Int, Swift.String]`
        ("let ts: [Any.Type] = [Int.self, String.self]\nprint(ts)", "1:23"),
        // swiftc: `(Swift.Int, 1)`
        ("print((Int.self, 1))", "1:8"),
        // swiftc: `[Swift.Int]`
        ("print([type(of: 1)])", "1:8"),
        // swiftc: `["a": Swift.Double]`
        ("let d: [String: Any.Type] = [\"a\": Double.self]\nprint(d)", "1:35"),
        // swiftc: `Optional(Swift.Int)`
        ("let o: Any.Type? = Int.self\nprint(o as Any)", "1:20"),
        // swiftc: `[Swift.Array<Swift.Int>]`
        ("print([[Int].self])", "1:8"),
    ])
    func standardMetatypeInsideAValueIsRefused(source: String, at: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)")
        #expect(result.renderedDiagnostics.hasPrefix("main.swift:\(at): error: a standard type's metatype inside a collection, an optional or a tuple is not supported yet (Swift writes it with its module, 'Swift.Int')"),
                "\(result.renderedDiagnostics)")
    }

    /// swiftc: `[main.P] (main.P, 1)` then `Int Array<Int>`: a program type's metatype is its
    /// own value, and a standard one alone prints its bare name.
    @Test func programMetatypesInsideValuesAndStandardOnesAloneRun() {
        let result = Interpreter.run(source: "struct P {}\nprint([P.self], (type(of: P()), 1))\nprint(Int.self, type(of: [1]))")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[main.P] (main.P, 1)\nInt Array<Int>\n")
    }
}
