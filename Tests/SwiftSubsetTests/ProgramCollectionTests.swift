import Foundation
import Testing
@testable import SwiftSubset

/// What stays refused on a program's own collections and copy-on-write types. What runs is in
/// `Programs/program_collections.swift` and `Programs/collection_default_steps.swift`.
struct ProgramCollectionTests {
    static let countdown = """
        struct Countdown: Collection {
            let from: Int
            var startIndex: Int { 0 }
            var endIndex: Int { from }
            subscript(position: Int) -> Int { from - position }
            func index(after i: Int) -> Int { i + 1 }
        }
        let c = Countdown(from: 3)

        """

    /// Defaults giving a `Slice`, a reversed or indices view (swiftc prints
    /// `Slice<Countdown>(...)` for `print(c.dropLast())`): refused at the member, before the run.
    /// (`enumerated()` runs since session 16, `SequenceViews`.)
    @Test(arguments: [
        ("print(c.dropLast())", "dropLast()"),
        ("print(c.reversed())", "reversed()"),
        ("print(c.prefix(2))", "prefix(_:)"),
        ("for i in c.indices { print(i) }", "indices"),
    ])
    func standardMembersGivingViewsAreRefused(_ line: String, _ member: String) {
        let result = Interpreter.run(source: Self.countdown + line)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["the Collection member '\(member)' of 'Countdown' is not supported yet"])
    }

    /// A collection's `enumerated()` walks its `IndexingIterator` (swiftc prints `0 3`, `1 2`, `2 1`).
    @Test func enumeratedOfAProgramCollectionRuns() {
        let result = Interpreter.run(source: Self.countdown + "for (i, x) in c.enumerated() { print(i, x) }")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(result.output == "0 3\n1 2\n2 1\n")
    }

    /// swiftc: "error: value of type 'Countdown' has no member 'last'" (only a
    /// BidirectionalCollection has one); a Sequence's member is named as a Sequence's.
    @Test func lastOfAForwardCollectionAndSequenceMembers() {
        let last = Interpreter.run(source: Self.countdown + "print(c.last!)")
        #expect(last.diagnostics.map(\.message) == ["value of type 'Countdown' has no member 'last'"])
        let reduce = Interpreter.run(source: """
            struct Ones: Sequence, IteratorProtocol {
                var left = 2
                mutating func next() -> Int? { left -= 1; return left < 0 ? nil : 1 }
            }
            print(Ones().reduce(into: 0) { $0 += $1 })
            """)
        #expect(reduce.diagnostics.map(\.message) == ["the Sequence member 'reduce(into:_:)' of 'Ones' is not supported yet"])
    }

    /// A RandomAccessCollection gets no defaults (Swift's read `startIndex` and `endIndex` again
    /// for range checks and move Strideable indices by arithmetic), and a BidirectionalCollection's
    /// index is not moved backwards.
    @Test func randomAccessAndBackwardMovesAreRefused() {
        let members = """
                var startIndex: Int { 0 }
                var endIndex: Int { 3 }
                subscript(position: Int) -> Int { position * 10 }
                func index(after i: Int) -> Int { i + 1 }
                func index(before i: Int) -> Int { i - 1 }
            """
        let declared = Interpreter.run(source: "struct R: RandomAccessCollection {\n\(members)\n}\nprint(R().count)")
        #expect(declared.diagnostics.map(\.message) == ["adopting 'RandomAccessCollection' is not supported yet"])
        let extended = Interpreter.run(source: "struct R {\n\(members)\n}\nextension R: RandomAccessCollection {}\nprint(R().map { $0 })")
        #expect(extended.diagnostics.map(\.message) == ["the Collection member 'map(_:)' of 'R' is not supported yet"])
        // swiftc prints 1.
        let backwards = Interpreter.run(source: "struct B: BidirectionalCollection {\n\(members)\n}\nprint(B().index(2, offsetBy: -1))")
        #expect(backwards.status == .diagnostics)
        #expect(backwards.diagnostics.map(\.message) == ["moving a BidirectionalCollection's index backwards is not supported yet"])
    }

    /// swiftc answers from the object's reference count, which the interpreter's shared struct
    /// storage does not reproduce (docs/decisions.md, session 11, s11-colls).
    @Test func isKnownUniquelyReferencedIsRefused() {
        let result = Interpreter.run(source: """
            final class Box { var n = 0 }
            struct Wrapper {
                var box = Box()
                mutating func unique() -> Bool { isKnownUniquelyReferenced(&box) }
            }
            var a = Wrapper()
            let b = a
            print(a.unique(), b.box.n)
            """)
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.map(\.message) == ["'isKnownUniquelyReferenced' is not supported yet"])
    }
}
