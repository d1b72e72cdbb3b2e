import ArgumentParser

/// `vctutor exam`: papers for a class (make, take, grade) and the course's quizzes for an LMS
/// (export). The teacher's workflow is in docs/teacher-exams.md.
struct ExamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exam",
        abstract: "Make papers for a class, take them, grade them; export quizzes to Moodle.",
        discussion: """
            Examples:
              vctutor exam make --lessons launch,navigation --questions 8 --roster roster.csv --out exam1
              vctutor exam take exam1/papers/s01.paper.json
              vctutor exam grade exam1
              vctutor exam export --format gift --lang ru > vctutor-ru.gift
            """,
        subcommands: [ExamMakeCommand.self, ExamTakeCommand.self, ExamGradeCommand.self, ExamExportCommand.self])
}
