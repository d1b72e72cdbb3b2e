import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing
@testable import SwiftSubset

/// A file of thousands of parse errors is diagnosed in part, around its first error, since
/// swift-syntax's generator takes time growing with the square of their number (issue 12);
/// the first error is worded and placed exactly as the generator words and places it for the
/// whole file, and a file of few errors is diagnosed whole.
struct ParseErrorScopeTests {
    /// Message, line and column of each diagnostic.
    func described(_ diagnostics: [SwiftDiagnostics.Diagnostic], in tree: SourceFileSyntax) -> [String] {
        let converter = SourceLocationConverter(fileName: "main.swift", tree: tree)
        return diagnostics.map {
            let location = $0.location(converter: converter)
            return "\(location.line):\(location.column): \($0.message)"
        }
    }

    @Test func aFileOfFewErrorsIsDiagnosedWhole() {
        let tree = SubsetParser.parse("let x = (1 + \nprint(x)\nfunc f( {\nlet = 3\n")
        #expect(ParseErrorScope.scope(of: tree).id == Syntax(tree).id)
        let whole = described(ParseDiagnosticsGenerator.diagnostics(for: tree), in: tree)
        #expect(whole.count > 1)
        #expect(described(ParseErrorScope.diagnostics(for: tree), in: tree) == whole)
    }

    @Test(arguments: [
        // Garbage at the top level: every pair of words is an error.
        "let ok = 1\n" + String(repeating: "a b c d e f a b c d e f\n", count: 60),
        // Garbage inside a function body, after good code.
        "func f() {\n    let y = 2\n    print(y)\n" + String(repeating: "    a b c d e f ) ]\n", count: 60) + "}\n",
        // An unclosed call followed by garbage.
        "print(1, \n" + String(repeating: "x y z = = ;\n", count: 80),
    ])
    func aFileOfManyErrorsGetsTheSameFirstError(_ source: String) throws {
        let tree = SubsetParser.parse(source)
        let whole = described(ParseDiagnosticsGenerator.diagnostics(for: tree), in: tree)
        #expect(whole.count > ParseErrorScope.maximumErrorSites)
        let scoped = described(ParseErrorScope.diagnostics(for: tree), in: tree)
        #expect(scoped.first == whole.first)
        #expect(!scoped.isEmpty && scoped.count <= ParseErrorScope.maximumErrorSites)
    }

    /// Through the interpreter: one diagnostic at the first error, with swift-syntax's words.
    @Test func theInterpreterReportsTheFirstOfThousandsOfErrors() {
        let garbage = String(repeating: "a b c d e f a b c d e f\n", count: 1_000)
        let result = Interpreter.run(source: "let ok = 1\n" + garbage)
        #expect(result.status == .diagnostics)
        let first = result.diagnostics.first
        #expect(first?.line == 2)
        #expect(first?.column == 2)
        #expect(first?.message == "consecutive statements on a line must be separated by newline or ';'")
        #expect(result.diagnostics.count <= ParseErrorScope.maximumErrorSites)
    }
}
