import Testing
@testable import SwiftSubset

/// What stays refused beside the constructs session 16 made run (`Programs/lazy_struct_properties`,
/// `localized_error_descriptions`, `labelled_and_plain_subscripts`, `dictionary_default_of_set`),
/// and where a member refused at run time is reported (what swiftc -Onone does is beside each).
struct Session16RefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// An error whose type does not give `errorDescription` through `LocalizedError`: Foundation
    /// writes "The operation could not be completed. (main.NetworkError error 0.)" on Linux and
    /// "couldn’t" on Apple's platforms; refused at the member rather than guessed.
    @Test func localizedDescriptionWithoutErrorDescriptionIsRefusedAtTheMember() {
        diagnostics.assertDiagnostics("""
            import Foundation
            enum NetworkError: Error { case offline }
            do { throw NetworkError.offline } catch { print("failed:", error.1️⃣localizedDescription) }
            """, ["'localizedDescription' of an error without an 'errorDescription' from 'LocalizedError' is not supported yet"])
    }

    /// A non-optional `errorDescription` is not the requirement's witness: Foundation reads the
    /// default (nil) and writes its own sentence, so it is refused too.
    @Test func aNonOptionalErrorDescriptionIsRefused() {
        diagnostics.assertDiagnostics("""
            import Foundation
            struct Failure: LocalizedError { var errorDescription: String { "bad" } }
            do { throw Failure() } catch { print(error.1️⃣localizedDescription) }
            """, ["'localizedDescription' of an error without an 'errorDescription' from 'LocalizedError' is not supported yet"])
    }

    /// A member a value lacks at run time is reported at the member and names the value's type
    /// (it was "the member 'x' of this value" at the statement's start).
    @Test func aMemberRefusedAtRunTimeIsReportedAtTheMember() {
        diagnostics.assertDiagnostics("""
            enum Problem: Error { case late }
            let e: Error = Problem.late
            let text = "at " + e.1️⃣localizedDescription
            print(text)
            """, ["'localizedDescription' of an error without an 'errorDescription' from 'LocalizedError' is not supported yet"])
    }

    /// Through a closure's parameter typed by the method that calls it (`map` over an array
    /// of the struct), the read gets swiftc's own error, at the member: "cannot use mutating
    /// getter on immutable value: '$0' is immutable" (3:22, swiftc here). It read `()` once,
    /// and was refused when it ran while the parameter had no static type.
    @Test func aLazyPropertyReadThroughAClosureParameterIsSwiftcsError() {
        diagnostics.assertDiagnostics("""
            struct Playlist { var songs: [String]; lazy var summary = songs.joined() }
            let lists = [Playlist(songs: ["a"])]
            print(lists.map { $0.1️⃣summary })
            """, ["cannot use mutating getter on immutable value: '$0' is immutable"])
    }

    /// A sequence's `prefix` view printed: swiftc prints its stored parts
    /// (`PrefixSequence<Nat>(_base: main.Nat(n: 0), _maxLength: 3)`); refused.
    @Test func printingASequenceViewIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Nat: Sequence, IteratorProtocol { var n = 0; mutating func next() -> Int? { n += 1; return n } }
            let firstThree = Nat().prefix(3)
            print(Array(firstThree))
            1️⃣print(firstThree)
            """, ["printing a 'PrefixSequence<Nat>' is not supported yet"])
    }

    /// A view's own iterator (swiftc: `var it = s.makeIterator(); it.next()` gives 1): refused
    /// at the method, naming the view (it was "of this value" at the statement's start).
    @Test func aSequenceViewsIteratorIsRefusedAtTheMethod() {
        diagnostics.assertDiagnostics("""
            struct Nat: Sequence, IteratorProtocol { var n = 0; mutating func next() -> Int? { n += 1; return n } }
            let s = Nat().dropFirst(2)
            var it = s.1️⃣makeIterator()
            print(it.next() ?? 0)
            """, ["the method 'makeIterator()' of a 'DropFirstSequence<Nat>' value is not supported yet"])
    }

    /// A generic type whose clause is refused (an `ExpressibleByIntegerLiteral` type parameter:
    /// its literals' type) gives that one refusal; each use of `N` in the type also said "cannot
    /// find type 'N' in scope" (swiftc runs it: `3`). A `Numeric` one is accepted since session
    /// 24 where no literal takes its type (`Compiler+GenericTypeLiterals.swift`): swiftc's `6`.
    @Test func aRefusedGenericClauseGivesOneDiagnostic() {
        diagnostics.assertDiagnostics("""
            @propertyWrapper struct Kept<N: 1️⃣ExpressibleByIntegerLiteral> {
                var n: N
                init(wrappedValue: N) { n = wrappedValue }
                var wrappedValue: N { get { n } set { n = newValue } }
            }
            struct P { @Kept var volume: Int = 3 }
            print(P().volume)
            """, ["a type parameter constrained to 'ExpressibleByIntegerLiteral' ('N': literals of its type) is not supported yet"])
        let doubled = Interpreter.run(source: """
            @propertyWrapper struct Doubled<N: Numeric> {
                var n: N
                init(wrappedValue: N) { n = wrappedValue + wrappedValue }
                var wrappedValue: N { get { n } set { n = newValue } }
            }
            struct P { @Doubled var volume: Int = 3 }
            print(P().volume)
            """)
        #expect(doubled.diagnostics.isEmpty && doubled.output == "6\n", "\(doubled.diagnostics)")
    }

    /// A lazy property read through a value that is not a variable and not a name (a call's
    /// result: swiftc says "function call returns immutable value").
    @Test func aLazyPropertyOfACallsResultIsRefused() {
        diagnostics.assertDiagnostics("""
            struct Box { var n = 1; lazy var twice = n * 2 }
            func make() -> Box { Box() }
            print(make().1️⃣twice)
            """, ["reading the lazy property 'twice' of a struct value that is not a variable is not supported yet"])
    }
}
