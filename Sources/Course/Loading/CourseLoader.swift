import Foundation
import Yams

/// What loading a course produced: the course as far as it could be read, and every problem.
public struct CourseLoadResult: Sendable {
    /// The course; parts that could not be read are left out.
    public var course: Course
    /// Problems, in the order found.
    public var problems: [CourseProblem]
    /// Whether any problem is an error.
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}

/// Loading failed: the course has errors.
public struct CourseLoadError: Error, Sendable, CustomStringConvertible {
    /// The errors (warnings left out).
    public var problems: [CourseProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

extension Course {
    /// Loads the course under `root`; throws when it has errors (warnings are ignored).
    public static func load(from root: URL) throws(CourseLoadError) -> Course {
        let result = CourseLoader(root: root).load()
        let errors = result.problems.filter { $0.severity == .error }
        if !errors.isEmpty { throw CourseLoadError(problems: errors) }
        return result.course
    }
}

/// Reads `Lessons/` and `Content/` under a course root into a `Course`, collecting problems
/// instead of stopping at the first.
public struct CourseLoader: Sendable {
    /// The folder holding `Lessons/` and `Content/`.
    public let root: URL

    /// The languages to read content in; nil: every language the course has.
    public let languages: [Language]?

    /// Makes a loader for the course under `root`, reading content in `languages` (nil: all;
    /// lint needs all, a learner's session needs English and their own).
    public init(root: URL, languages: [Language]? = nil) {
        self.root = root
        self.languages = languages
    }

    /// Loads everything that can be read.
    public func load() -> CourseLoadResult {
        var session = LoadSession(files: CourseFiles(root: root))
        let course = session.loadCourse(only: languages)
        return CourseLoadResult(course: course, problems: session.problems)
    }
}

/// The state of one load: the files and the problems found so far.
struct LoadSession {
    let files: CourseFiles
    var problems: [CourseProblem] = []
    var languages: [Language] = []

    init(files: CourseFiles) {
        self.files = files
    }

    mutating func problem(_ file: String, _ id: CourseProblemID, _ message: String, line: Int? = nil) {
        problems.append(CourseProblem(file: file, line: line, id: id, message: message))
    }

    /// Parses a YAML file; nil when missing (reported if `required`) or invalid (reported).
    mutating func yaml(_ file: String, required: Bool) -> Node? {
        guard let text = files.read(file) else {
            if required {
                problem(file, files.exists(file) ? .fileUnreadable : .fileMissing,
                        files.exists(file) ? "the file is not UTF-8 text" : "the file is missing")
            }
            return nil
        }
        var reader = YAMLReader(file: file)
        let node = reader.parse(text)
        problems += reader.problems
        return node
    }

    mutating func loadCourse(only wanted: [Language]? = nil) -> Course {
        languages = Language.allCases.filter { files.isDirectory("Content/\($0.code)") && wanted?.contains($0) ?? true }
        if !languages.contains(.english) {
            problem("Content/en", .fileMissing, "there is no English content folder 'Content/en'")
        }
        let lessons = loadLessons(lessonOrder())
        reportDuplicateExercises(lessons)
        var interface: [Language: [String: String]] = [:]
        var glossary: [Language: [String: String]] = [:]
        for language in languages {
            interface[language] = flatStrings("Content/\(language.code)/ui.yaml")
            glossary[language] = flatStrings("Content/\(language.code)/glossary.yaml")
        }
        return Course(
            root: files.root, lessons: lessons, languages: languages,
            interfaceStrings: interface, glossary: glossary)
    }

    /// The lesson ids of `course.yaml`, with their lines.
    private mutating func lessonOrder() -> [(id: String, line: Int?)] {
        let file = "Lessons/course.yaml"
        guard let node = yaml(file, required: true) else { return [] }
        var reader = YAMLReader(file: file)
        defer { problems += reader.problems }
        guard let pairs = reader.mapping(node, "course.yaml"),
              let list = reader.sequence(reader.field("lessons", in: pairs, of: node, what: "course.yaml"), "'lessons'")
        else { return [] }
        var seen: Set<String> = []
        var order: [(id: String, line: Int?)] = []
        for item in list {
            guard let id = reader.scalar(item, "a lesson id") else { continue }
            if !seen.insert(id).inserted {
                reader.report(.duplicateID, "lesson '\(id)' is listed twice", at: item)
                continue
            }
            if !id.isKebabCaseID {
                reader.report(.invalidID, "lesson id '\(id)' is not lower-case kebab-case", at: item)
            }
            order.append((id, item.mark?.line))
        }
        return order
    }

    private mutating func reportDuplicateExercises(_ lessons: [Lesson]) {
        var seen: [String: String] = [:]
        for lesson in lessons {
            for exercise in lesson.exercises {
                if let other = seen[exercise.id] {
                    problem(exercise.position.file, .duplicateID,
                            "exercise id '\(exercise.id)' is also used in lesson '\(other)'; exercise ids must be unique in the course")
                }
                seen[exercise.id] = lesson.id
            }
        }
    }

    /// A YAML mapping flattened to `a.b.c` keys → string values; empty when the file is absent.
    mutating func flatStrings(_ file: String) -> [String: String] {
        guard let node = yaml(file, required: false) else { return [:] }
        var result: [String: String] = [:]
        func walk(_ node: Node, _ prefix: String) {
            switch node {
            case let .mapping(map):
                for pair in map {
                    let key = pair.key.string ?? ""
                    walk(pair.value, prefix.isEmpty ? key : "\(prefix).\(key)")
                }
            case let .scalar(scalar):
                result[prefix] = scalar.string
            case let .sequence(list):
                for (index, item) in list.enumerated() { walk(item, "\(prefix).\(index)") }
            default:
                break
            }
        }
        walk(node, "")
        return result
    }
}

extension String {
    /// Lower-case kebab-case: `root-in-code`, `tab-bars2`.
    var isKebabCaseID: Bool {
        !isEmpty && !hasPrefix("-") && !hasSuffix("-") && !contains("--")
            && allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }
    }
}
