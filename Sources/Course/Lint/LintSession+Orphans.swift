extension LintSession {
    /// Content files that belong to no lesson or exercise of the course (a misspelt id, or a
    /// lesson not yet listed in `course.yaml`).
    mutating func lintOrphanContent() {
        let lessonIDs = Set(course.lessons.map(\.id))
        let exerciseIDs = Set(course.exercises.map(\.id))
        for language in course.languages {
            let base = "Content/\(language.code)"
            let folders: [(folder: String, suffix: String, known: Set<String>, what: String)] = [
                ("lessons", ".md", lessonIDs, "lesson"), ("quizzes", ".yaml", lessonIDs, "lesson"),
                ("exercises", ".yaml", exerciseIDs, "exercise"),
            ]
            for entry in folders {
                for name in files.list("\(base)/\(entry.folder)") {
                    guard name.hasSuffix(entry.suffix) else {
                        add("\(base)/\(entry.folder)/\(name)", .orphanContent, "unexpected file; expected <id>\(entry.suffix)")
                        continue
                    }
                    let id = String(name.dropLast(entry.suffix.count))
                    if !entry.known.contains(id) {
                        add("\(base)/\(entry.folder)/\(name)", .orphanContent,
                            "there is no \(entry.what) '\(id)' in the course (is it listed in Lessons/?)")
                    }
                }
            }
        }
    }
}
