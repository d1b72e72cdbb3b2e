import Foundation

/// Where a built vctutor finds the copy of the course that travels with it.
///
/// `swift build` copies `Lessons/` and `Content/` into a folder named ``bundleFolderName``
/// beside the executable; installing vctutor means copying that folder along with the binary.
/// The generated `Bundle.module` is deliberately not used: it stops the program when the
/// folder is missing, where vctutor must instead say what to set.
public enum BundledCourse {
    /// The resource folder SwiftPM writes beside the executable (`<package>_<target>.resources`).
    public static let bundleFolderName = "vctutor_CourseResources.resources"

    /// The places a built vctutor may find its course, best first: the resource folder beside
    /// `executable`, then the package the binary was built from (recorded at compile time, so a
    /// binary copied elsewhere on the same machine still finds it).
    public static func candidates(executable: URL?) -> [URL] {
        var result: [URL] = []
        if let executable {
            result.append(executable.deletingLastPathComponent().appendingPathComponent(bundleFolderName))
        }
        result.append(packageRoot)
        return result
    }

    /// The package root this file was compiled in.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // CourseResources
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
    }
}
