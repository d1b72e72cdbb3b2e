import ArgumentParser
import Classroom
import Course
import Foundation

/// `vctutor exam make`: one paper per student on the roster, and the key.
struct ExamMakeCommand: TutorCommand {
    static let configuration = CommandConfiguration(
        commandName: "make",
        abstract: "Make one paper per student, in the student's language.",
        discussion: """
            The roster is CSV (RFC 4180): id,name,language (en, ru or zh), one student a row.
            Writes DIR/exam.json (the key: keep it) and DIR/papers/<id>.paper.json (one per
            student). The same seed makes the same papers. Questions in --gift files (GIFT:
            multiple choice, true/false, multiple answers, short answer) go on every paper.

            Example:
              vctutor exam make --lessons launch,navigation --questions 8 --roster roster.csv --out exam1 --seed 42
            """)

    @Option(help: "Lesson ids, separated by commas.") var lessons: String = ""
    @Option(help: "How many of the lessons' questions each paper holds (0 with --gift alone).") var questions: Int = 0
    @Option(help: "The roster: a CSV file of id,name,language.") var roster: String
    @Option(help: "The exam directory to write.") var out: String
    @Option(help: "The seed of the question and option order (default: the time).") var seed: UInt64?
    @Option(help: "A GIFT file of your own questions to add to every paper (repeatable).") var gift: [String] = []
    @Flag(help: "Replace an exam already in the directory.") var force = false
    @OptionGroup var common: CommonOptions

    func run(in context: TutorContext) throws -> Int32 {
        let session = session(context)
        guard let live = context.services.quizzes as? LiveCourse else {
            return context.notAvailable(session, what: "exam")
        }
        do {
            let directory = URL(fileURLWithPath: out)
            let keyURL = directory.appendingPathComponent(ExamLayout.keyFile)
            if !force, FileManager.default.fileExists(atPath: keyURL.path) {
                throw ExamInputError(key: "exam.error.exists", values: ["path": keyURL.path])
            }
            guard questions >= 0 else { throw ExamInputError(key: "exam.error.question_count") }
            let lessonIDs = lessons.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard (questions > 0 && !lessonIDs.isEmpty) || (questions == 0 && !gift.isEmpty) else {
                throw ExamInputError(key: "exam.error.no_questions")
            }
            let students = try ExamRoster.parse(try readText(roster), path: roster)
            let imported = try gift.flatMap { path in try importGIFT(path, context: context) }
            let seed = seed ?? UInt64(context.clock().timeIntervalSince1970)
            let maker = ExamMaker(course: live.lazyCourse, runner: live.runner)
            let made = try maker.make(.init(
                lessons: lessonIDs, questionCount: questions, seed: seed, students: students, imported: imported,
                teacherLanguage: Language(code: session.language.rawValue) ?? .english))
            try ExamJSON.write(made.key, to: keyURL)
            let papers = directory.appendingPathComponent(ExamLayout.papersFolder)
            for paper in made.papers {
                try ExamJSON.write(paper, to: papers.appendingPathComponent(paper.student.id + ExamLayout.paperSuffix))
            }
            context.say(session.t("exam.made", [
                "papers": "\(made.papers.count)", "questions": "\(made.key.questions.count)",
                "dir": directory.path, "seed": "\(seed)",
            ]))
            context.say(session.t("exam.made_next", [
                "take": "vctutor exam take \(papers.appendingPathComponent("ID" + ExamLayout.paperSuffix).path)",
                "grade": "vctutor exam grade \(directory.path)",
            ]))
            return ExitStatus.success
        } catch let error as ExamInputError {
            context.complain(error.message(session))
            return ExitStatus.usage
        }
    }

    private func readText(_ path: String) throws -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ExamInputError(key: "exam.error.unreadable", values: ["path": path])
        }
        return text
    }

    private func importGIFT(_ path: String, context: TutorContext) throws -> [Question] {
        let parsed: [ExchangeQuestion]
        do {
            parsed = try GIFTParser.parse(try readText(path))
        } catch let error as GIFTError {
            let detail = ExamInputError(key: "exam.gift.\(error.problem.id)", values: error.problem.values)
            throw ExamInputError(key: "exam.error.gift", values: ["path": path, "line": "\(error.line)", "detail": detail.message(session(context))])
        }
        return try GIFTQuestions.questions(parsed, file: path) { language in
            let strings = context.courseRoot.flatMap { root in
                try? UIStrings.load(language: CourseLanguage(rawValue: language.code) ?? .english, courseRoot: root)
            }
            return (strings?.text("exam.true") ?? "True", strings?.text("exam.false") ?? "False")
        }
    }
}
