import Testing
@testable import SwiftSubset

/// Values Swift keeps as views of another collection, where the interpreter keeps a plain
/// array or string (`StandardView`): printing a `reversed()` or `joined()` kept in a variable,
/// and the indices of a Substring that does not start where its string starts. Each expected
/// text in a comment is what swiftc 6.3.1 printed here for the same program.
struct StandardViewRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc: `let flat = [[1, 2], [3]].joined(); print(flat)` prints
    /// `FlattenSequence<Array<Array<Int>>>(_base: [[1, 2], [3]])`, and
    /// `let words = ["a", "b"].reversed(); print("\(words)")` prints
    /// `ReversedCollection<Array<String>>(_base: ["a", "b"])`; the interpreter printed the
    /// flattened and the reversed arrays.
    @Test func printingAViewKeptInAVariableIsRefused() {
        diagnostics.assertDiagnostics("let nested = [[1, 2], [3]]\nlet flat = nested.joined()\nprint(1️⃣flat)",
            ["printing the result of 'joined' on an array of arrays is not supported yet (Swift prints a FlattenSequence or JoinedSequence)"])
        diagnostics.assertDiagnostics("let words = [\"a\", \"b\"].reversed()\nprint(\"\\(1️⃣words)\")",
            ["printing the result of 'reversed()' is not supported yet (Swift prints a ReversedCollection)"])
        diagnostics.assertDiagnostics("var letters = \"abc\".reversed()\nprint(1️⃣letters)",
            ["printing the result of 'reversed()' is not supported yet (Swift prints a ReversedCollection)"])
    }

    /// A view given to a variable whose written type keeps the view itself: swiftc 6.3.1 prints
    /// `Optional(Swift.FlattenSequence<…>(_base: [[1], [2]]))` and
    /// `ReversedCollection<Array<Int>>(_base: [1, 2])` here, where the interpreter held arrays.
    @Test func aViewGivenToAVariableOfAWrittenNonArrayTypeIsRefused() {
        diagnostics.assertDiagnostics("let o: Optional = 1️⃣[[1], [2]].joined()\nprint(o as Any)",
            ["giving the result of 'joined' on an array of arrays to a variable of type 'Optional' is not supported yet (Swift keeps it as a FlattenSequence or JoinedSequence)"])
        diagnostics.assertDiagnostics("let j = [[1], [2, 3]].joined()\nlet opt: Optional = 1️⃣j\nprint(opt as Any)",
            ["giving the result of 'joined' on an array of arrays to a variable of type 'Optional' is not supported yet (Swift keeps it as a FlattenSequence or JoinedSequence)"])
        diagnostics.assertDiagnostics("let a: Any = 1️⃣[1, 2].reversed()\nprint(a)",
            ["giving the result of 'reversed()' as 'Any' is not supported yet (Swift keeps it as a ReversedCollection)"])
        // swiftc 6.3.1: `ReversedCollection<Array<Int>>(_base: [3, 4])` and
        // `(Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [5, 6]), 1)`.
        diagnostics.assertDiagnostics("func f() -> Any { 1️⃣[3, 4].reversed() }\nprint(f())",
            ["giving the result of 'reversed()' as 'Any' is not supported yet (Swift keeps it as a ReversedCollection)"])
        diagnostics.assertDiagnostics("let t: (Any, Int) = (1️⃣[5, 6].reversed(), 1)\nprint(t)",
            ["giving the result of 'reversed()' as 'Any' is not supported yet (Swift keeps it as a ReversedCollection)"])
        let result = Interpreter.run(source: "let arr: [Int]? = [1, 2].reversed()\nprint(arr as Any)")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "Optional([2, 1])\n")
    }

    /// A view given a type when it is declared, or turned into an array, is that type and
    /// prints as it (swiftc: `[3, 2, 1]` twice, then `cba`).
    @Test func aViewTurnedIntoAnArrayPrints() {
        let result = Interpreter.run(source: """
            let numbers = [1, 2, 3]
            let typed: [Int] = numbers.reversed()
            let copied = Array(numbers.reversed())
            print(typed)
            print(copied)
            print(String("abc".reversed()))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[3, 2, 1]\n[3, 2, 1]\ncba\n")
    }

    /// swiftc: with `s = "Hello, world"` and `tail = s[s.index(after: comma)...]`,
    /// `tail.firstIndex(of: "w")` is the string's index of `w` (`s[w]` is `w`, 7 from the
    /// start), `s[s.dropFirst(7).startIndex]` is `w` and `s.dropFirst(7)[s.index(s.startIndex,
    /// offsetBy: 8)]` is `o`. The interpreter counted from the Substring's start and refused
    /// these; a Substring whose start is known now carries it (`Compiler+SubstringIndices`).
    @Test func theIndicesOfASubstringThatStartsLaterAreTheStrings() {
        let result = Interpreter.run(source: """
            let s = "Hello, world"
            let comma = s.firstIndex(of: ",")!
            let tail = s[s.index(after: comma)...]
            let w = tail.firstIndex(of: "w")!
            print(s[w], s.distance(from: s.startIndex, to: w))
            print(s[s.dropFirst(7).startIndex])
            let rest = s.dropFirst(7)
            print(rest[s.index(s.startIndex, offsetBy: 8)])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "w 7\nw\no\n")
    }

    /// An element of `split` may start anywhere in its string: its indices stay refused.
    @Test func theIndicesOfASplitPieceAreRefused() {
        let what = "of a Substring is not supported yet (a Substring shares its string's indices)"
        diagnostics.assertDiagnostics("""
            let words = "one two".split(separator: " ")
            for _ in words[1].1️⃣indices {}
            """, ["'indices' \(what)"])
    }

    /// A Substring from the string's start shares its first indices (swiftc: `Hel`, `H`, `3`),
    /// and so runs.
    @Test func aSubstringFromTheStartRuns() {
        let result = Interpreter.run(source: """
            let s = "Hello"
            let head = s.prefix(3)
            print(head, head[head.startIndex], s.distance(from: s.startIndex, to: head.endIndex))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "Hel H 3\n")
    }
}

extension StandardViewRefusalsTests {
    /// swiftc: `type(of: r)` for `let r = [1, 2, 3].reversed()` prints
    /// `ReversedCollection<Array<Int>>`; the interpreter printed `Array<Int>`. (A Substring's,
    /// `"hello".dropFirst()`'s, is answered: `Programs/substring_type_of`.)
    @Test func theTypeOfAViewIsRefused() {
        let message = "'type(of:)' on a view of a collection (a reversed or joined collection, a Substring) is not supported yet"
        diagnostics.assertDiagnostics("let r = [1, 2, 3].reversed()\nprint(type(of: 1️⃣r))", [message])
    }
}

extension StandardViewRefusalsTests {
    /// swiftc: with `a = [10, 20, 30, 40]`, `var m = a[1..<3]; m[1] = 99` makes `m` `[99, 30]`
    /// (its indices are 1 and 2, the array's), `a.dropFirst(2)[2]` is `30` and
    /// `a.dropFirst(2).firstIndex(of: 40)` is `3`; the interpreter counted from the slice's
    /// own start (`[20, 99]`, a trap, `1`).
    @Test func theIndicesOfAnArraySliceThatStartsLaterAreRefused() {
        let what = "of an ArraySlice is not supported yet (an ArraySlice shares its array's indices)"
        diagnostics.assertDiagnostics("""
            let a = [10, 20, 30, 40]
            var m = a[1..<3]
            1️⃣m[1] = 99
            """, ["a subscript \(what)"])
        diagnostics.assertDiagnostics("""
            let a = [10, 20, 30, 40]
            let tail = a.dropFirst(2)
            print(1️⃣tail[2], tail.2️⃣firstIndex(of: 40)!)
            """, ["a subscript \(what)", "'firstIndex(of:)' \(what)"])
        diagnostics.assertDiagnostics("""
            let a = [10, 20, 30, 40]
            for _ in a[1...].1️⃣indices {}
            let parts = a.split(separator: 20)
            print(2️⃣parts[1][0])
            """, ["'indices' \(what)", "a subscript \(what)"])
    }

    // A slice's elements, count, first and last are the same whatever its indices, and a
    // slice from the array's start shares its indices: `Programs/slices_from_the_start_and_appends`
    // runs them with swiftc's output.

    /// swiftc prints a reversed collection kept in a variable with its base wherever it goes
    /// on as itself: `(Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [1, 2, 3]), 1)`
    /// in a tuple, `ReversedCollection<Array<Int>>(_base: [1, 2, 3])` through a generic
    /// `show<T>`, `Optional(Swift.FlattenSequence<…>(_base: [[1], [2]]))` in an Optional,
    /// `Box<ReversedCollection<Array<Int>>>(item: …)` in a generic struct; the interpreter
    /// printed the arrays.
    @Test func aViewKeptInAVariablePassedOnIsRefused() {
        let reversed = "the result of 'reversed()' kept in a variable"
        let because = "is not supported yet (Swift keeps it as a ReversedCollection)"
        diagnostics.assertDiagnostics("let r = [1, 2, 3].reversed()\nlet p = (1️⃣r, 1)\nprint(p)",
            ["using \(reversed) in a tuple \(because)"])
        diagnostics.assertDiagnostics("func show<T>(_ x: T) { print(x) }\nlet r = [1, 2, 3].reversed()\nshow(1️⃣r)",
            ["using \(reversed) as an argument of a function \(because)"])
        diagnostics.assertDiagnostics("struct Box<T> { let item: T }\nlet r = [1, 2, 3].reversed()\nprint(Box(item: 1️⃣r))",
            ["using \(reversed) as an argument of an initialiser \(because)"])
        diagnostics.assertDiagnostics("let r = [1, 2, 3].reversed()\nlet z = Optional(1️⃣r)\nprint([2️⃣r].count, z as Any)",
            ["using \(reversed) as an Optional \(because)", "using \(reversed) in an array literal \(because)"])
        diagnostics.assertDiagnostics("let j = [[1], [2]].joined()\nlet o: Any = 1️⃣j\nprint(o)",
            ["using the result of 'joined' on an array of arrays kept in a variable as 'Any' is not supported yet (Swift keeps it as a FlattenSequence or JoinedSequence)"])
    }

    /// Reading a view kept in a variable runs (swiftc: `[3, 2, 1] [3, 2, 1] [6, 4, 2] 3`).
    @Test func readingAViewKeptInAVariableRuns() {
        let result = Interpreter.run(source: """
            let r = [1, 2, 3].reversed()
            var seen: [Int] = []
            for x in r { seen.append(x) }
            print(seen, Array(r), r.map { $0 * 2 }, r.count)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "[3, 2, 1] [3, 2, 1] [6, 4, 2] 3\n")
    }
}
