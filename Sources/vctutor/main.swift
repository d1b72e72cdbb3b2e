import TutorCLI

VCTutorCommand.main()
