import Testing
@testable import TutorCLI

@Test func helpNamesTheCommand() {
    let help = VCTutorCommand.helpMessage()
    #expect(help.contains("USAGE: vctutor"))
}
