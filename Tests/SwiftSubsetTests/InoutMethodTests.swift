import Testing
@testable import SwiftSubset

/// `&x` passed to a method: what runs is in `Programs/inout_methods.swift`; here, what Swift
/// refuses (or checks when it runs) and the interpreter refuses at its place.
struct InoutMethodTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc 6.3.1: "overlapping accesses to 's', but modification requires exclusive access;
    /// consider copying to a local variable", at the receiver (`s.bump(&s.a)`, 11:1), and at the
    /// method's name for implicit `self` inside a mutating method (`bump(&b)`, 7:9).
    @Test func aMutatingMethodGivenPartOfItsReceiverIsAnError() {
        let message = "overlapping accesses to 's', but modification requires exclusive access; consider copying to a local variable"
        diagnostics.assertDiagnostics("""
            struct S {
                var a = 1
                mutating func bump(_ x: inout Int) { x += 1; a += 1 }
            }
            var s = S()
            1️⃣s.bump(&s.a)
            """, [message])
        diagnostics.assertDiagnostics("""
            struct S {
                var a = 1
                var b = 2
                mutating func bump(_ x: inout Int) { x += 1; a += 1 }
                mutating func inner() { 1️⃣bump(&b) }
            }
            """, [message.replacingOccurrences(of: "'s'", with: "'self'")])
    }

    /// An index that calls something, in an `&` argument's place reached through a subscript
    /// an extension of a standard type adds (a place with no staged form): evaluated for the
    /// argument and again for the write-back here, where swiftc 6.3.1 evaluates it once, so it
    /// is refused at the call, for functions and methods alike. Places of arrays, dictionaries,
    /// properties and the program's subscripts evaluate their indices once and run
    /// (`Programs/staged_place_order`).
    @Test func aCallInsideAnInoutArgumentsIndexIsRefused() {
        let message = "a call inside the index of an 'inout' argument is not supported yet"
        diagnostics.assertDiagnostics("""
            extension Array {
                subscript(wrapped i: Int) -> Element {
                    get { self[i % count] }
                    set { self[i % count] = newValue }
                }
            }
            func bump(_ x: inout Int) { x += 1 }
            func next() -> Int { print("next"); return 0 }
            var t = [1, 2]
            bump(&t[wrapped: 1️⃣next()])
            struct Counter {
                mutating func add(_ x: inout Int, _ y: inout Int) { x += 1; y += 1 }
            }
            var c = Counter()
            var u = [3]
            c.add(&t[wrapped: 2️⃣next()], &u[0])
            """, [message, message])
    }

    /// A non-mutating method may be given part of a struct receiver: swiftc 6.3.1 runs this and
    /// prints "2 4" (the method reads its own copy of `self`).
    @Test func aNonMutatingMethodGivenPartOfItsReceiverRuns() {
        let result = Interpreter.run(source: """
            struct S {
                var a = 1
                var b = 2
                func peek(_ x: inout Int) { x += a }
                mutating func inner() { peek(&b) }
            }
            var s = S()
            s.peek(&s.a)
            s.inner()
            print(s.a, s.b)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "2 4\n")
    }

    /// Swift checks at run time that a method given a class instance's property `inout` does not
    /// access that property meanwhile (compiled with swiftc 6.3.1, `c.peek(&c.a)` where `peek`
    /// reads `a` stops with "Simultaneous accesses to 0x…, but modification requires exclusive
    /// access."); the interpreter does not track accesses, so such arguments are refused.
    @Test func aClassInstancesPropertyPassedInoutToAMethodIsRefused() {
        let message = "passing a class instance's property as an 'inout' argument to a method is not supported yet"
        diagnostics.assertDiagnostics("""
            final class C {
                var a = 1
                func peek(_ x: inout Int) { x += a }
            }
            let c = C()
            c.peek(1️⃣&c.a)
            """, [message])
        diagnostics.assertDiagnostics("""
            final class C {
                var a = 1
                func peek(_ x: inout Int) { x += a }
                func run() { peek(1️⃣&a) }
            }
            """, [message])
    }

    /// An initialiser or a `super` call given `&x` would run without writing `x` back (swiftc
    /// 6.3.1 prints 1 for `_ = Counter(&k); print(k)` with `init(_ n: inout Int) { n += 1 }`,
    /// and 111 through `super.bump(&n)`), so it is refused at the argument.
    @Test func inoutArgumentsToInitialisersAndSuperAreRefused() {
        diagnostics.assertDiagnostics("""
            struct Counter {
                init(_ n: inout Int) { n += 1 }
            }
            var k = 0
            _ = Counter(1️⃣&k)
            """, ["passing an 'inout' argument to an initialiser is not supported yet"])
        diagnostics.assertDiagnostics("""
            class Base { func bump(_ n: inout Int) { n += 10 } }
            class Sub: Base {
                override func bump(_ n: inout Int) { super.bump(1️⃣&n); n += 100 }
            }
            """, ["passing an 'inout' argument to a superclass method is not supported yet"])
    }
}
