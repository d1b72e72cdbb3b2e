import Foundation
import Testing
@testable import Course

struct CourseLoaderTests {
    @Test func loadsLessonsInCourseOrder() throws {
        let course = try Fixtures.tinyCourse()
        #expect(course.lessons.map(\.id) == ["alpha", "beta"])
        #expect(course.lessons.map(\.order) == [1, 2])
        #expect(course.languages == [.english, .russian])
        #expect(course.lesson(id: "alpha")?.title(in: .russian) == "Окна")
        #expect(course.lesson(id: "alpha")?.text(in: .english)?.sections.count == 2)
        #expect(course.lesson(id: "alpha")?.title(in: .simplifiedChinese) == nil)
    }

    @Test func readsEveryQuestionType() throws {
        let questions = try #require(try Fixtures.tinyCourse().lesson(id: "alpha")).questions
        #expect(questions.map(\.typeName) == ["single", "multiple", "order", "short", "output", "wrong-line"])
        #expect(questions[0].kind == .single(options: ["one", "two", "per-view"], answer: "one"))
        #expect(questions[1].kind == .multiple(options: ["uiview", "uiwindow", "uicolor"], answers: ["uiview", "uiwindow"]))
        #expect(questions[5].kind == .wrongLine(
            code: "let window = UIWindow()\nwindow.rootViewController = nil\nwindow.makeKeyAndVisible()\n", answer: 2))
        #expect(questions[0].text(in: .russian)?.options["one"] == "Одно")
        #expect(questions[2].text(in: .english)?.items["root-loads"] == "the root loads")
    }

    @Test func readsTheExercise() throws {
        let exercise = try #require(try Fixtures.tinyCourse().exercise(id: "first-root"))
        #expect(exercise.lessonID == "alpha")
        #expect(exercise.device == .iphone)
        #expect(exercise.entry == .app)
        #expect(exercise.checks.map(\.id) == ["window-is-key", "root-is-navigation", "stack-has-one", "title-set"])
        #expect(exercise.checks[2].expectation == .count(at: try #require(ControllerPath("root.viewControllers")), equals: 1))
        #expect(exercise.mistakes == ["forgot-key": "window-is-key", "empty-stack": "stack-has-one"])
        #expect(exercise.files.alternatives.keys.sorted() == ["plain"])
        #expect(exercise.files.mistakes.keys.sorted() == ["empty-stack", "forgot-key"])
        #expect(exercise.text(in: .english)?.hints.count == 3)
        #expect(exercise.text(in: .russian)?.checkMessages["title-set"]?.contains("{found}") == true)
    }

    @Test func yamlErrorsNameFileLineAndColumn() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("id: beta\nquiz:\n  - id: stack\n    type: [single\n", to: "Lessons/beta/lesson.yaml", in: root)
        let problems = CourseLoader(root: root).load().problems
        let problem = try #require(problems.first { $0.id == .yamlSyntax })
        #expect(problem.file == "Lessons/beta/lesson.yaml")
        #expect(problem.line != nil && problem.column != nil)
        #expect(throws: CourseLoadError.self) { try Course.load(from: root) }
    }

    @Test func shapeErrorsPointAtTheNode() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write(
            "id: beta\nquiz:\n  - id: stack\n    type: single\n    options: [push, pop]\n    answer: shove\n  - id: what\n    type: essay\n",
            to: "Lessons/beta/lesson.yaml", in: root)
        let problems = CourseLoader(root: root).load().problems
        let answer = try #require(problems.first { $0.id == .answerNotAmongOptions })
        #expect(answer.file == "Lessons/beta/lesson.yaml")
        #expect(answer.line == 3)
        #expect(answer.column == 5)
        let unknown = try #require(problems.first { $0.id == .unknownQuestionType })
        #expect(unknown.line == 7)
    }

    @Test func missingLessonFolderIsReportedAtItsLine() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("lessons:\n  - alpha\n  - gamma\n", to: "Lessons/course.yaml", in: root)
        let problems = CourseLoader(root: root).load().problems
        #expect(problems.contains { $0.id == .fileMissing && $0.file == "Lessons/course.yaml" && $0.line == 3 })
    }

    @Test func readsEveryAction() throws {
        let root = try Fixtures.copyOfTiny()
        let file = "Lessons/alpha/exercises/first-root/exercise.yaml"
        let original = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        try Fixtures.write(original.replacingOccurrences(of: "entry: app\n", with: """
            entry: app
            actions:
              - tap-button: Show
              - tap-row: 2
              - tap-back
              - tap-tab: 1
              - swipe-forward
              - swipe-back
              - fly-away
              - rotate: landscape-right
              - edge-swipe-back
              - edge-swipe-back-cancelled
              - swipe-down-sheet
              - swipe-up-sheet
              - tap-alert: OK
              - tap-accessory: 0
              - tap-toolbar-item: Compose
              - tap-bar-button: Add
              - enter-background
              - enter-foreground
              - rotate: sideways

            """), to: file, in: root)
        let result = CourseLoader(root: root).load()
        let exercise = try #require(result.course.exercise(id: "first-root"))
        #expect(exercise.actions == [
            .tapButton("Show"), .tapRow(2), .tapBack, .tapTab(1), .swipeForward, .swipeBack,
            .rotate(.landscapeRight), .edgeSwipeBack(completed: true), .edgeSwipeBack(completed: false),
            .swipeDownSheet, .swipeUpSheet, .tapAlert("OK"), .tapAccessory(0), .tapToolbarItem("Compose"),
            .tapBarButton("Add"), .enterBackground, .enterForeground,
        ])
        #expect(result.problems.map(\.id) == [.unknownAction, .unknownAction])
        #expect(result.problems.first?.line == 12)
        #expect(result.problems.last?.message.contains("unknown orientation 'sideways'") == true)
    }

    @Test func traceEventsMustBeOnesTheTraceRecords() throws {
        let root = try Fixtures.copyOfTiny()
        let file = "Lessons/alpha/exercises/first-root/exercise.yaml"
        let original = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        try Fixtures.write(original.replacingOccurrences(of: "mistakes:", with: """
              - id: appears
                expect: trace
                contains:
                  - {object: InboxViewController, event: viewDidLoad}
                  - {object: InboxViewController, event: viewWillAppear}
            mistakes:
            """), to: file, in: root)
        let problems = CourseLoader(root: root).load().problems
        #expect(problems.map(\.id) == [.fieldInvalid])
        #expect(problems.first?.line == 25)  // the second step
        #expect(problems.first?.message.contains("'viewWillAppear'") == true)
    }

    @Test func unknownCheckKindAndBadPathAreReported() throws {
        let root = try Fixtures.copyOfTiny()
        let file = "Lessons/alpha/exercises/first-root/exercise.yaml"
        try Fixtures.write("""
            id: first-root
            kind: build
            device: iphone
            entry: app
            checks:
              - id: a
                expect: colour
              - id: b
                expect: class
                at: window.root
                is: UIViewController
            mistakes:
              forgot-key: zzz
            """, to: file, in: root)
        let problems = CourseLoader(root: root).load().problems.filter { $0.file == file }
        #expect(problems.map(\.id).sorted { $0.rawValue < $1.rawValue }
            == [.invalidPath, .mistakeUnknownCheck, .unknownCheckKind])
    }
}

