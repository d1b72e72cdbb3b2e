import Testing
@testable import SwiftSubset

/// The limits hold exactly on the fast call path (a plain function's arguments stored
/// straight into its frame) as on the general one: the depth limit counts the same calls,
/// arguments are evaluated before the call counts, and steps are counted per call.
struct CallPathTests {
    static func limits(depth: Int, steps: Int = 1_000_000) -> Limits {
        Limits(maxSteps: steps, maxCallDepth: depth, wallTimeSeconds: 60)
    }

    static let countdown = "func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\n"

    @Test func depthLimitAllowsExactlyItsNumberOfNestedCalls() {
        let fits = Interpreter.run(source: Self.countdown + "print(down(49))", limits: Self.limits(depth: 50))
        #expect(fits.status == .ok)
        #expect(fits.output == "49\n")
        let over = Interpreter.run(source: Self.countdown + "print(down(50))", limits: Self.limits(depth: 50))
        #expect(over.status == .limit)
        #expect(over.runtimeError?.contains("more than 50 deep") == true, "\(over.runtimeError ?? "")")
    }

    /// `keep(down(49))` nests 50 calls while its argument is evaluated, and `keep` itself is
    /// entered only afterwards: it fits the limit of 50.
    @Test func argumentsAreEvaluatedBeforeTheCallCounts() {
        let source = Self.countdown + "func keep(_ x: Int) -> Int { x }\nprint(keep(down(49)))"
        let r = Interpreter.run(source: source, limits: Self.limits(depth: 50))
        #expect(r.status == .ok, "\(r.runtimeError ?? "")")
        #expect(r.output == "49\n")
    }

    /// Each call is a step: 1 + 2 + … calls of `down` and the loop's iterations run into the
    /// step limit with its message.
    @Test func callsCountAsSteps() {
        let source = Self.countdown + "var total = 0\nfor i in 0..<1000 { total += down(i) }\nprint(total)"
        let r = Interpreter.run(source: source, limits: Self.limits(depth: 2_000, steps: 10_000))
        #expect(r.status == .limit)
        #expect(r.runtimeError?.contains("steps") == true, "\(r.runtimeError ?? "")")
        let small = Interpreter.run(source: Self.countdown + "var total = 0\nfor i in 0..<10 { total += down(i) }\nprint(total)",
                                    limits: Self.limits(depth: 2_000, steps: 10_000))
        #expect(small.output == "45\n")
    }
}
