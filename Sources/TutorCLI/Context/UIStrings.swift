import Foundation
import Yams

/// The program's own words in one language, from `Content/<language>/ui.yaml` (a flat map of
/// dotted keys to text with `{name}` placeholders). A key missing in the language falls back
/// to English, then to the key itself, so a gap shows up instead of crashing.
package struct UIStrings: Sendable {
    /// The language these strings are in.
    package let language: CourseLanguage
    private let table: [String: String]
    private let english: [String: String]

    package init(language: CourseLanguage, table: [String: String], english: [String: String]) {
        self.language = language
        self.table = table
        self.english = english
    }

    /// Loads the strings from the `Content` folder under `courseRoot`.
    ///
    /// - Throws: ``UIStringsError`` naming the file when it is missing or not a map of strings.
    package static func load(language: CourseLanguage, courseRoot: String) throws -> UIStrings {
        let english = try table(at: path(courseRoot, .english))
        let table = language == .english ? english : try self.table(at: path(courseRoot, language))
        return UIStrings(language: language, table: table, english: english)
    }

    private static func path(_ root: String, _ language: CourseLanguage) -> String {
        "\(root)/Content/\(language.rawValue)/ui.yaml"
    }

    private static func table(at path: String) throws -> [String: String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw UIStringsError(path: path, reason: "cannot read the file")
        }
        do {
            guard let map = try Yams.load(yaml: text) as? [String: Any] else {
                throw UIStringsError(path: path, reason: "expected a map of keys to text")
            }
            var result: [String: String] = [:]
            for (key, value) in map {
                guard let string = value as? String else {
                    throw UIStringsError(path: path, reason: "the value of '\(key)' is not text")
                }
                result[key] = string
            }
            return result
        } catch let error as UIStringsError {
            throw error
        } catch {
            throw UIStringsError(path: path, reason: "invalid YAML: \(error)")
        }
    }

    /// The text for `key` with `{name}` placeholders filled from `values`.
    package func text(_ key: String, _ values: [String: String] = [:]) -> String {
        var result = table[key] ?? english[key] ?? key
        for (name, value) in values {
            result = result.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return result
    }

    /// Every key in the language's own file.
    package var keys: Set<String> { Set(table.keys) }
}

/// A `ui.yaml` that cannot be used.
package struct UIStringsError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String
    package var description: String { "'\(path)': \(reason)" }
}
