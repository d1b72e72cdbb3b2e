import Foundation

/// Everything in a progress file, as written by `vctutor export` and read by `vctutor import`.
package struct ProgressExport: Codable, Equatable, Sendable {
    /// The version of this format; an import refuses a higher one. Format 2 holds review items
    /// as FSRS cards; format 1 (SM-2 fields `repetitions`, `intervalDays`, `ease`) still imports,
    /// converted by ``FSRS/card(sm2Ease:intervalDays:reviewedAt:due:)``.
    package static let currentFormat = 2

    /// This file's format version.
    package var format: Int
    /// When the export was made.
    package var exportedAt: Date
    package var profiles: [Profile]
    package var lessonReadings: [LessonReading]
    package var quizAttempts: [QuizAttempt]
    package var quizAnswers: [QuizAnswer]
    package var exerciseAttempts: [ExerciseAttempt]
    package var reviewItems: [ReviewItem]
    /// How many hints each exercise has shown; absent in files exported before hints were
    /// counted (read as none).
    package var hintProgress: [HintProgress]?

    /// Encodes as pretty-printed JSON with ISO 8601 dates.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Decodes and validates an export (``validate(path:)``), with a message naming the
    /// offending record and field when it does not fit.
    package static func decode(_ data: Data, path: String) throws(ProgressStoreError) -> ProgressExport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.userInfo[.strictDates] = true
        let export: ProgressExport
        do {
            export = try decoder.decode(ProgressExport.self, from: data)
        } catch let error as DecodingError {
            throw ProgressStoreError(kind: .badExport, path: path, reason: describe(error))
        } catch {
            throw ProgressStoreError(kind: .badExport, path: path, reason: "\(error)")
        }
        if export.format > currentFormat {
            throw ProgressStoreError(
                kind: .badExport, path: path,
                reason: "it is format \(export.format), this vctutor reads up to \(currentFormat)")
        }
        try export.validate(path: path)
        return export
    }

    private static func describe(_ error: DecodingError) -> String {
        func where_(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : "'" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".") + "'"
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not valid JSON"
                : "the value at \(where_(context.codingPath)) is invalid: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing at \(where_(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the value at \(where_(context.codingPath)) has the wrong type"
        @unknown default:
            return "\(error)"
        }
    }
}
