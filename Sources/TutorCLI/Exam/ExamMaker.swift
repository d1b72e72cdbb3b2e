import Course
import Foundation

/// Makes an exam: draws questions from lessons, adds imported ones, and lays out one paper per
/// student in the student's language, with question and option order fixed by a seed.
struct ExamMaker {
    let course: LazyCourse
    /// Computes `output` questions' answers; nil leaves those questions out.
    let runner: (any ProgramRunner)?

    /// What to make.
    struct Request {
        var lessons: [String]
        var questionCount: Int
        var seed: UInt64
        var students: [ExamStudent]
        /// Questions imported from GIFT, put on every paper after the drawn ones.
        var imported: [Question]
        /// The language of the key's texts.
        var teacherLanguage: Language
    }

    /// The key and the papers (in roster order).
    ///
    /// - Throws: ``ExamInputError``: an unknown lesson, more questions asked than there are,
    ///   an imported question whose name repeats another's.
    func make(_ request: Request) throws -> (key: ExamKey, papers: [ExamPaper]) {
        let teacherCourse = course.course(for: request.teacherLanguage)
        var pool: [(question: Question, lesson: String)] = []
        for lessonID in request.lessons {
            guard let lesson = teacherCourse.lesson(id: lessonID) else {
                throw ExamInputError(key: "exam.error.unknown_lesson", values: ["id": lessonID])
            }
            for question in lesson.questions where canBeAsked(question, language: request.teacherLanguage) {
                pool.append((question, lessonID))
            }
        }
        guard request.questionCount <= pool.count else {
            throw ExamInputError(key: "exam.error.too_many_questions",
                                 values: ["asked": "\(request.questionCount)", "available": "\(pool.count)"])
        }
        let drawn = Set(Array(pool.indices).shuffled(seed: request.seed).prefix(request.questionCount))
        let candidates = pool.indices.filter(drawn.contains).map { (pool[$0].question, "lesson:\(pool[$0].lesson)") }
            + request.imported.map { ($0, "gift:\($0.position.file)") }
        // Ids are unique within a lesson; answers and reports name questions by id, so two
        // questions on one exam must differ.
        var chosen: [(Question, String)] = []
        for candidate in candidates {
            guard !chosen.contains(where: { $0.0.id == candidate.0.id }) else {
                throw ExamInputError(key: "exam.error.repeated_question", values: ["id": candidate.0.id])
            }
            chosen.append(candidate)
        }
        let key = ExamKey(
            seed: request.seed, lessons: request.lessons, language: request.teacherLanguage.code,
            questions: chosen.map { keyQuestion($0.0, source: $0.1, language: request.teacherLanguage, seed: request.seed) },
            students: request.students)
        let papers = request.students.map { student in
            paper(for: student, questions: chosen, seed: request.seed)
        }
        return (key, papers)
    }

    /// The seed of `student`'s paper.
    static func paperSeed(exam seed: UInt64, student: ExamStudent) -> UInt64 { seed ^ stableHash(student.id) }

    private func canBeAsked(_ question: Question, language: Language) -> Bool {
        guard case .output = question.kind else { return true }
        return QuizSession.present(question, language: language, seed: 0, runner: runner).unavailableReason == nil
    }

    private func paper(for student: ExamStudent, questions: [(Question, String)], seed: UInt64) -> ExamPaper {
        let language = Language(code: student.language) ?? .english
        let studentCourse = course.course(for: language)
        let paperSeed = Self.paperSeed(exam: seed, student: student)
        let laidOut = questions.shuffled(seed: paperSeed).map { question, source in
            // The course's question read with the student's language (the teacher's course
            // holds only the teacher's); an imported question carries every language itself.
            let lesson = source.hasPrefix("lesson:") ? studentCourse.lesson(id: String(source.dropFirst("lesson:".count))) : nil
            let localised = lesson?.questions.first { $0.id == question.id } ?? question
            let presented = QuizSession.present(localised, language: language, seed: paperSeed ^ stableHash(question.id),
                                                runner: runner)
            return PaperQuestion(id: presented.id, type: presented.type, prompt: presented.prompt,
                                 code: presented.code, choices: presented.choices)
        }
        return ExamPaper(student: student, seed: paperSeed, questions: laidOut)
    }

    private func keyQuestion(_ question: Question, source: String, language: Language, seed: UInt64) -> ExamQuestion {
        let presented = QuizSession.present(question, language: language, seed: seed, runner: runner)
        let canonical: [String]
        switch (question.kind, presented.correct) {
        case let (.single(options, _), _), let (.multiple(options, _), _): canonical = options
        case let (.order(items), _): canonical = items
        case let (.output, .sequence(lines)): canonical = lines
        default: canonical = []
        }
        var remaining = presented.choices
        let options = canonical.enumerated().compactMap { index, id -> PresentedQuestion.Choice? in
            guard let found = remaining.firstIndex(where: { $0.id == id }) else { return nil }
            let choice = remaining.remove(at: found)
            return PresentedQuestion.Choice(label: QuizSession.label(index), id: id, text: choice.text)
        }
        return ExamQuestion(id: question.id, source: source, type: presented.type, prompt: presented.prompt,
                            options: options, correct: presented.correct)
    }
}
