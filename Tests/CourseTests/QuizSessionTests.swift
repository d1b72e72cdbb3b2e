import Testing
@testable import Course

struct QuizSessionTests {
    let runner = FakeRunner(outcomes: ["load-order": AppSnapshot(output: "first\nsecond\nthird\n")])

    func session(seed: UInt64 = 7, language: Language = .english, runner: (any ProgramRunner)? = nil) throws -> QuizSession {
        let lesson = try #require(try Fixtures.tinyCourse().lesson(id: "alpha"))
        return QuizSession(lesson: lesson, language: language, seed: seed, runner: runner ?? self.runner)
    }

    @Test func sameSeedSameOrder() throws {
        let first = try session(seed: 42).questions.map { $0.choices.map(\.id) }
        let second = try session(seed: 42).questions.map { $0.choices.map(\.id) }
        #expect(first == second)
    }

    @Test func seedsChangeTheOrder() throws {
        let orders = Set(try (0..<20).map { try session(seed: UInt64($0)).questions[2].choices.map(\.id) })
        #expect(orders.count > 1)
    }

    @Test func choicesAreLabelledInShownOrder() throws {
        let question = try session().questions[0]
        #expect(question.choices.map(\.label) == ["a", "b", "c"])
        #expect(Set(question.choices.map(\.id)) == ["one", "two", "per-view"])
        #expect(question.choices.first { $0.id == "one" }?.text == "One")
    }

    @Test func singleAcceptsLetterOrNumber() throws {
        let quiz = try session()
        let right = try #require(quiz.questions[0].choices.first { $0.id == "one" })
        let wrong = try #require(quiz.questions[0].choices.first { $0.id != "one" })
        let number = try #require(quiz.questions[0].choices.firstIndex(of: right)) + 1
        #expect(correctness(quiz.grade(0, answer: right.label)) == true)
        #expect(correctness(quiz.grade(0, answer: " \(right.label.uppercased()) ")) == true)
        #expect(correctness(quiz.grade(0, answer: String(number))) == true)
        #expect(correctness(quiz.grade(0, answer: wrong.label)) == false)
        #expect(quiz.grade(0, answer: "a b") == .invalid(.expectedOneChoice))
        #expect(quiz.grade(0, answer: "z") == .invalid(.unknownChoice("z")))
        #expect(quiz.grade(0, answer: "") == .invalid(.empty))
    }

    @Test func multipleNeedsAllAndOnlyTheCorrectOnes() throws {
        let quiz = try session()
        let labels = Dictionary(uniqueKeysWithValues: quiz.questions[1].choices.map { ($0.id, $0.label) })
        let view = try #require(labels["uiview"]), window = try #require(labels["uiwindow"]), color = try #require(labels["uicolor"])
        #expect(correctness(quiz.grade(1, answer: "\(window) \(view)")) == true)
        #expect(correctness(quiz.grade(1, answer: "\(view), \(window)")) == true)
        #expect(correctness(quiz.grade(1, answer: "\(view)\(window)")) == true)
        #expect(correctness(quiz.grade(1, answer: view)) == false)
        #expect(correctness(quiz.grade(1, answer: "\(view) \(window) \(color)")) == false)
        #expect(quiz.grade(1, answer: "\(view) \(view)") == .invalid(.repeatedChoice(view)))
    }

    /// The quiz's help says an option may be typed in its own words (issue: it was refused).
    @Test func optionsMayBeTypedInTheirOwnWords() throws {
        let quiz = try session()
        #expect(correctness(quiz.grade(0, answer: "one")) == true)
        #expect(correctness(quiz.grade(0, answer: "  ONE. ")) == true)
        let texts = Dictionary(uniqueKeysWithValues: quiz.questions[1].choices.map { ($0.id, $0.text) })
        let view = try #require(texts["uiview"]), window = try #require(texts["uiwindow"])
        #expect(correctness(quiz.grade(1, answer: "\(window); \(view)")) == true)
        #expect(correctness(quiz.grade(1, answer: view.replacingOccurrences(of: "`", with: ""))) == false)
        #expect(quiz.grade(0, answer: "two or three") == .invalid(.unknownChoice("two")))
    }

    /// A part of an option's words that only that option contains chooses it (a tester typed
    /// a word of the option and was told it named no choice); a part shorter than three
    /// letters does not.
    @Test func aPartOfTheWordsThatOnlyOneOptionHasChoosesIt() throws {
        let quiz = try session()
        #expect(correctness(quiz.grade(0, answer: "per view")) == false)
        #expect(correctness(quiz.grade(1, answer: "window; view")) == true)
        #expect(correctness(quiz.grade(1, answer: "window")) == false)
        #expect(quiz.grade(0, answer: "on") == .invalid(.unknownChoice("on")))
        #expect(quiz.grade(1, answer: "window; ui") == .invalid(.unknownChoice("window;")))
    }

