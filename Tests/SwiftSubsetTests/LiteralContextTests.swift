import Testing
@testable import SwiftSubset

/// Integer literals that a floating context types through a standard member or function the
/// compiler's literal typing does not follow (`Compiler+LiteralContexts.swift`): refused at
/// that step, where swiftc would make them `Double`s (it prints 0.5 for each program here,
/// where the interpreter printed 0.0). The followed shapes run in
/// `Programs/literals_through_generic_calls.swift`.
struct LiteralContextTests {
    @Test(arguments: [
        ("let x: Double = Set([1, 2]).max()! / 4\nprint(x)\n", "Set([1, 2])", 17),
        ("let x: Double = [[1], [3]].joined().reduce(0, +) / 8\nprint(x)\n", "[[1], [3]].joined()", 17),
        ("func f(_ x: Double) { print(x) }\nf([1, 2].lazy.map { $0 / 2 }.reduce(0, +) / 3)\n", "[1, 2].lazy", 3),
        // Session 14: zip, enumerated and stride, a closure the typing cannot read, a
        // generic function of the program's with a closure, a Float context.
        ("let z: [Double] = zip([1, 2], [3, 4]).map { $0 / $1 }\nprint(z)\n", "zip([1, 2], [3, 4])", 19),
        ("let e: Double = [1, 2, 3].enumerated().map { $0.element }.reduce(0, +) / 4\nprint(e)\n", "[1, 2, 3].enumerated()", 17),
        ("let s: [Double] = stride(from: 0, to: 2, by: 1).map { $0 / 2 }\nprint(s)\n", "stride(from: 0, to: 2, by: 1)", 19),
        ("let r: [Double] = [4, 9].map { $0.squareRoot() / 2 }\nprint(r)\n", "[4, 9].map { $0.squareRoot() / 2 }", 19),
        ("func pick<T>(_ a: T, _ f: (T) -> T) -> T { f(a) }\nlet g: Double = pick(3) { $0 / 2 }\nprint(g)\n", "pick(3) { $0 / 2 }", 17),
        ("let f: [Float] = [1, 2].map { $0 / 4 }\nprint(f)\n", "[1, 2].map { $0 / 4 }", 18),
        // A Dictionary made from tuples of a string and an integer literal, and a closure
        // reading such tuples' members.
        ("let d: [String: Double] = Dictionary(uniqueKeysWithValues: [(\"a\", 1 / 2)])\nprint(d)\n",
         "Dictionary(uniqueKeysWithValues: [(\"a\", …", 27),
        ("let t: [(String, Double)] = [(\"a\", 1)].map { ($0.0, $0.1 / 2) }\nprint(t)\n", "[(\"a\", 1)].map { ($0.0, $0.1 / 2) }", 29),
        // A closure of statements the typing does not read: its first 40 characters name it.
        ("let h: [Double] = [4, 6].map { x in\n    if x > 5 { return x / 4 }\n    return x / 2\n}\nprint(h)\n", "[4, 6].map { x in if x > 5 { return x / …", 19),
    ])
    func unfollowedStepIsRefused(_ source: String, _ step: String, _ column: Int) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "integer literals typed by the context through '\(step)' are not supported yet")
        #expect(result.diagnostics.first?.column == column)
    }

    @Test func coalescingIntegerLiteralsWithADoubleIsRefused() {
        // swiftc makes `[1, 2].first ?? 0.5` an optional `Any` and prints `Optional(1)`.
        let result = Interpreter.run(source: "let v = [1, 2].first ?? 0.5\nprint(v)\n")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message == "'??' with integer literals through '[1, 2].first' and a 'Double' literal is not supported yet")
        #expect(result.diagnostics.first?.column == 22)
    }

    @Test(arguments: [
        // A closure that converts its parameter decides the result's type; the literals stay Ints.
        ("let d: [Double] = [1, 2, 3].map { Double($0) / 2 }\nprint(d)\n", "[0.5, 1.0, 1.5]\n"),
        ("let t: Double = [1, 2].reduce(0.0) { $0 + Double($1) / 4 }\nprint(t)\n", "0.75\n"),
        ("let o: [Double] = [3, 1].enumerated().map { Double($0.offset) * 2 }\nprint(o)\n", "[0.0, 2.0]\n"),
        ("let v: [Double] = [1, 2, 4]\nprint(v.reduce(0, +) / Double(v.count), v.map { $0 * 2 })\n", "2.3333333333333335 [2.0, 4.0, 8.0]\n"),
    ])
    func aClosureThatDecidesTheTypeIsNotRefused(_ source: String, _ output: String) {
        let result = Interpreter.run(source: source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == output)
    }

    @Test func aStepThatDecidesTheElementTypeIsNotRefused() {
        // `map { Double($0) }` types its receiver's literals `Int` whatever the context.
        let result = Interpreter.run(source: "let x: Double = Set([1, 2]).map { Double($0) }.reduce(0, +) / 4\nprint(x)\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0.75\n")
    }
}
