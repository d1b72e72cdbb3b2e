import Foundation
import TutorCLI

// The engines (course, checker, runner, lint, quizzes) are wired here as they are built.
let context = TutorContext.live(services: .none)
exit(VCTutor.main(arguments: Array(CommandLine.arguments.dropFirst()), context: context))
