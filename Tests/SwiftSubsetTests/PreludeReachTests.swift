import SwiftSyntax
import Testing
@testable import SwiftSubset

/// A run compiles only the prelude declarations its program can reach (`PreludeReach`); what
/// the program sees must not change. The preludes here are written for the test.
struct PreludeReachTests {
    static let shapes = Prelude("""
    struct Point {
        var x: Double
        static var origin: Point { Point(x: 0) }
    }
    struct Segment {
        var start: Point
        var end: Point
    }
    enum Corner { case topLeft, bottomRight }
    class Clock {
        struct Tick { let count: Int }
        static func now() -> Clock { Clock() }
    }
    func makeSegment() -> Segment { Segment(start: .origin, end: .origin) }
    let shapeCount = 2
    print("prelude statement")
    """, madeByHost: ["Corner"])

    /// The names each kept item declares, in order, for a program `source`.
    static func kept(_ source: String, aliases: [(key: String, value: String)] = []) -> [String] {
        PreludeReach.reached([shapes], source: source, typeAliases: aliases).flatMap(\.statements).map { item in
            PreludeItem(item, madeByHost: []).names.sorted().first ?? "statement"
        }
    }

    @Test func aProgramNamingNothingKeepsWhatTheHostMakesAndStatements() {
        #expect(Self.kept("print(1)") == ["Corner", "statement"])
    }

    @Test func aNamedDeclarationBringsWhatItsOwnTextUses() {
        // `makeSegment` uses Segment and `.origin`, Segment uses Point.
        #expect(Self.kept("let s = makeSegment()") == ["Point", "Segment", "Corner", "makeSegment", "statement"])
    }

    @Test func staticMembersNestedTypesAndVariablesReachTheirDeclarations() {
        #expect(Self.kept("let p: Any = .origin") == ["Point", "Corner", "statement"])
        #expect(Self.kept("let t = Tick(count: 1)") == ["Corner", "Clock", "statement"])
        #expect(Self.kept("print(shapeCount)") == ["Corner", "shapeCount", "statement"])
    }

    @Test func wordsInStringsAndCommentsCountSoTheTestErrsOnDeclaringMore() {
        #expect(Self.kept("// Segment\nprint(\"now\")") == ["Point", "Segment", "Corner", "Clock", "statement"])
    }

    @Test func aHostTypeAliasReachesItsTarget() {
        #expect(Self.kept("let c = Watch.Tock()", aliases: [(key: "Watch.Tock", value: "Clock")]) == ["Corner", "Clock", "statement"])
    }

    @Test func aPreludeWhollyReachedIsItsOwnTreeAndKeptItemsKeepTheirPlace() {
        let all = PreludeReach.reached([Self.shapes], source: "makeSegment(); Clock.now(); shapeCount; Corner.topLeft",
                                       typeAliases: [])
        #expect(all.first?.id == Self.shapes.tree.id)
        let some = PreludeReach.reached([Self.shapes], source: "Clock.now()", typeAliases: [])
        let original = Self.shapes.tree.statements.map(\.positionAfterSkippingLeadingTrivia)
        let kept = some.flatMap(\.statements).map(\.positionAfterSkippingLeadingTrivia)
        #expect(kept == [original[2], original[3], original[6]])
    }

    @Test func noPreludeIsCompiledWhenNothingOfItIsReached() {
        let unused = Prelude("struct Unused { var x: Int }")
        #expect(PreludeReach.reached([unused], source: "print(1)", typeAliases: []).isEmpty)
    }
}
