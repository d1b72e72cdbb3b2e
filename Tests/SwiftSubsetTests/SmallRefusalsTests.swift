import Testing
@testable import SwiftSubset

/// The corpus's small refusals lifted in session 8 (`Programs/small_refusals.swift` runs them
/// as swiftc does), and the refusals kept where the answer would need what the checker lacks.
struct SmallRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc 6.3.1, default Swift 5 mode, run as `swiftc main.swift` in the file's directory:
    /// `#file` and `#filePath` print `main.swift`, `#fileID` prints `main/main.swift`.
    @Test func fileMacrosSpellTheRunsFile() {
        let result = Interpreter.run(source: "print(#file)\nprint(#filePath)\nprint(#fileID)\n", fileName: "main.swift")
        #expect(result.output == "main.swift\nmain.swift\nmain/main.swift\n")
    }

    /// `hashValue` of a standard value is refused: Swift's differs from run to run (its hash
    /// seed is random), so no expected output exists; it was "has no member" (swiftc runs
    /// `a.hashValue == a.hashValue`: `true`).
    @Test func hashValueOfAStandardValueIsRefused() {
        diagnostics.assertDiagnostics("let a = \"x\"\nprint(a.1️⃣hashValue == 1)",
                                      ["'hashValue' of a standard value is not supported yet (Swift's hash values differ from run to run)"])
    }

    /// Initialisers of one full name that a value's kind cannot tell apart (two arrays), or
    /// where one is failable or a convenience initialiser and the other not, are refused at the
    /// declaration. The last declared ran for every call: swiftc prints `[Int]` then
    /// `[String]`, the interpreter printed `[String]` twice (a Rosetta Code batch found it).
    @Test func initialisersOverloadedByTypesTheRunCannotTellApartAreRefused() {
        diagnostics.assertDiagnostics("""
            struct S {
              init(x: [Int]) { print("[Int]") }
              1️⃣init(x: [String]) { print("[String]") }
            }
            _ = S(x: [1].map { $0 })
            """, ["initialisers overloaded by these parameter types ('init(x:)') are not supported yet"])
        diagnostics.assertDiagnostics("""
            class C {
              let n: Int
              init(n: Int) { self.n = n }
              convenience 1️⃣init(n: String) { self.init(n: n.count) }
            }
            print(C(n: 4).n)
            """, ["initialisers overloaded by these parameter types, one failable or convenience and another not, are not supported yet"])
    }

    /// `type(of:)` of a result typed `[Self]` in a protocol's extension is read from the
    /// value; an empty array does not tell it (swiftc: `Array<Int>`): refused when it runs.
    @Test func typeOfAnEmptyArrayOfSelfIsRefused() {
        let result = Interpreter.run(source: "extension BinaryInteger {\n func none() -> [Self] { [] }\n}\nprint(type(of: 5.none()))")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "'type(of:)' on a value of type '[Self]' that its value does not tell (empty, nil or text) is not supported yet",
                "\(result.diagnostics)")
    }

    /// A range of literals assigned, passed or returned where a range of fixed-width integers
    /// is written would hold Int bounds (the written bound type is not kept): swiftc prints
    /// `2000 Int16` for `small = 2..<3` then `s * 1000`; refused at the range.
    @Test func aLiteralRangeAssignedWhereFixedWidthBoundsMayBeMeantIsRefused() {
        diagnostics.assertDiagnostics("var small: Range<Int16> = 1..<4\nsmall = 1️⃣2..<3\nfor s in small { print(s * 1000, type(of: s)) }",
                                      ["a range of number literals where a range of fixed-width integers may be meant is not supported yet"])
        diagnostics.assertDiagnostics("func f(_ r: ClosedRange<UInt8>) { for x in r { print(type(of: x)) } }\nf(1️⃣1...3)",
                                      ["a range of number literals where a range of fixed-width integers may be meant is not supported yet"])
        // A second reader's: a returned range, and an alias's bounds (swiftc iterates UInt8s).
        diagnostics.assertDiagnostics("func f() -> ClosedRange<UInt8> { 1️⃣250...255 }\nfor b in f() { print(b &+ 10) }",
                                      ["a range of number literals where a range of fixed-width integers may be meant is not supported yet"])
        diagnostics.assertDiagnostics("typealias Byte = UInt8\nlet r: ClosedRange<Byte> = 1️⃣250...255\nfor b in r { print(b &+ 10) }",
                                      ["a range of number literals where a range of fixed-width integers may be meant is not supported yet"])
    }

    /// A program's `print(_: Any...)` beside the standard one: swiftc calls the program's for
    /// `print("a", "b")` and the standard one for `print("a", "b", "c")` (`LOG`, `a b c`); the
    /// interpreter called the program's every time. Refused at the call.
    @Test func aProgramFunctionTakingAnyBesideAStandardOneIsRefused() {
        diagnostics.assertDiagnostics("func print(_ items: Any...) { Swift.print(\"LOG\") }\n1️⃣print(\"a\", \"b\")",
                                      ["calling 'print' beside the program's own 'print' that takes 'Any' or a variadic parameter is not supported yet (Swift chooses between it and the standard one by rules not modelled here)"])
    }

    /// `type(of:)` of a number whose static type is not known (a generic parameter's value) in
    /// a program that uses Float: a Float is held as a Double (swiftc: `Float`; the
    /// interpreter printed `Double`). Refused when it runs.
    @Test func typeOfAnUnknownNumberBesideFloatIsRefused() {
        let result = Interpreter.run(source: "func show<T>(_ x: T) { print(type(of: x)) }\nshow(Float(1))")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "'type(of:)' on a number whose type is not known here, in a program that uses 'Float', is not supported yet",
                "\(result.diagnostics)")
    }

    /// Beside a program's `print(_: String)`, an argument whose type is not known here (a
    /// generic closure's parameter) could take either (swiftc: `1`, the standard one; the
    /// interpreter called the program's): refused. So is `NSNumber` beside Floats.
    @Test func aStandardNamedCallWithAnUnknownArgumentIsRefused() {
        diagnostics.assertDiagnostics("func print(_ s: String) { Swift.print(\"mine:\", s) }\nfunc apply<U>(_ xs: [U], _ f: (U) -> Void) { xs.forEach(f) }\napply([1]) { 1️⃣print($0) }",
                                      ["calling 'print' beside the program's own 'print' with an argument whose type is not known here is not supported yet"])
        diagnostics.assertDiagnostics("import Foundation\nlet f: Float = 1\nprint(1️⃣NSNumber(value: 2))",
                                      ["'NSNumber' in a program that uses 'Float' is not supported yet"])
    }

    /// A subclass's initialiser with its superclass's labels and other parameter types is an
    /// overload in Swift (swiftc prints `IntL`); the interpreter keys initialisers by labels:
    /// refused, where it was a false "overriding declaration requires an 'override' keyword".
    /// A member the Foundation prelude's `NumberFormatter` lacks is not supported, not missing.
    @Test func anInitialiserOverloadingTheSuperclassesByTypesIsRefused() {
        diagnostics.assertDiagnostics("class K { var d: String; init(x: Int) { d = \"Int\" } }\nclass L: K { 1️⃣init(x: Bool) { super.init(x: 1); d += \"L\" } }\nprint(L(x: true).d)",
                                      ["an initialiser overloading its superclass's 'init(x:)' by parameter types is not supported yet"])
        diagnostics.assertDiagnostics("import Foundation\nlet f = NumberFormatter()\nf.1️⃣maximumFractionDigits = 2",
                                      ["the member 'maximumFractionDigits' of 'NumberFormatter' is not supported yet"])
    }

    /// A static member of a standard type the interpreter lacks is refused as such, where it
    /// used to be "cannot find 'Double' in scope", an error swiftc never gives there.
    @Test func missingStandardStaticMemberIsRefusedAsSuch() {
        diagnostics.assertDiagnostics("print(Float.1️⃣ulpOfOne)", ["'Float.ulpOfOne' is not supported yet"])
        diagnostics.assertDiagnostics("let x = Double.1️⃣leastNormalMagnitude", ["'Double.leastNormalMagnitude' is not supported yet"])
        diagnostics.assertDiagnostics("print(Double.1️⃣random(in: 0..<1) < 2)", ["'Double.random(in:)' is not supported yet"])
    }

    /// `Double.nan` prints `nan` (swiftc 6.3 here, and on arm64: the default NaN is positive).
    @Test func doubleNaN() {
        let result = Interpreter.run(source: "let x = Double.nan\nprint(x, x.isNaN, x == x)\n")
        #expect(result.output == "nan true false\n")
    }

    /// swiftc rejects `swap(&names[0], &names[2])` ("overlapping accesses to 'names'") and traps
    /// on two properties of one global struct ("Simultaneous accesses"): refused here.
    @Test func swapOfTwoPartsOfOneVariableIsRefused() {
        diagnostics.assertDiagnostics("var names = [1, 2]\nswap(&names[0], 1️⃣&names[1])",
                                      ["swapping two parts of 'names' at once is not supported yet"])
        diagnostics.assertDiagnostics("struct P { var a = 1, b = 2 }\nvar p = P()\nswap(&p.a, 1️⃣&p.b)",
                                      ["swapping two parts of 'p' at once is not supported yet"])
    }

    /// swiftc 6.3 prints `1024 8`: with an integer literal base and an integer exponent
    /// Foundation's `pow(Decimal, Int)` runs, whose result prints as a `Decimal`. Refused (a
    /// `Double` exponent runs: `Programs/pow_double_exponent.swift`).
    @Test func powWithAnIntegerBaseAndExponentIsRefused() {
        diagnostics.assertDiagnostics("import Foundation\nlet n = 3\nprint(pow(1️⃣2, 10), pow(2️⃣2, n))",
                                      ["'pow' with an integer base (Decimal arithmetic) is not supported yet",
                                       "'pow' with an integer base (Decimal arithmetic) is not supported yet"])
    }

    /// With the argument's type unknown (a generic function's result), which overload Swift
    /// picks cannot be told here: refused (swiftc picks `f(_: Int)` and prints 1).
    @Test func overloadByUnknownTypeIsRefused() {
        diagnostics.assertDiagnostics("""
            func id<T>(_ x: T) -> T { x }
            func f(_ x: Int) -> Int { x }
            func f(_ x: String) -> Int { 0 }
            let u = Array(["k": 1].values)
            print(f1️⃣(id(u[0])))
            """, ["choosing among the overloads of 'f(_:)' by types the checker does not know is not supported yet"])
    }

    /// A redeclaration with the same types as written stays an error, in swiftc 6.3.1's words
    /// (`f` for `f(_:)`, the full name once a parameter has a label).
    @Test func identicalOverloadIsARedeclaration() {
        diagnostics.assertDiagnostics("func f(_ x: Int) {}\nfunc 1️⃣f(_ y: Int) {}", ["invalid redeclaration of 'f'"])
        diagnostics.assertDiagnostics("func k(_ a: Int, b: Int) {}\nfunc 1️⃣k(_ a: Int, b: Int) {}", ["invalid redeclaration of 'k(_:b:)'"])
    }

    /// A tuple pattern declaring several stored properties at once (`var (a, b) = (1, 2)` in a
    /// type) is refused at the pattern; its names were never declared (every use was a false
    /// "has no member"; swiftc runs it).
    @Test func aTuplePatternDeclaringPropertiesIsRefused() {
        diagnostics.assertDiagnostics("struct T { var 1️⃣(a, b) = (1, 2) }\nprint(T())",
                                      ["a tuple pattern declaring several properties is not supported yet: declare each property on its own"])
    }

    /// `catch DecodingError.keyNotFound(let key, _)`: Foundation's error is a host value here,
    /// not an enum, so its cases cannot be matched; refused once, with the pattern's names
    /// declared (it was "has no member" followed by errors at each use of `key`).
    @Test func matchingDecodingErrorsCasesIsRefused() {
        diagnostics.assertDiagnostics("""
            import Foundation
            struct P: Codable { var name: String }
            do {
                _ = try JSONDecoder().decode(P.self, from: Data("{}".utf8))
            } catch 1️⃣DecodingError.keyNotFound(let key, _) {
                print("missing", key.stringValue)
            } catch {
                print("other")
            }
            """, ["matching the cases of 'DecodingError' ('.keyNotFound') is not supported yet: catch the error and print it"])
    }

    /// A String.Index inside an array, or an optional one made `Any`: swiftc writes each
    /// index's own text (`[0[any]]`, `Optional(2[utf8])`), the interpreter held offsets (`[0]`,
    /// `Optional(2)`). The array is refused where printed; the optional when it runs, unless
    /// nil (which prints `nil` in both).
    @Test func aStringIndexInsideAValueIsRefused() {
        diagnostics.assertDiagnostics("let s = \"hello\"\nprint(1️⃣[s.startIndex])", ["printing a value holding a String.Index is not supported yet"])
        let none = Interpreter.run(source: "let s = \"hello\"\nprint(s.firstIndex(of: \"z\") as Any)")
        #expect(none.output == "nil\n" && none.diagnostics.isEmpty, "\(none.renderedDiagnostics)")
        let some = Interpreter.run(source: "let s = \"hello\"\nprint(s.firstIndex(of: \"l\") as Any)")
        #expect(some.diagnostics.map(\.message) == ["a String.Index converted to 'Any' is not supported yet"], "\(some.output)")
    }

    /// `unowned` on a variable outside a type, and `weak`/`unowned` on a static property: the
    /// interpreter held the object strongly (swiftc releases it when the last strong reference
    /// goes: `deinit` before `end`; `Reg.ref == nil` is `true`).
    @Test func ownershipTheInterpreterDoesNotHoldIsRefused() {
        diagnostics.assertDiagnostics("class T {}\nvar strong: T? = T()\n1️⃣unowned let u = strong!\nstrong = nil",
                                      ["an 'unowned' variable outside a type is not supported yet (stored properties may be 'unowned')"])
        diagnostics.assertDiagnostics("class T {}\nclass Reg { 1️⃣weak static var ref: T? }",
                                      ["a 'weak' static property is not supported yet"])
    }

    /// An array of views made by `map` (`grid.map { $0.reversed() }`) or written as a literal
    /// (`[x.reversed()]`): swiftc prints each element as its own type
    /// (`[Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [1, 2, 3])]`), the interpreter
    /// printed arrays. Refused where printed.
    @Test func printingAnArrayOfViewsIsRefused() {
        let message = "printing an array of 'reversed()', 'enumerated()', 'zip' or 'stride' results is not supported yet (Swift prints each as its own type)"
        diagnostics.assertDiagnostics("let grid = [[1, 2, 3]]\nprint(1️⃣grid.map { $0.reversed() })", [message])
        diagnostics.assertDiagnostics("let x = [1, 2]\nlet r = [[1]].map { $0.enumerated() }\nprint(1️⃣r, 2️⃣[x.reversed()])", [message, message])
    }
}
