import Foundation
import Testing
@testable import TutorCLI

/// The quiz says how to answer before the first try, and shows a wrong answer's right items in
/// words (issue: multiple-answer questions did not say "choose all that apply", order questions
/// explained their format only after a wrong answer, answers were bare letters).
@Suite struct QuizPromptTests {
    struct OrderQuiz: QuizProviding, CourseProviding {
        let question = QuizQuestion(
            id: "windows.order", prompt: "Put the launch steps in order.",
            choices: ["the window is made", "the root loads its view", "didFinishLaunching returns"],
            accepted: ["a c b"], explanation: nil, answerForm: .order)
        let pick = QuizQuestion(
            id: "windows.pick", prompt: "Which are views?", choices: ["UIView", "UIWindow", "UIColor"],
            accepted: ["a b"], explanation: nil, answerForm: .allThatApply)
        func quiz(id: String, language: String) throws -> [QuizQuestion]? { id == "windows" ? [question, pick] : nil }
        func question(id: String, language: String) throws -> QuizQuestion? { [question, pick].first { $0.id == id } }
        func lessons(language: String) throws -> [LessonSummary] { [LessonSummary(id: "windows", title: "Windows", order: 1)] }
        func exercises(language: String) throws -> [ExerciseSummary] { [] }
        func lessonMarkdown(id: String, language: String) throws -> String? { nil }
    }

    @Test(arguments: [
        ("en", "Put every item in order: type all the letters, first to last", "Choose all that apply"),
        ("ru", "Расставьте все пункты по порядку", "Выберите все подходящие варианты"),
        ("zh", "排序：按先后顺序输入全部字母", "多选：输入所有正确选项的字母"),
    ])
    func theFormIsSaidBeforeTheFirstTry(language: String, order: String, multiple: String) throws {
        let quiz = OrderQuiz()
        let harness = try TestHarness(lines: ["a c b", "a b"], services: CourseServices(course: quiz, quizzes: quiz))
        #expect(harness.run("quiz", "windows", "--no-color", "--lang", language) == 0)
        let text = harness.output.text
        let before = try #require(text.range(of: "c) didFinishLaunching returns"))
        let said = try #require(text.range(of: order))
        #expect(said.lowerBound > before.upperBound)
        #expect(text.contains(multiple))
    }

    @Test func aWrongOrderIsShownAsTheItems() throws {
        let quiz = OrderQuiz()
        let harness = try TestHarness(lines: ["a b c", "a"], services: CourseServices(course: quiz, quizzes: quiz))
        #expect(harness.run("quiz", "windows", "--no-color") == 0)
        #expect(harness.output.text.contains(
            "Not quite. The answer:\n  a) the window is made\n  c) didFinishLaunching returns\n  b) the root loads its view\n"))
        #expect(!harness.output.text.contains("The answer: a c b"))
    }
}
