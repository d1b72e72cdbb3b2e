import Foundation

/// The learner's copies of the exercises: `$VCTUTOR_HOME/exercises/<id>/`, made from the
/// starter the first time an exercise is opened and edited in any editor from then on.
package struct ExerciseWorkspace: Sendable {
    /// The folder holding one folder per exercise.
    package let root: String

    package init(root: String) {
        self.root = root
    }

    /// The exercise's folder.
    package func folder(_ exerciseId: String) -> String { root + "/" + exerciseId }

    /// The file the learner edits (`main.swift`).
    package func mainFile(_ exerciseId: String) -> String { folder(exerciseId) + "/main.swift" }

    /// Whether the exercise's folder holds a Swift file.
    package func exists(_ exerciseId: String) -> Bool {
        !swiftFiles(exerciseId).isEmpty
    }

    /// Creates the exercise's folder from the starter unless it already holds a Swift file.
    /// Returns true when the folder was created now.
    @discardableResult
    package func prepare(_ materials: ExerciseMaterials) throws -> Bool {
        guard !exists(materials.id) else { return false }
        try write(materials.starterFiles, into: folder(materials.id))
        return true
    }

    /// Puts the starter back, overwriting the learner's copies of the starter's files (other
    /// files the learner made are left alone). The learner's versions of the files it replaces
    /// are first copied to a backup folder, `exercises/.backups/<id>-<time>/`, so no work is
    /// lost. Returns that folder, or nil when every file already was the starter's.
    @discardableResult
    package func restore(_ materials: ExerciseMaterials, now: Date = Date()) throws -> String? {
        let folder = folder(materials.id)
        let changed = materials.starterFiles.filter { file in
            guard let current = FileManager.default.contents(atPath: folder + "/" + file.name) else { return false }
            return current != Data(file.text.utf8)
        }
        var backup: String?
        if !changed.isEmpty {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            var target = root + "/.backups/" + materials.id + "-" + formatter.string(from: now)
            var suffix = 2
            while FileManager.default.fileExists(atPath: target) {
                target = root + "/.backups/" + materials.id + "-" + formatter.string(from: now) + "-\(suffix)"
                suffix += 1
            }
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            for file in changed {
                try FileManager.default.copyItem(atPath: folder + "/" + file.name, toPath: target + "/" + file.name)
            }
            backup = target
        }
        try write(materials.starterFiles, into: folder)
        return backup
    }

    /// The storyboards and Info.plist in `folder` (an exercise's, or the one beside a file given
    /// to `check`): the learner's edits of the exercise's given files, or files of their own.
    package static func resources(in folder: String) -> [WorkspaceFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0 == "Info.plist" }.sorted().compactMap { name in
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { WorkspaceFile(name: name, text: $0) }
        }
    }

    /// The Swift files in the exercise's folder, `main.swift` first, then by name.
    package func swiftFiles(_ exerciseId: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(exerciseId))) ?? []
        return names.filter { $0.hasSuffix(".swift") }
            .sorted { ($0 == "main.swift" ? 0 : 1, $0) < ($1 == "main.swift" ? 0 : 1, $1) }
            .map { folder(exerciseId) + "/" + $0 }
    }

    /// The learner's code: the folder's Swift files joined (`main.swift` first); nil when there
    /// is none or it cannot be read.
    package func source(_ exerciseId: String) -> String? {
        let files = swiftFiles(exerciseId)
        guard !files.isEmpty else { return nil }
        var texts: [String] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
            texts.append(text)
        }
        return texts.joined(separator: "\n")
    }

    /// Each file of the exercise's folder with its modification time and size: what `watch`
    /// compares to notice a save.
    package func stamps(_ exerciseId: String) -> [String: FileStamp] {
        let folder = folder(exerciseId)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var stamps: [String: FileStamp] = [:]
        for name in names where !name.hasPrefix(".") {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name) else { continue }
            stamps[name] = FileStamp(
                modified: attributes[.modificationDate] as? Date ?? .distantPast,
                size: (attributes[.size] as? NSNumber)?.int64Value ?? -1)
        }
        return stamps
    }

    private func write(_ files: [WorkspaceFile], into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name), options: .atomic)
        }
    }
}

/// What tells one version of a file from the next: when it was written and how long it is.
package struct FileStamp: Equatable, Sendable {
    package var modified: Date
    package var size: Int64
}
