import Foundation

/// A class's submissions on disk: `ROOT/STUDENT/EXERCISE/` folders, each laid out as a
/// learner's `$VCTUTOR_HOME/exercises/` (`main.swift`, other `.swift` files, storyboards).
struct ClassSubmissions {
    /// The folder holding one folder per student.
    var root: String
    /// A folder inside `root` that is not a student's (where the results go), or nil.
    var excluded: String?

    /// The students' folder names, sorted; hidden folders and `excluded` are left out.
    func students() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let skip = excluded.map(Self.canonical)
        return names.filter { name in
            guard !name.hasPrefix(".") else { return false }
            let path = root + "/" + name
            guard Self.isFolder(path) else { return false }
            return Self.canonical(path) != skip
        }.sorted()
    }

    /// The exercise folders in a student's folder, sorted.
    func exerciseFolders(of student: String) -> [String] {
        let folder = root + "/" + student
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && Self.isFolder(folder + "/" + $0) }.sorted()
    }

    /// The job for a student's exercise, or why there is none: ``GradeOutcome/missing`` when
    /// the folder or its Swift files are missing, `unreadable` when they cannot be read or
    /// together pass `maxBytes`.
    func job(student: String, exercise: String, maxBytes: Int) -> Result<GradeJob, GradeOutcome> {
        let workspace = ExerciseWorkspace(root: root + "/" + student)
        guard workspace.exists(exercise) else { return .failure(GradeOutcome(status: GradeOutcome.missing)) }
        guard let source = workspace.source(exercise) else { return .failure(GradeOutcome(status: "unreadable")) }
        guard source.utf8.count <= maxBytes else { return .failure(GradeOutcome(status: "too-large")) }
        let files = ExerciseWorkspace.resources(in: workspace.folder(exercise))
        return .success(GradeJob(exercise: exercise, source: source, files: files))
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

extension GradeOutcome: Error {}
