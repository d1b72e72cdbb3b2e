import Foundation
@testable import Course

/// Paths of the test fixtures and of the real course in the repository.
enum Fixtures {
    /// `Tests/CourseTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The tiny course: lessons `alpha` and `beta`, in English and Russian.
    static let tiny = folder.appendingPathComponent("tiny")

    /// The package root, which holds the real course.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Loads the tiny course, failing the test on any load problem.
    static func tinyCourse() throws -> Course {
        try Course.load(from: tiny)
    }

    /// A copy of the tiny course in a fresh temporary folder, to break on purpose. The copies
    /// live in one folder of the test process's, removed when the process exits
    /// (`copiesFolder`), so a test need not remove its own.
    static func copyOfTiny() throws -> URL {
        let target = copiesFolder.appendingPathComponent("vctutor-course-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: tiny, to: target)
        return target
    }

    /// The folder of this process's course copies, made on first use; removed at exit.
    private static let copiesFolder: URL = {
        let folder = copiesFolder(of: getpid())
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Fixtures.copiesFolder(of: getpid())) }
        return folder
    }()

    private static func copiesFolder(of process: Int32) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-course-copies-\(process)")
    }

    /// Writes `text` to `relative` under `root`, creating folders.
    static func write(_ text: String, to relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
