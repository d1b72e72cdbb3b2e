import Foundation

extension CourseLoader {
    /// Loads one exercise, for checking a solution: its `exercise.yaml`, files and texts in
    /// `languages`, without reading any other lesson, quiz or exercise (loading the whole course
    /// parses some 300 YAML and Markdown files, most of a `vctutor check`'s time).
    ///
    /// The lesson that lists the exercise is found from the folders
    /// (`Lessons/<lesson>/exercises/<id>/`). Nil when no lesson has it or it does not load;
    /// `vctutor lint` reports why.
    public func loadExercise(id: String, languages: [Language]) -> Exercise? {
        var session = LoadSession(files: CourseFiles(root: root))
        session.languages = languages.filter { session.files.isDirectory("Content/\($0.code)") }
        let lessons = session.files.list("Lessons").filter { session.files.isDirectory("Lessons/\($0)/exercises/\(id)") }
        guard lessons.count == 1, let lessonID = lessons.first else { return nil }
        let exercise = session.loadExercise(
            id: id, lessonID: lessonID, listedAt: (file: "Lessons/\(lessonID)/lesson.yaml", line: nil))
        return session.problems.contains { $0.severity == .error } ? nil : exercise
    }
}
