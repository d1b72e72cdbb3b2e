import Classroom
import Course
import Foundation
import Testing
@testable import TutorCLI

/// `vctutor exam make | take | grade | export` with the course in the repository.
@Suite struct ExamCommandTests {
    static let roster = "id,name,language\ns1,\"Smith, Ann\",en\ns2,Борис,ru\ns3,李雷,zh\ns4,Dee,en\n"

    func harness(lines: [String] = [], home: URL? = nil) throws -> TestHarness {
        let probe = try TestHarness()
        return try TestHarness(lines: lines, services: .discover(courseRoot: probe.context.courseRoot), home: home)
    }

    /// Makes an exam of every `launch` question for the roster in `harness`'s folder.
    func make(_ harness: TestHarness, out: String = "exam", seed: String = "42", extra: [String] = []) throws -> URL {
        let roster = harness.folder.appendingPathComponent("roster.csv")
        try Self.roster.write(to: roster, atomically: true, encoding: .utf8)
        let directory = harness.folder.appendingPathComponent(out)
        let status = VCTutor.main(arguments: ["exam", "make", "--lessons", "launch", "--questions", "9", "--roster", roster.path,
                                              "--out", directory.path, "--seed", seed] + extra, context: harness.context)
        #expect(status == ExitStatus.success, "\(harness.errors.text)")
        return directory
    }

    func paper(_ directory: URL, _ id: String) throws -> ExamPaper {
        try ExamJSON.read(ExamPaper.self, format: ExamFormat.paper,
                          from: directory.appendingPathComponent("papers/\(id).paper.json"))
    }

    func key(_ directory: URL) throws -> ExamKey {
        try ExamJSON.read(ExamKey.self, format: ExamFormat.key, from: directory.appendingPathComponent("exam.json"))
    }

    /// What to type on `paper` to answer right, or wrong (`right` false), each question.
    func typed(_ paper: ExamPaper, key: ExamKey, right: (String) -> Bool) -> [String] {
        paper.questions.map { question in
            let correct = key.questions.first { $0.id == question.id }!.correct
            let labels = { (ids: [String]) in ids.compactMap { id in question.choices.first { $0.id == id }?.label } }
            let good = right(question.id)
            switch correct {
            case let .choice(ids):
                return good ? labels(question.choices.map(\.id).filter(ids.contains)).joined(separator: " ")
                            : question.choices.first { !ids.contains($0.id) }!.label
            case let .sequence(ids):
                let order = labels(ids)
                return (good ? order : order.reversed()).joined(separator: " ")
            case let .text(answers): return good ? answers[0] : "nothing"
            case let .line(line): return good ? "\(line)" : (line == 1 ? "2" : "1")
            }
        }
    }

    @Test func papersAreDeterministicFromTheSeedAndInTheStudentsLanguage() throws {
        let harness = try harness()
        let first = try make(harness, out: "a")
        let second = try make(harness, out: "b")
        let third = try make(harness, out: "c", seed: "43")
        for name in ["exam.json", "papers/s1.paper.json", "papers/s2.paper.json", "papers/s3.paper.json"] {
            let one = try Data(contentsOf: first.appendingPathComponent(name))
            #expect(one == (try Data(contentsOf: second.appendingPathComponent(name))), "\(name)")
        }
        let s1 = try paper(first, "s1")
        #expect(s1.questions.count == 9)
        #expect(s1 != (try paper(third, "s1")))
        // Students' papers differ in order, and the key is not on them.
        #expect(s1.questions.map(\.id) != (try paper(first, "s4")).questions.map(\.id))
        let text = try String(contentsOf: first.appendingPathComponent("papers/s1.paper.json"), encoding: .utf8)
        #expect(!text.contains("\"correct\""))
        // The Russian student's paper is in Russian (the course's own Content/ru text).
        let course = LazyCourse(root: URL(fileURLWithPath: try #require(harness.context.courseRoot))).course(for: .russian)
        let question = try #require(course.lesson(id: "launch")?.questions.first { $0.id == "misspelt-class" })
        let s2 = try paper(first, "s2")
        #expect(s2.questions.first { $0.id == "misspelt-class" }?.prompt == question.text(in: .russian)?.prompt)
        #expect(try paper(first, "s3").student.name == "李雷")
        // The same seed, a second time into the same folder, refuses to overwrite.
        let roster = harness.folder.appendingPathComponent("roster.csv").path
        #expect(harness.run("exam", "make", "--lessons", "launch", "--questions", "2", "--roster", roster,
                            "--out", first.path) == ExitStatus.usage)
        #expect(harness.errors.text.contains("exists already"))
    }

