import Foundation

/// Read-only access to the files under a course root, by path relative to it.
struct CourseFiles: Sendable {
    /// The folder holding `Lessons/` and `Content/`.
    let root: URL

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    func isDirectory(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relative).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The file's text; nil when it is absent or not UTF-8.
    func read(_ relative: String) -> String? {
        guard let data = FileManager.default.contents(atPath: url(relative).path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The names in a folder, sorted; empty when it does not exist.
    func list(_ relative: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