struct CourseLocatorTests {
    @Test func environmentVariableWins() throws {
        let locator = CourseLocator(
            environment: ["VCTUTOR_COURSE": Fixtures.tiny.path], executable: nil, currentDirectory: Fixtures.packageRoot)
        #expect(try locator.locate().get().path == Fixtures.tiny.standardizedFileURL.path)
    }

    @Test func environmentVariableNotACourseIsAnError() {
        let locator = CourseLocator(
            environment: ["VCTUTOR_COURSE": Fixtures.folder.path], executable: nil, currentDirectory: Fixtures.tiny)
        #expect(throws: CourseLocator.Failure.self) { try locator.locate().get() }
    }

    @Test func searchesUpFromTheExecutable() throws {
        let binary = Fixtures.tiny.appendingPathComponent("Lessons/alpha/exercises/vctutor")
        let locator = CourseLocator(environment: [:], executable: binary, currentDirectory: URL(fileURLWithPath: "/"))
        #expect(try locator.locate().get().path == Fixtures.tiny.standardizedFileURL.path)
    }

    @Test func theCopyThatTravelsWithTheProgramComesBeforeTheCurrentDirectory() throws {
        // A copied binary: nothing above it holds a course, its package resources do.
        let binary = URL(fileURLWithPath: "/nonexistent/bin/vctutor")
        let locator = CourseLocator(
            environment: [:], executable: binary, currentDirectory: Fixtures.packageRoot,
            bundled: [URL(fileURLWithPath: "/nonexistent/bin/vctutor_CourseResources.resources"), Fixtures.tiny])
        #expect(try locator.locate().get().path == Fixtures.tiny.standardizedFileURL.path)
    }

