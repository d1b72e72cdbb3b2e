import Foundation

/// Finds the course (the folder holding `Lessons/course.yaml` and `Content/`) at run time.
///
/// In order, the first that exists wins:
/// 1. `VCTUTOR_COURSE`, when set (an error if it does not hold a course: a wrong setting
///    should not be silently ignored);
/// 2. the executable's folder and each folder above it: `swift run` and `swift test` put the
///    binary under `<package>/.build/…`, so this finds the package root;
/// 3. `<prefix>/share/vctutor` for an executable installed as `<prefix>/bin/vctutor`;
/// 4. the copies of the course that travel with the program (``bundled``: the package
///    resources beside the executable, the package it was built from);
/// 5. the current directory and each folder above it.
public struct CourseLocator: Sendable {
    /// The environment (for `VCTUTOR_COURSE`).
    public var environment: [String: String]
    /// The running executable, when known.
    public var executable: URL?
    /// The current directory.
    public var currentDirectory: URL
    /// Copies of the course that travel with the program, best first.
    public var bundled: [URL]

    /// Makes a locator from explicit inputs (tests pass their own).
    public init(environment: [String: String], executable: URL?, currentDirectory: URL, bundled: [URL] = []) {
        self.environment = environment
        self.executable = executable
        self.currentDirectory = currentDirectory
        self.bundled = bundled
    }

    /// A locator for this process: its environment, executable and current directory.
    public static func forCurrentProcess() -> CourseLocator {
        let process = ProcessInfo.processInfo
        let executable = process.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        return CourseLocator(
            environment: process.environment, executable: executable,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Why no course was found.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// `VCTUTOR_COURSE` names a folder without `Lessons/course.yaml`.
        case environmentNotACourse(String)
        /// No candidate folder holds a course.
        case notFound(searched: [String])

        public var description: String {
            switch self {
            case let .environmentNotACourse(path):
                "VCTUTOR_COURSE is '\(path)', which holds no 'Lessons/course.yaml'"
            case let .notFound(searched):
                "no course found (looked for 'Lessons/course.yaml' in \(searched.joined(separator: ", "))); "
                    + "set VCTUTOR_COURSE to the folder holding Lessons/ and Content/"
            }
        }
    }

    /// The course root.
    public func locate() -> Result<URL, Failure> {
        if let path = environment["VCTUTOR_COURSE"], !path.isEmpty {
            let url = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
            return Self.isCourse(url) ? .success(url) : .failure(.environmentNotACourse(path))
        }
        var candidates: [URL] = []
        if let executable {
            let folder = executable.deletingLastPathComponent()
            candidates += Self.folderAndAncestors(folder)
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/vctutor"))
        }
        candidates += bundled
        candidates += Self.folderAndAncestors(currentDirectory)
        if let found = candidates.first(where: Self.isCourse) { return .success(found.standardizedFileURL) }
        return .failure(.notFound(searched: ([executable?.deletingLastPathComponent().path] + bundled.map(\.path)
            + [currentDirectory.path]).compactMap { $0 }))
    }

    /// Whether `folder` holds `Lessons/course.yaml`.
    public static func isCourse(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Lessons/course.yaml").path)
    }

    private static func folderAndAncestors(_ folder: URL) -> [URL] {
        var result: [URL] = []
        var current = folder.standardizedFileURL
        while true {
            result.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || result.count > 64 { break }
            current = parent
        }
        return result
    }
}
