import Testing
@testable import Course

/// `expect: source` checks as `exercise.yaml` declares them, and the problems a bad one gets.
struct SourceRuleLoadingTests {
    func read(_ yaml: String) -> (check: Check?, problems: [CourseProblem]) {
        var reader = YAMLReader(file: "exercise.yaml")
        guard let node = reader.parse(yaml) else { return (nil, reader.problems) }
        let check = reader.check(node)
        return (check, reader.problems)
    }

    @Test func readsEachRuleWithItsParameters() {
        #expect(read("{id: a, expect: source, rule: weak-property, class: Task, property: delegate}").check?.expectation
            == .source(.weakProperty(className: "Task", property: "delegate")))
        #expect(read("{id: a, expect: source, rule: class-only-delegate, class: Task, property: delegate}").check?.expectation
            == .source(.classOnlyDelegate(className: "Task", property: "delegate")))
        #expect(read("{id: a, expect: source, rule: initially-empty, class: C, property: names}").check?.expectation
            == .source(.initiallyEmpty(className: "C", property: "names")))
        #expect(read("{id: a, expect: source, rule: calls-super}").check?.expectation
            == .source(.callsSuper(methods: SourceRule.superRequiredMethods)))
        #expect(read("{id: a, expect: source, rule: no-lifecycle-calls, methods: [viewDidLoad]}").check?.expectation
            == .source(.noLifecycleCalls(methods: ["viewDidLoad"])))
        #expect(read("{id: a, expect: source, rule: does-not-close-itself, class: Task}").check?.expectation
            == .source(.doesNotCloseItself(className: "Task")))
        #expect(read("{id: a, expect: source, rule: not-created-in-code, class: [Home, UIWindow]}").check?.expectation
            == .source(.notCreatedInCode(classNames: ["Home", "UIWindow"])))
        #expect(read("{id: a, expect: source, rule: not-created-in-code, class: Home}").problems.isEmpty)
    }

    @Test func anUnknownRuleIsReportedAtItsLineWithTheKnownOnes() {
        let result = read("id: a\nexpect: source\nrule: weak-delegate\nclass: Task\n")
        #expect(result.check == nil)
        #expect(result.problems.map(\.id) == [.fieldInvalid])
        #expect(result.problems.first?.line == 3)
        #expect(result.problems.first?.message.contains("unknown rule 'weak-delegate'; use class-only-delegate") == true)
    }

    @Test func missingOrMalformedParametersAreReported() {
        let noRule = read("{id: a, expect: source, class: Task}")
        #expect(noRule.check == nil)
        #expect(noRule.problems.map(\.message) == ["check 'a' has no 'rule'"])
        let noProperty = read("{id: a, expect: source, rule: weak-property, class: Task}")
        #expect(noProperty.check == nil)
        #expect(noProperty.problems.map(\.message) == ["check 'a' has no 'property'"])
        let notAName = read("id: a\nexpect: source\nrule: does-not-close-itself\nclass: \"Task View\"\n")
        #expect(notAName.check == nil)
        #expect(notAName.problems.map(\.line) == [4])
        #expect(notAName.problems.first?.message == "check 'a': 'Task View' under 'class' is not a Swift name")
        let emptyList = read("{id: a, expect: source, rule: calls-super, methods: []}")
        #expect(emptyList.check == nil)
        #expect(emptyList.problems.first?.message == "check 'a': 'methods' names nothing")
    }

    @Test func aPredictionCheckReadsItsVariableAndProgramUnchangedTakesNoParameters() {
        #expect(read("{id: p, expect: prediction}").check?.expectation == .prediction(variable: "prediction"))
        #expect(read("{id: p, expect: prediction, variable: guess}").check?.expectation == .prediction(variable: "guess"))
        let notAName = read("id: p\nexpect: prediction\nvariable: \"my guess\"\n")
        #expect(notAName.check == nil)
        #expect(notAName.problems.map(\.line) == [3])
        #expect(notAName.problems.first?.message == "check 'p': 'my guess' under 'variable' is not a Swift name")
        let unchanged = read("{id: u, expect: source, rule: program-unchanged}")
        #expect(unchanged.check?.expectation == .source(.programUnchanged(ignoring: ["prediction"])))
        #expect(unchanged.problems.isEmpty)
    }

    @Test func aKeyTheRuleDoesNotTakeIsWarnedAbout() {
        let result = read("{id: a, expect: source, rule: calls-super, class: Task}")
        #expect(result.check != nil)
        #expect(result.problems.map(\.id) == [.unknownField])
        #expect(result.problems.first?.message == "unknown key 'class' in check 'a'")
    }
}
