import Testing
@testable import SwiftSubset

/// Checks diagnostics in the style of swift-syntax's tests: `1️⃣` marks where a message is
/// expected. Messages are what `swiftc` 6.3 prints for the same code (checked by compiling).
struct DiagnosticsTests {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]

    /// Removes markers from `marked`, returning the clean source and each marker's 1-based line/column.
    static func extract(_ marked: String) -> (String, [(line: Int, column: Int)]) {
        var clean = ""
        var positions: [(Int, Int)] = []
        var line = 1, column = 1
        for ch in marked {
            if markers.contains(ch) { positions.append((line, column)); continue }
            clean.append(ch)
            if ch == "\n" { line += 1; column = 1 } else { column += ch.utf8.count }
        }
        return (clean, positions)
    }

    func assertDiagnostics(_ marked: String, _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let (source, positions) = Self.extract(marked)
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, sourceLocation: sourceLocation)
        #expect(result.diagnostics.count == messages.count, "\(result.diagnostics)", sourceLocation: sourceLocation)
        for (i, message) in messages.enumerated() where i < result.diagnostics.count && i < positions.count {
            let d = result.diagnostics[i]
            #expect(d.message == message, sourceLocation: sourceLocation)
            #expect(d.line == positions[i].line && d.column == positions[i].column,
                    "\(d) expected at \(positions[i])", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownName() {
        assertDiagnostics("let a = 1\nprint(1️⃣b)", ["cannot find 'b' in scope"])
    }

    @Test func unknownMember() {
        assertDiagnostics("struct P { var x: Int }\nlet p = P(x: 1)\nprint(p.1️⃣y)", ["value of type 'P' has no member 'y'"])
    }

    @Test func wrongArgumentLabel() {
        assertDiagnostics("func f(x: Int) {}\nf1️⃣(y: 1)", ["incorrect argument label in call (have 'y:', expected 'x:')"])
    }

    @Test func assignToLet() {
        assertDiagnostics("let a = 1\n1️⃣a = 2", ["cannot assign to value: 'a' is a 'let' constant"])
    }

    @Test func assignToPropertyOfLet() {
        assertDiagnostics("struct P { var x: Int }\nlet p = P(x: 1)\np.1️⃣x = 3", ["cannot assign to property: 'p' is a 'let' constant"])
    }

    @Test func missingOverride() {
        assertDiagnostics("class A { func m() {} }\nclass B: A { func 1️⃣m() {} }", ["overriding declaration requires an 'override' keyword"])
    }

    @Test func overrideOfNothing() {
        assertDiagnostics("class A { func m() {} }\nclass C: A { override func 1️⃣n() {} }", ["method does not override any method from its superclass"])
    }

    // Expected messages and columns from `swiftc -typecheck` on the same lines.
    @Test func mismatchedSpecifiedType() {
        assertDiagnostics("let x: Int = 1️⃣\"a\"", ["cannot convert value of type 'String' to specified type 'Int'"])
    }

    @Test func mismatchedSpecifiedOptionalTypeNamesTheWrappedType() {
        assertDiagnostics("let x: Int? = 1️⃣\"a\"", ["cannot convert value of type 'String' to specified type 'Int'"])
    }

    @Test func mismatchedAssignment() {
        assertDiagnostics("var n = 3\nn = 1️⃣2.5", ["cannot assign value of type 'Double' to type 'Int'"])
    }

    @Test func mismatchedArgument() {
        assertDiagnostics("func f(_ x: Int, y: String) {}\nf(1️⃣\"a\", y: 2️⃣3)", [
            "cannot convert value of type 'String' to expected argument type 'Int'",
            "cannot convert value of type 'Int' to expected argument type 'String'",
        ])
    }

    @Test func integerLiteralAsBoolean() {
        assertDiagnostics("let c: Bool = 1️⃣0", ["integer literal value '0' cannot be used as a boolean; did you mean 'false'?"])
    }

    @Test func integerLiteralsMayBecomeDoubles() {
        let result = Interpreter.run(source: "let a: Double = 1 + 2\nvar b: Double = 0\nb = 3\nfunc f(_ d: Double) { print(d) }\nf(4)\nprint(a, b)")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "4.0\n3.0 3.0\n")
    }

    // Found by fuzzing: swift-syntax 603.0.1's diagnostics generator traps on this input
    // (a Fix-It with no change); the interpreter reports it itself.
    @Test func equalsAfterAnInvalidCharacterIsReportedNotATrap() {
        assertDiagnostics("let a \u{FFFD}1️⃣= 1", [
            "'=' must have consistent whitespace on both sides (is there an invisible or invalid character before it?)",
        ])
    }

    // Found by fuzzing: swift-syntax 603.0.1's type lookahead doubles its work with each
    // nested `[`, so twenty levels take minutes; the interpreter stops such input before parsing.
    @Test func squareBracketsNestedTooDeeplyAreStoppedBeforeParsing() {
        let deep = String(repeating: "[", count: 10) + "1️⃣[" + String(repeating: "[", count: 20) + "1"
            + String(repeating: "]", count: 31)
        assertDiagnostics("let a = \"[[[[[[[[[[[[\" // [[[[[[[[[[[[\nlet b = " + deep, [
            "square brackets are nested more than 10 deep; vctutor cannot check code nested this deeply",
        ])
    }

    @Test func tenNestedSquareBracketsStillRun() {
        let source = "let a = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10) + "\nprint(a)"
        let result = Interpreter.run(source: source)
        #expect(result.status == .ok)
        #expect(result.output == "[[[[[[[[[[1]]]]]]]]]]\n")
    }

    /// A generic method's type parameter used as a value is bound by each call
    /// (Compiler+TypeParameterValues); a call binding it to a type not named here is refused
    /// (swiftc prints `Array<Int>` for `S().g([1])`).
    @Test func aGenericMethodsTypeParameterBoundToAnArray() {
        assertDiagnostics("struct S {\n    func g<T>(_ v: T) -> String { \"\\(T.self)\" }\n}\nprint(S().1️⃣g([1]))",
                          ["calling 'g(_:)' here, where its type parameter 'T' (used as a value in its body) is not known, is not supported yet"])
    }

    @Test func parseErrorsUseSwiftSyntaxMessages() {
        let result = Interpreter.run(source: "let x = (1 + \nprint(x)")
        #expect(result.status == .diagnostics)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.renderedDiagnostics.contains("expected ')' to end tuple"))
    }

    @Test func diagnosticsCarryStableIDs() {
        let result = Interpreter.run(source: "print(zzz)")
        #expect(result.diagnostics.map(\.id) == ["cannot-find-in-scope"])
        #expect(result.renderedDiagnostics.contains("print(zzz)\n      ^"))
    }
}

