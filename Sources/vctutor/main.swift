import Foundation
import TutorCLI

exit(VCTutor.main(arguments: Array(CommandLine.arguments.dropFirst()), context: .live()))
