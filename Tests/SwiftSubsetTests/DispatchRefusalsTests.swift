import Testing
@testable import SwiftSubset

/// Refusals where Swift chooses a member by static types the interpreter does not keep, each
/// found by a session-27 prober as a silent difference (the expected output quoted is swiftc
/// 6.3.1's, run here on the same program).
struct DispatchRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// A member sharing a name with a protocol requirement its extension implements, without
    /// matching it: swiftc keeps the extension's as the witness (`0.0`); the interpreter ran
    /// the type's (`4`). So for an optional result, a parameter's type, a generic method, a
    /// static property for an instance one, `async`, and an added defaulted parameter.
    @Test(arguments: [
        ("protocol Shape { func area() -> Double }\nextension Shape { func area() -> Double { 0 } }\nstruct Sq: Shape { func 1️⃣area() -> Int { 4 } }\nlet s: Shape = Sq()\nprint(s.area())",
         "'area()' of 'Sq' does not match the requirement 'area()' of 'Shape'"),
        ("protocol Finder { func find() -> String? }\nextension Finder { func find() -> String? { nil } }\nstruct F: Finder { func 1️⃣find() -> String { \"found\" } }\nlet f: Finder = F()\nprint(f.find() as Any)",
         "'find()' of 'F' does not match the requirement 'find()' of 'Finder'"),
        ("protocol Countable { var count: Int { get } }\nextension Countable { var count: Int { 0 } }\nstruct Bag: Countable { static var 1️⃣count: Int { 99 } }\nlet c: Countable = Bag()\nprint(c.count)",
         "'count' of 'Bag' does not match the requirement 'count' of 'Countable'"),
        ("protocol Maker { func make() -> Int }\nextension Maker { func make() -> Int { 0 } }\nstruct M: Maker { func 1️⃣make(_ x: Int = 5) -> Int { x } }\nprint(M().make())",
         "'make()' of 'M' does not match the requirement 'make()' of 'Maker'"),
        ("protocol Runner { func run() -> String }\nextension Runner { func run() -> String { \"default\" } }\nstruct Fast: Runner { func 1️⃣run() async -> String { \"fast\" } }\nlet r: Runner = Fast()\nprint(r.run())",
         "'run()' of 'Fast' does not match the requirement 'run()' of 'Runner'"),
    ])
    func aNearMissOfADefaultedRequirementIsRefused(source: String, message: String) {
        diagnostics.assertDiagnostics(source, [message + ", which an extension of '" + Self.protocolName(in: message)
                                                + "' implements: a near match is not supported yet (Swift takes the extension's where the requirement is reached)"])
    }

    /// The protocol a near-miss message names last (`… of 'Shape'`).
    private static func protocolName(in message: String) -> String {
        String(message.split(separator: "'").last ?? "")
    }

    /// A witness written exactly as required (with `Self` as the type's own name) and a member
    /// of another full name beside it are not refused: swiftc runs both as written.
    @Test func exactWitnessesAndOtherLabelsStillRun() {
        let result = Interpreter.run(source: """
            protocol Greeter { func greet(_ name: String) -> String; func copy() -> Self }
            extension Greeter { func greet(_ name: String) -> String { "hi \\(name)" } }
            struct Polite: Greeter {
                func greet(name: String) -> String { "hello \\(name)" }
                func copy() -> Polite { self }
            }
            print(Polite().greet("x"), Polite().copy().greet(name: "y"))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "hi x hello y\n")
    }

    /// A standard collection's method declared in an extension with a `where` clause and again
    /// in one without (`extension Sequence`): swiftc calls the unconstrained one for elements
    /// the clause excludes (`["a", "b"]`); the interpreter ran the constrained one (`[0, 0]`).
    @Test func aConstrainedStandardExtensionMethodBesideAnUnconstrainedOneIsRefused() {
        diagnostics.assertDiagnostics("""
            extension Sequence { func first2() -> [Element] { Array(prefix(2)) } }
            extension Array where Element == Int { func 1️⃣first2() -> [Element] { [0, 0] } }
            print(["a", "b", "c"].first2())
            """, ["a method 'first2()' declared in an extension with a 'where' clause and again in an extension of 'Sequence' is not supported yet (Swift chooses by the type at the use)"])
    }

    /// Static methods of one full name told apart by parameter types: swiftc calls each for
    /// its own arguments (`Int`); the last declared ran for every call (`Double`).
    @Test func staticMethodsOverloadedByTypesAreRefused() {
        diagnostics.assertDiagnostics("""
            struct Temp {
                static func make(_ v: Int) -> String { "Int" }
                static func 1️⃣make(_ v: Double) -> String { "Double" }
            }
            print(Temp.make(3))
            """, ["static methods overloaded by parameter types ('Temp.make(_:)') are not supported yet"])
    }

    /// `.zero` where the context's type is a type parameter: swiftc takes the bound type's
    /// (`0`); the interpreter took a framework type's `zero` (`(0.0, 0.0, 0.0, 0.0)`).
    @Test func anImplicitMemberOfATypeParameterIsRefused() {
        diagnostics.assertDiagnostics("""
            protocol Zero { static var zero: Self { get } }
            extension Int: Zero { static var zero: Int { 0 } }
            func zero<T: Zero>() -> T { 1️⃣.zero }
            let a: Int = zero()
            print(a)
            """, ["'.zero' where its type is a type parameter is not supported yet"])
    }

    /// An instance method reached through its type (`Animal.makeSound`, a function taking the
    /// instance): refused precisely (it was "type 'Animal' has no member 'makeSound'").
    @Test func anInstanceMethodReachedThroughItsTypeIsRefused() {
        diagnostics.assertDiagnostics("""
            class Animal { func makeSound() { print("generic") } }
            let f = Animal.1️⃣makeSound
            """, ["an instance method reached through its type ('Animal.makeSound') is not supported yet: call it on a value"])
    }

    /// Overloads taking `Int` and `Double` called with a number literal where the context gives
    /// a type: swiftc chooses the `Double` one by the context (`let b: Double = area(2)` is
    /// `12.0`, `half(5) + 0.5` is `3.0`); the literal's default type chose the `Int` one
    /// (`4.0`, `2.5`). Without such a context Swift takes the `Int` one, as the interpreter does.
    @Test func aLiteralChoosingAnOverloadInAContextIsRefused() {
        let declarations = "func area(_ r: Double) -> Double { 3 * r * r }\nfunc area(_ s: Int) -> Int { s * s }\n"
        let message = "choosing among the overloads of 'area(_:)' for a number literal where the context may ask for another number type is not supported yet"
        diagnostics.assertDiagnostics(declarations + "let b: Double = area1️⃣(2)", [message])
        diagnostics.assertDiagnostics(declarations + "print(area1️⃣(2) + 0.5)", [message])
        let plain = Interpreter.run(source: declarations + "print(area(2))\nlet a = area(3)\nprint(a, area(2.0))")
        #expect(plain.output == "4\n9 12.0\n", "\(plain.renderedDiagnostics)")
    }

    /// A String's `split` chained straight into a method whose closure reads only `count` of
    /// its pieces: swiftc chooses the Sequence's `split` there, whose pieces are
    /// `ArraySlice<Character>` (`["c", "d", "e"]`); the interpreter's are Substrings (`cde`).
    /// The pieces kept in a variable first are Substrings in both.
    @Test func aCountReadingClosureChainedOntoAStringsSplitIsRefused() {
        diagnostics.assertDiagnostics("let s = \"ab cde f\"\nprint(s.split(separator: \" \").1️⃣max { $0.count < $1.count }!)",
            ["'max' with a closure reading only 'count', chained onto a string's 'split', is not supported yet (Swift chooses the 'split' giving arrays of Characters): keep the pieces in a variable first"])
        let kept = Interpreter.run(source: "let s = \"ab cde f\"\nlet w = s.split(separator: \" \")\nprint(w.max { $0.count < $1.count }!, s.split(separator: \" \").filter { $0.hasPrefix(\"c\") })")
        #expect(kept.output == "cde [\"cde\"]\n", "\(kept.renderedDiagnostics)")
    }
}