    @Test func orderNeedsEveryItemInTheWrittenOrder() throws {
        let quiz = try session()
        let choices = quiz.questions[2].choices
        let right = ["will-finish", "did-finish", "root-loads"].compactMap { id in choices.first { $0.id == id }?.label }
        #expect(correctness(quiz.grade(2, answer: right.joined(separator: " "))) == true)
        #expect(correctness(quiz.grade(2, answer: right.reversed().joined(separator: " "))) == false)
        #expect(quiz.grade(2, answer: right[0]) == .invalid(.expectedAllChoices(3)))
        #expect(quiz.questions[2].correctAnswer == right.joined(separator: " "))
    }

    @Test(arguments: ["rootViewController", "rootviewcontroller", " root View Controller ", "rootViewController()", "`rootViewController`"])
    func shortForgivesCaseSpacesAndCallParentheses(answer: String) throws {
        #expect(correctness(try session().grade(3, answer: answer)) == true)
    }

    @Test func shortRejectsOtherWords() throws {
        #expect(correctness(try session().grade(3, answer: "window")) == false)
    }

    @Test func outputTakesItsOrderFromTheRunner() throws {
        let quiz = try session()
        let question = quiz.questions[4]
        #expect(question.unavailableReason == nil)
        #expect(Set(question.choices.map(\.text)) == ["first", "second", "third"])
        let right = ["first", "second", "third"].compactMap { line in question.choices.first { $0.text == line }?.label }
        #expect(correctness(quiz.grade(4, answer: right.joined(separator: " "))) == true)
        #expect(correctness(quiz.grade(4, answer: right.reversed().joined(separator: " "))) == false)
        #expect(runner.calls.all == ["load-order script iphone"])
    }

    @Test func outputWithoutRunnerIsUnavailable() throws {
        let lesson = try #require(try Fixtures.tinyCourse().lesson(id: "alpha"))
        let quiz = QuizSession(lesson: lesson, language: .english, seed: 1, runner: nil)
        #expect(quiz.questions[4].unavailableReason != nil)
        #expect(quiz.availableQuestions.count == 5)
    }

    @Test func wrongLineTakesALineNumberInRange() throws {
        let quiz = try session()
        #expect(correctness(quiz.grade(5, answer: "2")) == true)
        #expect(correctness(quiz.grade(5, answer: "3")) == false)
        #expect(quiz.grade(5, answer: "4") == .invalid(.lineOutOfRange(4, lineCount: 3)))
        #expect(quiz.grade(5, answer: "two") == .invalid(.notALineNumber("two")))
    }

    @Test func resultCarriesTheExplanationInTheChosenLanguage() throws {
        let quiz = try session(language: .russian)
        guard case let .graded(result) = quiz.grade(5, answer: "1") else {
            Issue.record("not graded")
            return
        }
        #expect(result.explanation == "Строка 2 не задаёт корень.")
        #expect(result.correctAnswer == "2")
        #expect(quiz.questions[0].prompt == "Сколько окон у типичного приложения для iPhone?")
    }

    private func correctness(_ grade: QuizGrade) -> Bool? {
        if case let .graded(result) = grade { return result.isCorrect }
        return nil
    }
}

struct AnswerProblemMessageTests {
    @Test func everyProblemHasAMessageInEveryLanguage() {
        let problems: [AnswerProblem] = [
            .empty, .unknownChoice("z"), .expectedOneChoice, .repeatedChoice("a"), .expectedAllChoices(3),
            .notALineNumber("x"), .lineOutOfRange(9, lineCount: 4),
        ]
        for language in Language.allCases {
            let messages = problems.map { $0.message(in: language) }
            #expect(Set(messages).count == problems.count, "\(language)")
        }
        #expect(AnswerProblem.lineOutOfRange(9, lineCount: 4).message(in: .english) == "there is no line 9; the code has lines 1–4")
    }
}

struct QuizScoreTests {
    @Test func talliesResults() {
        let results = [
            QuestionResult(questionID: "a", isCorrect: true, correctAnswer: "a", explanation: ""),
            QuestionResult(questionID: "b", isCorrect: false, correctAnswer: "c", explanation: ""),
            QuestionResult(questionID: "c", isCorrect: true, correctAnswer: "b", explanation: ""),
            QuestionResult(questionID: "d", isCorrect: true, correctAnswer: "b", explanation: ""),
        ]
        let score = QuizScore(results: results)
        #expect(score.answered == 4)
        #expect(score.correct == 3)
        #expect(score.missed == ["b"])
        #expect(score.fraction == 0.75)
        #expect(QuizScore(results: []).fraction == 0)
    }
}
