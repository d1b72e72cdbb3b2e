import Testing
@testable import SwiftSubset

/// Local types (declared inside a function, closure or block) and the standard `Result`,
/// beyond what `Programs/local_types.swift` and `Programs/result_type.swift` run as swiftc does.
struct LocalTypeAndResultTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc 6.3 here prints a local type's qualified name with the address of its context
    /// (`main.(unknown context at $5620ae46b5a4).(unknown context at $5620ae46b5ac).Oops(code: 2)`
    /// for `print(Optional(Oops(code: 2)) as Any)`, another address on each run): refused. Its
    /// plain description (`print(Oops(code: 1))`, `Oops(code: 1)`) and `type(of:)` (`Oops`) run.
    @Test(arguments: [
        "func f() {\n    struct Oops { let code: Int }\n    print([Oops(code: 1)])\n}\nf()\n",
        "func f() {\n    struct Oops { let code: Int }\n    print(Optional(Oops(code: 2)) as Any)\n}\nf()\n",
        "func f() {\n    enum Mode { case a }\n    debugPrint(Mode.a)\n}\nf()\n",
        "func f() {\n    class Box {}\n    print(Box())\n}\nf()\n",
    ])
    func qualifiedDescriptionOfALocalTypeIsRefused(source: String) {
        let result = briefRun(source)
        #expect(result.diagnostics.first?.message.contains("a type declared inside a function, by its qualified name is not supported yet") == true,
                "\(result.output) \(result.diagnostics)")
    }

    @Test func plainDescriptionOfALocalTypeRuns() {
        let source = "func f() {\n    struct Oops { let code: Int }\n    enum Mode { case a }\n    print(Oops(code: 1), Mode.a, type(of: Oops(code: 3)))\n}\nf()\n"
        #expect(briefRun(source).output == "Oops(code: 1) a Oops\n")
    }

    /// A local type that could use its context's type parameters, and two local types of one
    /// name, are refused at their names.
    @Test func localTypesTheInterpreterCannotScopeAreRefused() {
        diagnostics.assertDiagnostics("func f<T>(_ x: T) {\n    struct 1️⃣Box { let v: Int }\n    print(Box(v: 1))\n}",
                                      ["a type declared inside a generic function is not supported yet"])
        diagnostics.assertDiagnostics("func f() { struct 1️⃣Item {} }\nfunc g() { struct 2️⃣Item {} }", [
            "a type declared inside a function with the name of another type ('Item') is not supported yet",
            "a type declared inside a function with the name of another type ('Item') is not supported yet",
        ])
    }

    /// A program's own `Result` hides the standard one (swiftc runs it so; here the standard
    /// `Result` is not declared beside it).
    @Test func programsOwnResultHidesTheStandardOne() {
        let source = "enum Result { case win, lose }\nlet r: Result = .win\nprint(r)\n"
        #expect(briefRun(source).output == "win\n")
        #expect(StandardPrelude.declaresType(named: "Result", in: source))
        #expect(!StandardPrelude.declaresType(named: "Result", in: "let r: Result<Int, Error> = .success(1)\nenum MyResult {}\n"))
    }

    /// An uncaught error from `get()` ends the run with Swift's message (swiftc 6.3 here:
    /// "Fatal error: Error raised at top level: main.Failure.missing").
    @Test func uncaughtErrorFromGet() {
        let source = "enum Failure: Error { case missing }\nlet r: Result<Int, Failure> = .failure(.missing)\nprint(try r.get())\n"
        #expect(briefRun(source).runtimeError == "Fatal error: Error raised at top level: main.Failure.missing")
    }

    /// The type of a `Result` spells its type arguments (`Result<Int, Failure>`): refused, as for
    /// the program's own generic types.
    @Test func describingResultsTypeIsRefused() {
        let source = "enum Failure: Error { case missing }\nlet r: Result<Int, Failure> = .success(1)\nprint(type(of: r))\n"
        #expect(briefRun(source).diagnostics.first?.message.contains("describing a value of the generic type 'Result'") == true)
    }
}

/// Refusals kept where the interpreter would differ from swiftc: a cast to a type a value
/// cannot tell, a standard protocol on a collection, a generic `~=` of the program. (A struct's
/// `weak` property runs since session 17: `Programs/weak_struct_properties`.)
struct ProberRefusalsTests {
    let diagnostics = DiagnosticsTests()

