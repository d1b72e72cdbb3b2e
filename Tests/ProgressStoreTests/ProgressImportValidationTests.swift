import Foundation
import Testing
@testable import ProgressStore

/// Imports are checked field by field and refused whole, naming the record and the field.
@Suite struct ProgressImportValidationTests {
    /// An export holding one sound exercise attempt and `reviewItem` (JSON) in format `format`.
    static func export(format: Int, reviewItem: String) -> String {
        """
        {"format": \(format), "exportedAt": "2026-11-01T10:00:00Z", "profiles": [], "lessonReadings": [],
         "quizAttempts": [], "quizAnswers": [],
         "exerciseAttempts": [{"id": "A1", "profile": "default", "exerciseId": "root-in-code", "passed": true,
           "checksPassed": 2, "checksTotal": 2, "attemptedAt": "2026-11-01T09:00:00Z"}],
         "reviewItems": [\(reviewItem)]}
        """
    }

    static let sm2 = #"{"profile": "default", "questionId": "windows.q1", "repetitions": 2, "intervalDays": 6, "ease": 2.6, "dueDate": "2026-11-07T10:00:00Z", "updatedAt": "2026-11-01T10:00:00Z"}"#
    static let fsrs = #"{"profile": "default", "questionId": "windows.q1", "phase": "review", "stability": 6, "difficulty": 5, "lastReview": "2026-11-01T10:00:00Z", "dueDate": "2026-11-07T10:00:00Z", "updatedAt": "2026-11-01T10:00:00Z"}"#

    @Test(arguments: [
        (1, sm2.replacingOccurrences(of: "2.6", with: "1e308"), "ease"),
        (1, sm2.replacingOccurrences(of: "\"intervalDays\": 6", with: "\"intervalDays\": 9223372036854775807"), "intervalDays"),
        (2, fsrs.replacingOccurrences(of: "\"stability\": 6", with: "\"stability\": 1e308"), "stability"),
        (2, fsrs.replacingOccurrences(of: "\"difficulty\": 5", with: "\"difficulty\": -3"), "difficulty"),
        (2, fsrs.replacingOccurrences(of: "2026-11-07T10:00:00Z", with: "99999-11-07T10:00:00Z"), "dueDate"),
        (2, fsrs.replacingOccurrences(of: "\"phase\": \"review\"", with: "\"phase\": \"review\", \"step\": -1"), "step"),
        (2, fsrs.replacingOccurrences(of: "\"questionId\": \"windows.q1\"", with: "\"questionId\": \"\""), "questionId"),
    ])
    func anAbsurdValueIsRefusedWhole(format: Int, item: String, field: String) throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let file = folder.url.appendingPathComponent("bad.json")
        try Data(Self.export(format: format, reviewItem: item).utf8).write(to: file)
        let error = #expect(throws: ProgressStoreError.self) { try store.importFile(file) }
        #expect(error?.kind == .badExport)
        #expect(error?.description.contains(field) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("reviewItems") == true, "\(error?.description ?? "")")
        // Nothing of the file was imported, not even its sound attempt.
        #expect(try store.exerciseAttempts().isEmpty)
        #expect(try store.reviewItems().isEmpty)
    }

    @Test func aCheckCountAboveItsTotalIsRefused() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let file = folder.url.appendingPathComponent("bad.json")
        try Data(Self.export(format: 2, reviewItem: Self.fsrs).replacingOccurrences(of: "\"checksPassed\": 2", with: "\"checksPassed\": 3").utf8)
            .write(to: file)
        let error = #expect(throws: ProgressStoreError.self) { try store.importFile(file) }
        #expect(error?.description.contains("exerciseAttempts[0]") == true)
        #expect(error?.description.contains("'checksPassed' is 3") == true)
    }

    @Test(arguments: [1, 2])
    func soundExportsOfBothFormatsImport(format: Int) throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let file = folder.url.appendingPathComponent("good.json")
        try Data(Self.export(format: format, reviewItem: format == 1 ? Self.sm2 : Self.fsrs).utf8).write(to: file)
        try store.importFile(file)
        let item = try #require(try store.reviewItems().first)
        #expect(item.phase == .review && item.stability == 6)
        #expect(item.dueDate == ISO8601DateFormatter().date(from: "2026-11-07T10:00:00Z"))
        #expect(try store.exerciseAttempts().map(\.id) == ["A1"])
    }

    @Test func anExportCarriesTheFSRSFields() throws {
        let folder = try TemporaryFolder()
        let store = try ProgressStore(path: folder.path("a.sqlite"))
        let t0 = Date(timeIntervalSince1970: 1_767_225_600)
        try store.recordReview(questionId: "windows.q1", rating: .good, now: t0)
        let json = String(decoding: try store.exportAll(now: t0).encoded(), as: UTF8.self)
        for field in ["\"format\" : 2", "\"phase\" : \"learning\"", "\"step\" : 1", "\"stability\"", "\"difficulty\"", "\"lastReview\""] {
            #expect(json.contains(field), "\(field)")
        }
    }
}
