import Foundation

/// An exercise looked up for a command, its workspace made ready.
package enum OpenedExercise {
    /// Found; its folder exists.
    case opened(ExerciseMaterials)
    /// Not found or the folder could not be made; the learner was told why. The exit status.
    case failed(Int32)
}

extension TutorContext {
    /// The learner's exercise folders.
    package var workspace: ExerciseWorkspace { ExerciseWorkspace(root: paths.workspace) }

    /// Looks exercise `id` up and makes its folder from the starter the first time. With
    /// `announce`, says where the file to edit is.
    package func openExercise(_ id: String, session: CommandSession, announce: Bool) -> OpenedExercise {
        guard let provider = services.materials else {
            return .failed(notAvailable(session, what: "exercises"))
        }
        let found: ExerciseMaterials?
        do {
            found = try provider.materials(exerciseId: id, language: session.language.rawValue)
        } catch {
            complain("\(error)")
            return .failed(ExitStatus.failure)
        }
        guard let materials = found else {
            complain(unknownExercise(id, session: session))
            return .failed(ExitStatus.usage)
        }
        let created: Bool
        do {
            created = try workspace.prepare(materials)
        } catch {
            complain(session.t("workspace.cannot_create", ["path": workspace.folder(id), "reason": error.localizedDescription]))
            return .failed(ExitStatus.failure)
        }
        if announce {
            let key = created ? "workspace.created" : "workspace.where"
            say(session.t(key, ["path": workspace.mainFile(id)]))
        }
        return .opened(materials)
    }
}