    @Test func takeReadsPipedAnswersAndStoresOptionIdentities() throws {
        let maker = try harness()
        let directory = try make(maker)
        let paper = try paper(directory, "s1")
        let lines = typed(paper, key: try key(directory)) { _ in true }
        // A line that is not an answer (any text answers a `short` question) is asked again.
        let retyped = paper.questions[0].type != .short
        let taker = try harness(lines: (retyped ? ["zz"] : []) + lines, home: maker.folder)
        let status = taker.run("exam", "take", directory.appendingPathComponent("papers/s1.paper.json").path)
        #expect(status == ExitStatus.success, "\(taker.errors.text)")
        #expect(taker.output.text.contains("'zz' is not") == retyped)
        #expect(!taker.output.text.contains("Right!"))
        let answers = try ExamJSON.read(ExamAnswers.self, format: ExamFormat.answers,
                                        from: directory.appendingPathComponent("papers/s1.answers.json"))
        #expect(answers.student == ExamStudent(id: "s1", name: "Smith, Ann", language: "en"))
        #expect(answers.answers.count == 9)
        let single = try #require(answers.answers.first { $0.question == "misspelt-class" })
        let key = try #require(try key(directory).questions.first { $0.id == "misspelt-class" })
        guard case let .choice(right) = key.correct else { Issue.record("not a choice"); return }
        #expect(single.answer == .choices(Array(right)))
        #expect(paper.questions.first { $0.id == "misspelt-class" }?.choices.contains { $0.label == single.typed } == true)
        // Taking again does not overwrite the answers.
        let again = try harness(lines: lines, home: maker.folder)
        #expect(again.run("exam", "take", directory.appendingPathComponent("papers/s1.paper.json").path) == ExitStatus.usage)
    }