/// More message kinds, worded as swiftc 6.3 words them (checked by compiling the same code).
struct MoreDiagnosticsTests {
    let check = DiagnosticsTests()

    @Test func missingArgument() {
        check.assertDiagnostics("func f(x: Int, y: Int) {}\nf(x: 11️⃣)", ["missing argument for parameter 'y' in call"])
    }

    @Test func extraArgument() {
        check.assertDiagnostics("func f(x: Int, y: Int) {}\nf(x: 1, y: 2, z: 1️⃣3)", ["extra argument 'z' in call"])
    }

    @Test func getOnlyProperty() {
        check.assertDiagnostics("struct S { var c: Int { 1 } }\nvar s = S()\ns.1️⃣c = 2", ["cannot assign to property: 'c' is a get-only property"])
    }

    @Test func unknownType() {
        check.assertDiagnostics("let v: 1️⃣Foo = 1", ["cannot find type 'Foo' in scope"])
    }

    @Test func unknownMethodOnClass() {
        check.assertDiagnostics("class K { func run() {} }\nK().1️⃣walk()", ["value of type 'K' has no member 'walk'"])
    }

    @Test func severalWrongLabels() {
        check.assertDiagnostics("func f(x: Int, y: Int) {}\nf1️⃣(a: 1, b: 2)", ["incorrect argument labels in call (have 'a:b:', expected 'x:y:')"])
    }

    @Test func selectorNamesTheMethod() {
        let r = Interpreter.run(source: "class V { func refresh() {} }\nlet s = #selector(V.refresh)\nprint(s)")
        #expect(r.output == "refresh\n")
    }

    @Test func uncaughtErrorEndsTheRunLikeSwift() {
        // swiftc: "Fatal error: Error raised at top level: main.E.bad"
        let r = Interpreter.run(source: "enum E: Error { case bad }\nfunc f() throws { throw E.bad }\ntry f()")
        #expect(r.status == .exception)
        #expect(r.runtimeError == "Fatal error: Error raised at top level: main.E.bad")
    }
}

/// `Interpreter.check` reports without running, and results name their exceptions.
struct CheckAPITests {
    @Test func checkDoesNotRun() {
        #expect(Interpreter.check(source: "while true {}\nprint(1)").isEmpty)
        #expect(Interpreter.check(source: "print(nope)").map(\.message) == ["cannot find 'nope' in scope"])
    }

    @Test func runtimeErrorsAreNamedSwiftRuntimeError() {
        let r = Interpreter.run(source: "let a: [Int] = []\nprint(a[0])")
        #expect(r.exceptionName == "SwiftRuntimeError")
        #expect(Interpreter.run(source: "print(1)").exceptionName == nil)
    }
}