    @Test func notFoundNamesEveryPlaceSearched() {
        let locator = CourseLocator(
            environment: [:], executable: URL(fileURLWithPath: "/nonexistent/bin/vctutor"),
            currentDirectory: URL(fileURLWithPath: "/nonexistent/work"),
            bundled: [URL(fileURLWithPath: "/nonexistent/bin/vctutor_CourseResources.resources")])
        guard case .failure(.notFound(let searched)) = locator.locate() else {
            Issue.record("expected notFound")
            return
        }
        #expect(searched.contains("/nonexistent/bin/vctutor_CourseResources.resources"))
    }

    @Test func searchesUpFromTheCurrentDirectory() throws {
        let locator = CourseLocator(
            environment: [:], executable: URL(fileURLWithPath: "/usr/bin/vctutor"),
            currentDirectory: Fixtures.tiny.appendingPathComponent("Content/en"))
        #expect(try locator.locate().get().path == Fixtures.tiny.standardizedFileURL.path)
    }
}

struct InterfaceStringTests {
    @Test func interfaceStringsFallBackToEnglish() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("quiz:\n  next: Next question\n  quit: Quit\n", to: "Content/en/ui.yaml", in: root)
        try Fixtures.write("quiz:\n  next: Следующий вопрос\n", to: "Content/ru/ui.yaml", in: root)
        let course = try Course.load(from: root)
        #expect(course.interfaceString("quiz.next", in: .russian) == "Следующий вопрос")
        #expect(course.interfaceString("quiz.quit", in: .russian) == "Quit")
        #expect(course.interfaceString("quiz.none", in: .russian) == nil)
        // The gap is still a lint error.
        #expect(CourseLinter().lint(root: root).contains {
            $0.id == .keyMissingInLanguage && $0.file == "Content/ru/ui.yaml" && $0.message.contains("'quiz.quit'")
        })
    }

    @Test func aColonInAnUnquotedHintIsReportedOnce() throws {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("""
            title: T
            statement: S
            hints:
              - Build it bottom up: the deepest first.
              - two
              - three
            checks: {window-is-key: a, root-is-navigation: b, stack-has-one: c, title-set: d}
            """, to: "Content/en/exercises/first-root.yaml", in: root)
        let problems = CourseLinter().lint(root: root).filter { $0.file == "Content/en/exercises/first-root.yaml" }
        #expect(problems.map(\.id) == [.yamlShape])
        #expect(problems.first?.line == 4)
        #expect(problems.first?.message.contains("in quotes") == true)
    }
}

struct CourseProblemRenderTests {
    @Test func rendersTheLineAndACaret() {
        let problem = CourseProblem(file: "Lessons/beta/lesson.yaml", line: 2, column: 5, id: .fieldInvalid, message: "bad")
        #expect(problem.rendered(source: "id: beta\nquiz: [x]\n") == """
            Lessons/beta/lesson.yaml:2:5: error: bad [field-invalid]
            quiz: [x]
                ^
            """)
        #expect(problem.rendered(source: nil) == "Lessons/beta/lesson.yaml:2:5: error: bad [field-invalid]")
        #expect(problem.rendered(source: "one line") == problem.description)
    }
}