    @Test func gradeWritesScoresItemAnalysisAndReport() throws {
        let maker = try harness()
        let directory = try make(maker)
        let key = try key(directory)
        // s1 all right, s2 all wrong, s3 right on misspelt-class only; s4 hands in nothing.
        let plans: [(String, (String) -> Bool)] = [("s1", { _ in true }), ("s2", { _ in false }), ("s3", { $0 == "misspelt-class" })]
        for (id, right) in plans {
            let lines = typed(try paper(directory, id), key: key, right: right)
            let taker = try harness(lines: lines, home: maker.folder)
            #expect(taker.run("exam", "take", directory.appendingPathComponent("papers/\(id).paper.json").path) == ExitStatus.success)
        }
        let grader = try harness(home: maker.folder)
        #expect(grader.run("exam", "grade", directory.path) == ExitStatus.success, "\(grader.errors.text)")
        let results = directory.appendingPathComponent("results")
        let scores = try CSV.parse(String(contentsOf: results.appendingPathComponent("scores.csv"), encoding: .utf8))
        #expect(scores[0].prefix(8) == ["id", "name", "language", "submitted", "answered", "right", "questions", "score_percent"])
        #expect(scores[1].prefix(8) == ["s1", "Smith, Ann", "en", "yes", "9", "9", "9", "100.0"])
        #expect(scores[2].prefix(8) == ["s2", "Борис", "ru", "yes", "9", "0", "9", "0.0"])
        #expect(scores[3].prefix(8) == ["s3", "李雷", "zh-Hans", "yes", "9", "1", "9", "11.1"])
        #expect(scores[4].prefix(8) == ["s4", "Dee", "en", "no", "0", "0", "9", "–"])
        let items = try CSV.parse(String(contentsOf: results.appendingPathComponent("items.csv"), encoding: .utf8))
        let misspelt = try #require(items.first { $0.first == "misspelt-class" })
        // Right for 2 of the 3 who handed in.
        #expect(misspelt[4] == "66.7")
        // Distractors of misspelt-class among the 3 who handed in: top third s1 (right), bottom third s2 (wrong).
        let distractors = try CSV.parse(String(contentsOf: results.appendingPathComponent("distractors.csv"), encoding: .utf8))
        let rows = distractors.filter { $0.first == "misspelt-class" }
        #expect(rows.count == key.questions.first { $0.id == "misspelt-class" }?.options.count)
        let keyed = try #require(rows.first { $0[3] == "yes" })
        #expect(Array(keyed[4...]) == ["66.7", "100.0", "0.0"])
        let html = try String(contentsOf: results.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<svg"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("href="))
        #expect(grader.output.text.contains("Item analysis"))
        #expect(grader.output.text.contains("misspelt-class"))
    }

    @Test func aBadAnswerFileIsNamedAndTheRestAreGraded() throws {
        let maker = try harness()
        let directory = try make(maker)
        let lines = typed(try paper(directory, "s1"), key: try key(directory)) { _ in true }
        let taker = try harness(lines: lines, home: maker.folder)
        #expect(taker.run("exam", "take", directory.appendingPathComponent("papers/s1.paper.json").path) == ExitStatus.success)
        try "{ not json".write(to: directory.appendingPathComponent("papers/broken.answers.json"), atomically: true, encoding: .utf8)
        let grader = try harness(home: maker.folder)
        #expect(grader.run("exam", "grade", directory.path) == ExitStatus.failure)
        #expect(grader.errors.text.contains("broken.answers.json is not JSON"))
        let scores = try String(contentsOf: directory.appendingPathComponent("results/scores.csv"), encoding: .utf8)
        #expect(scores.contains("s1,\"Smith, Ann\",en,yes,9,9,9,100.0"))
    }

    @Test func rosterProblemsNameTheLine() throws {
        let harness = try harness()
        let roster = harness.folder.appendingPathComponent("roster.csv")
        try "id,name,language\ns1,Ann,en\ns2,Bob,fr\n".write(to: roster, atomically: true, encoding: .utf8)
        #expect(harness.run("exam", "make", "--lessons", "launch", "--questions", "2", "--roster", roster.path,
                            "--out", harness.folder.appendingPathComponent("x").path) == ExitStatus.usage)
        #expect(harness.errors.text.contains("\(roster.path), line 3: unknown language 'fr'"))
        // Lessons without a number of questions would make empty papers.
        #expect(harness.run("exam", "make", "--lessons", "launch", "--roster", roster.path,
                            "--out", harness.folder.appendingPathComponent("z").path) == ExitStatus.usage)
        #expect(harness.errors.text.contains("--questions N"))
        #expect(!FileManager.default.fileExists(atPath: harness.folder.appendingPathComponent("z").path))
    }

    @Test func giftQuestionsGoOnEveryPaperAndBadGIFTNamesTheLine() throws {
        let harness = try harness()
        let gift = harness.folder.appendingPathComponent("mine.gift")
        try "::tf:: The app delegate owns the window.{T}\n\n::pick:: Containers? {~%50%UINavigationController ~%50%UITabBarController ~%-100%UILabel}\n"
            .write(to: gift, atomically: true, encoding: .utf8)
        let directory = try make(harness, extra: ["--gift", gift.path])
        let s2 = try paper(directory, "s2")
        #expect(s2.questions.count == 11)
        let truth = try #require(s2.questions.first { $0.id == "tf" })
        #expect(Set(truth.choices.map(\.text)) == ["Верно", "Неверно"])
        #expect(try key(directory).questions.first { $0.id == "pick" }?.correct == .choice(["o1", "o2"]))

        // A GIFT title that repeats a drawn question's id is refused: reports name questions by id.
        try "::misspelt-class:: Q {=x ~y}\n".write(to: gift, atomically: true, encoding: .utf8)
        #expect(harness.run("exam", "make", "--lessons", "launch", "--questions", "9",
                            "--roster", harness.folder.appendingPathComponent("roster.csv").path,
                            "--out", harness.folder.appendingPathComponent("w").path, "--gift", gift.path) == ExitStatus.usage)
        #expect(harness.errors.text.contains("two questions are named 'misspelt-class'"))

        try "::a:: Q {=x ~y}\n\n::b:: Q {=x\n".write(to: gift, atomically: true, encoding: .utf8)
        #expect(harness.run("exam", "make", "--questions", "0", "--roster", harness.folder.appendingPathComponent("roster.csv").path,
                            "--out", harness.folder.appendingPathComponent("y").path, "--gift", gift.path) == ExitStatus.usage)
        #expect(harness.errors.text.contains("\(gift.path), line 3:"))
    }

    @Test func exportWritesGIFTAndMoodleXMLThatParse() throws {
        let harness = try harness()
        #expect(harness.run("exam", "export", "--format", "gift", "--lang", "ru", "--lessons", "launch") == ExitStatus.success)
        let parsed = try GIFTParser.parse(harness.output.text)
        // Every question of launch but its one `order` question, which is left out with a note.
        let course = LazyCourse(root: URL(fileURLWithPath: try #require(harness.context.courseRoot))).course(for: .russian)
        let launchQuestions = try #require(course.lesson(id: "launch")?.questions)
        #expect(parsed.count == launchQuestions.count - 1)
        #expect(harness.errors.text.contains("launch/storyboard-launch-order"))
        #expect(harness.errors.text.contains("\(launchQuestions.count - 1)"))
        let question = try #require(course.lesson(id: "launch")?.questions.first { $0.id == "misspelt-class" })
        #expect(parsed.contains { $0.name == "launch/misspelt-class" && $0.prompt == question.text(in: .russian)?.prompt })

        let xmlHarness = try self.harness()
        #expect(xmlHarness.run("exam", "export", "--format", "moodle-xml", "--lang", "en") == ExitStatus.success)
        let collector = QuestionCollectorForCLI()
        let parser = XMLParser(data: Data(xmlHarness.output.text.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.types.filter { $0 != "category" }.count > 20)
        #expect(Set(collector.types).isSubset(of: ["category", "multichoice", "truefalse", "shortanswer", "numerical"]))
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `type` of each `<question>` in a Moodle XML file.
final class QuestionCollectorForCLI: NSObject, XMLParserDelegate {
    var types: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "question" { types.append(attributes["type"] ?? "") }
    }
}
