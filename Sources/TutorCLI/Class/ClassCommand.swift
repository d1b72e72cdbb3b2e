import ArgumentParser

/// `vctutor class`: a live quiz for a whole class (`host` on the teacher's machine, `join` in
/// each student's terminal).
struct ClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Run a live quiz for a class: the teacher hosts, students join.",
        discussion: "See docs/teacher-live.md.\n\nExamples:\n  vctutor class host windows --port 8080\n  vctutor class join 192.168.1.5:8080 --name Ann",
        subcommands: [ClassHostCommand.self, ClassJoinCommand.self])
}
