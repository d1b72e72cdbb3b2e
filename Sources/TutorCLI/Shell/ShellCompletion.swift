/// What Tab offers after each command in the shell: lesson ids after `learn` and `quiz`,
/// exercise ids after the exercise commands, languages after `lang`, command names after
/// `help`, and every id elsewhere.
package enum ShellCompletion {
    /// The commands whose argument is a lesson.
    static let lessonCommands = ["learn", "quiz"]
    /// The commands whose argument is an exercise.
    static let exerciseCommands = ["exercises", "check", "watch", "hint", "reset", "solution"]

    /// The words to offer after each command that has a list of its own.
    package static func argumentWords(
        lessons: [String], exercises: [String], commands: [String]
    ) -> [String: [String]] {
        var table: [String: [String]] = [:]
        for command in lessonCommands { table[command] = lessons }
        for command in exerciseCommands { table[command] = exercises }
        table["lang"] = ["en", "ru", "zh"]
        table["help"] = commands
        table["run"] = ["--trace", "--tree", "--screen", "--json", "--device", "iphone", "ipad"]
        return table
    }
}
