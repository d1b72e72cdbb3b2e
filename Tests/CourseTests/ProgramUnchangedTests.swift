import Testing
@testable import Course

/// `program-unchanged`: the learner's code is the starter, token for token, once comments,
/// whitespace and the prediction's declaration are left out.
struct ProgramUnchangedTests {
    static let starter = """
        // What does this print? Write it in `prediction`.
        let prediction = \"\"\"
            \"\"\"

        let names = ["a", "b"]
        for name in names {
            print(name)
        }

        """

    func judge(_ code: String, ignoring: [String] = ["prediction"]) -> (passed: Bool, found: SourceFinding) {
        SourceRuleEvaluator.evaluate(.programUnchanged(ignoring: ignoring), in: LearnerSource(code),
                                     starter: LearnerSource(Self.starter))
    }

    @Test func aPredictionCommentsAndSpacingLeaveTheProgramUnchanged() {
        let answered = """
            let prediction = "a\\nb"
            // my guess above
            let names = [ "a",
                          "b" ]
            for name in names { print(name) }   // prints each

            """
        #expect(judge(answered).passed)
        #expect(judge(Self.starter).passed)
    }

    @Test func aChangedTokenIsFoundWithItsLine() {
        let changed = Self.starter.replacingOccurrences(of: "[\"a\", \"b\"]", with: "[\"a\", \"c\"]")
        let judged = judge(changed)
        #expect(!judged.passed)
        #expect(judged.found == .code(line: 5, text: #"let names = ["a", "c"]"#))
        let renamed = Self.starter.replacingOccurrences(of: "print(name)", with: "print(name, name)")
        #expect(judge(renamed).found == .code(line: 7, text: "print(name, name)"))
    }

    @Test func codeCutShortEndsEarly() {
        let cut = "let prediction = \"\"\nlet names = [\"a\", \"b\"]\n"
        #expect(judge(cut).found == .endsEarly(line: 2))
        #expect(Phrasebook(language: .english).render(Finding.source(.endsEarly(line: 2)))
            == "the end of the code after line 2, where the given program goes on")
    }

    @Test func onlyTheTopLevelDeclarationOfThePredictionVariableIsLeftOut() {
        let another = Self.starter.replacingOccurrences(of: "let prediction", with: "let guess")
        #expect(!judge(another).passed)
        #expect(judge(another, ignoring: ["guess"]).passed == false)  // the starter's `prediction` is not left out then
        #expect(judge(another, ignoring: ["guess", "prediction"]).passed)
    }

    @Test func theLoaderLeavesOutTheExercisesPredictionVariable() throws {
        let root = try Fixtures.copyOfTiny()
        let file = "Lessons/alpha/exercises/first-root/exercise.yaml"
        try Fixtures.write("""
            id: first-root
            kind: predict
            device: iphone
            entry: script
            checks:
              - {id: predicted, expect: prediction, variable: guess}
              - {id: unchanged, expect: source, rule: program-unchanged}

            """, to: file, in: root)
        let result = CourseLoader(root: root).load()
        let exercise = try #require(result.course.exercise(id: "first-root"))
        #expect(exercise.kind == .predict)
        #expect(exercise.checks.map(\.expectation)
            == [.prediction(variable: "guess"), .source(.programUnchanged(ignoring: ["guess"]))])
        #expect(result.problems.filter { $0.file == file && $0.severity == .error }.isEmpty)
    }
}
