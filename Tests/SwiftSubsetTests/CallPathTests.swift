import Testing
@testable import SwiftSubset

/// The limits hold exactly on the fast call path (a plain function's or closure's arguments
/// stored straight into its frame) as on the general one: the depth limit counts the same calls,
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

    /// A closure value is entered like a plain function: it counts one level of calls, after
    /// its arguments. `step(49)` nests `step` and 50 calls of `down`: 51 levels.
    @Test func closureCallsCountOneLevelAfterTheirArguments() {
        let closure = Self.countdown + "let step: (Int) -> Int = { n in 1 + down(n) }\n"
        let fits = Interpreter.run(source: closure + "print(step(49))", limits: Self.limits(depth: 51))
        #expect(fits.status == .ok, "\(fits.runtimeError ?? "")")
        #expect(fits.output == "50\n")
        let over = Interpreter.run(source: closure + "print(step(49))", limits: Self.limits(depth: 50))
        #expect(over.status == .limit)
        #expect(over.runtimeError?.contains("more than 50 deep") == true, "\(over.runtimeError ?? "")")
        let keep = Self.countdown + "let keep: (Int) -> Int = { x in x }\nprint(keep(down(49)))"
        let argument = Interpreter.run(source: keep, limits: Self.limits(depth: 50))
        #expect(argument.status == .ok, "\(argument.runtimeError ?? "")")
        #expect(argument.output == "49\n")
    }

    /// Each call of a sorting predicate is a step: sorting 1 000 shuffled numbers makes
    /// 20 556 comparisons (swiftc's sort, counted here) and meets a limit of 3 000 steps; 100
    /// (1 397 comparisons) do not. The numbers are shuffled because the sort finds an already
    /// ordered or reversed array in one pass.
    @Test func sortingPredicateCallsCountAsSteps() {
        let shuffled = { (n: Int) in "let values = (0..<\(n)).map { ($0 * 7919) % \(n) }\nprint(values.sorted { $0 < $1 }[0])" }
        let many = Interpreter.run(source: shuffled(1000), limits: Self.limits(depth: 100, steps: 3_000))
        #expect(many.status == .limit)
        #expect(many.runtimeError?.contains("steps") == true, "\(many.runtimeError ?? "")")
        let few = Interpreter.run(source: shuffled(100), limits: Self.limits(depth: 100, steps: 3_000))
        #expect(few.status == .ok, "\(few.runtimeError ?? "")")
        #expect(few.output == "0\n")
    }
}
