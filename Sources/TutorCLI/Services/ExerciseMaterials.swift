import Foundation

/// A file put in the learner's workspace for an exercise.
package struct WorkspaceFile: Equatable, Sendable {
    /// The file name inside the exercise's folder (`main.swift`, `Main.storyboard`).
    package var name: String
    /// The contents.
    package var text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// What the learner needs to work on one exercise, in one language.
package struct ExerciseMaterials: Equatable, Sendable {
    package var id: String
    /// The title in the chosen language.
    package var title: String
    /// What it asks: `build`, `fix` or `predict`.
    package var kind: String
    /// The statement, Markdown; empty when the exercise has none.
    package var statement: String
    /// The hints, each more specific than the one before (three in this course).
    package var hints: [String]
    /// The starter: the Swift file the learner edits (named `main.swift`) and any storyboard.
    package var starterFiles: [WorkspaceFile]
    /// The reference solution's code, or nil when the exercise has none.
    package var solution: String?

    package init(
        id: String, title: String, statement: String, hints: [String], starterFiles: [WorkspaceFile],
        solution: String?, kind: String = "build"
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.statement = statement
        self.hints = hints
        self.starterFiles = starterFiles
        self.solution = solution
    }
}

/// The exercises' starters, statements, hints and solutions (the Course module provides them).
package protocol ExerciseMaterialProviding: Sendable {
    /// Everything about exercise `id` in `language`, or nil for an unknown exercise.
    func materials(exerciseId: String, language: String) throws -> ExerciseMaterials?
}
