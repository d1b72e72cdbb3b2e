import Course
import Foundation

extension LiveCourse: ExerciseMaterialProviding {
    /// The exercise's texts in `language` (else English), its starter as `main.swift` (the name
    /// the checker gives the learner's code) with its storyboards and Info.plist (so that `run` on
    /// the exercise folder launches the app as `check` does, scenes included), and its solution.
    package func materials(exerciseId: String, language: String) throws -> ExerciseMaterials? {
        guard let exercise = lazyCourse.exercise(id: exerciseId, language: Self.language(language)) else { return nil }
        let text = exercise.text(in: Self.language(language)) ?? exercise.text(in: .english)
        var files: [WorkspaceFile] = []
        if let starter = exercise.files.starter {
            files.append(WorkspaceFile(name: "main.swift", text: starter.text))
        }
        files += exercise.files.given.filter { $0.name.hasSuffix(".storyboard") || $0.name == "Info.plist" }
            .map { WorkspaceFile(name: $0.name, text: $0.text) }
        return ExerciseMaterials(
            id: exercise.id, title: text?.title ?? exercise.id, statement: text?.statement ?? "",
            hints: text?.hints ?? [], starterFiles: files, solution: exercise.files.solution?.text,
            kind: exercise.kind.rawValue)
    }
}