    @Test func castsATestCannotTellAreRefused() {
        diagnostics.assertDiagnostics("let a: Any = 1\nprint(a is 1️⃣(Int) -> Int)", ["casting to '(Int) -> Int' is not supported yet"])
        diagnostics.assertDiagnostics("let a: Any = 1\nprint(a is 1️⃣Float)", ["casting to 'Float' is not supported yet"])
        diagnostics.assertDiagnostics("let a: Any = 1\nprint(a as? 1️⃣Sequence)", ["casting to 'Sequence' is not supported yet"])
    }

    /// Whether `[1]` is `Hashable` depends on its static element type (`[Any]` is not): refused.
    @Test func standardProtocolOfACollectionIsRefusedWhenItDependsOnTheElements() {
        let result = briefRun("let a: Any = [1]\nprint(a is any Hashable)\n")
        #expect(result.diagnostics.first?.message.contains("casting a collection to 'Hashable' is not supported yet") == true,
                "\(result.output) \(result.diagnostics)")
        #expect(briefRun("let a: Any = [1]\nprint(a is CustomStringConvertible, a is any Comparable)\n").output == "true false\n")
    }

    @Test func genericPatternMatchOperatorIsRefused() {
        diagnostics.assertDiagnostics("func ~= <T: Equatable>(a: [T], b: T) -> Bool { a.contains(b) }\nswitch 3 { case 1️⃣[1, 3]: print(1); default: print(2) }",
                                      ["matching a pattern with a generic '~=' of the program is not supported yet"])
    }

    /// swiftc 6.3 here: `removeFirst(5)` on "abc" stops with "Can't remove more items from a
    /// collection than it has", `removeLast(5)` with "… than it contains".
    @Test func removingTooManyCharactersTrapsWithSwiftsWords() {
        #expect(briefRun("var s = \"abc\"\ns.removeFirst(5)\n").runtimeError == "Fatal error: Can't remove more items from a collection than it has")
        #expect(briefRun("var s = \"abc\"\ns.removeLast(5)\n").runtimeError == "Fatal error: Can't remove more items from a collection than it contains")
    }

    /// swiftc 6.3 here prints `Swift.StrideTo<Swift.Int>(…)`, `Zip2Sequence<…>(…)`,
    /// `EnumeratedSequence<…>(…)` and `[ArraySlice([5, 3]), ArraySlice([9])]`: refused where
    /// a base's type is not known well enough to write it (session 26: written from the bases
    /// where they are Strings or arrays of standard types, `Programs/sequence_wrappers_printed`).
    @Test func printingSequenceWrappersIsRefused() {
        diagnostics.assertDiagnostics("print(1️⃣stride(from: 0, to: 10, by: 3))",
                                      ["printing the result of 'stride' is not supported yet (Swift prints its type, StrideTo)"])
        diagnostics.assertDiagnostics("struct P {}\nprint(1️⃣zip([P()], [2]))",
                                      ["printing the result of 'zip' is not supported yet (Swift prints its type, Zip2Sequence, with its contents)"])
        diagnostics.assertDiagnostics("print(1️⃣[[1], [2]].enumerated())",
                                      ["printing the result of 'enumerated()' is not supported yet (Swift prints its type, EnumeratedSequence, with its contents)"])
        diagnostics.assertDiagnostics("print(1️⃣[5, 3, 1].split(whereSeparator: { $0 == 1 }))",
                                      ["printing the result of 'split' is not supported yet (Swift prints the pieces of an array as ArraySlice values)"])
        #expect(briefRun("print(\"a b\".split(whereSeparator: { $0 == \" \" }))\n").output == "[\"a\", \"b\"]\n")
    }

    /// `if let x = values.first` on `[Int?]` binds an `Int?` in Swift (swiftc 6.3 prints
    /// `Optional(1)`, and `nil` for the `guard let` of a nil value): one level is unwrapped and
    /// the bound value is an `Int?` again (it was refused).
    @Test func bindingANestedOptionalUnwrapsOneLevel() {
        let result = briefRun("""
            let values: [Int?] = [1, nil]
            if let f = values.first { print(f as Any) }
            let d: [String: Int?] = ["b": nil]
            guard let v = d["b"] else { fatalError() }
            print(v as Any)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "Optional(1)\nnil\n")
    }
}
