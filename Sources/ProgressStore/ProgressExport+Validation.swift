import Foundation

extension ProgressExport {
    /// The dates an export may hold.
    package static let dateRange = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)  // 1970...2200
    /// The longest id or name an export may hold.
    package static let maximumIdLength = 200
    /// The longest answer text an export may hold.
    package static let maximumAnswerLength = 10_000
    /// The largest page or check count an export may hold.
    package static let maximumCount = 10_000

    /// Checks every field of every record against its range; throws for the first that is out
    /// of it, naming the record and the field, so that an import is refused whole.
    package func validate(path: String) throws(ProgressStoreError) {
        var check = FieldCheck()
        for (i, p) in profiles.enumerated() {
            check.start("profiles[\(i)] (profile '\(p.name.prefix(40))')", ids: ["name": p.name], dates: ["createdAt": p.createdAt])
            if let language = p.language { check.count(language.count, 1...20, "language") }
        }
        for (i, r) in lessonReadings.enumerated() {
            check.start("lessonReadings[\(i)] (lesson '\(r.lessonId.prefix(40))')",
                        ids: ["profile": r.profile, "lessonId": r.lessonId], dates: ["updatedAt": r.updatedAt])
            check.count(r.pagesRead, 0...Self.maximumCount, "pagesRead")
        }
        for (i, a) in quizAttempts.enumerated() {
            check.start("quizAttempts[\(i)] (id '\(a.id.prefix(40))')",
                        ids: ["id": a.id, "profile": a.profile, "quizId": a.quizId], dates: ["startedAt": a.startedAt])
        }
        for (i, a) in quizAnswers.enumerated() {
            check.start("quizAnswers[\(i)] (id '\(a.id.prefix(40))')",
                        ids: ["id": a.id, "attemptId": a.attemptId, "questionId": a.questionId], dates: ["answeredAt": a.answeredAt])
            check.count(a.given.count, 0...Self.maximumAnswerLength, "given (its length)")
        }
        for (i, a) in exerciseAttempts.enumerated() {
            check.start("exerciseAttempts[\(i)] (id '\(a.id.prefix(40))')",
                        ids: ["id": a.id, "profile": a.profile, "exerciseId": a.exerciseId], dates: ["attemptedAt": a.attemptedAt])
            check.count(a.checksTotal, 0...Self.maximumCount, "checksTotal")
            check.count(a.checksPassed, 0...max(0, min(a.checksTotal, Self.maximumCount)), "checksPassed")
        }
        for (i, item) in reviewItems.enumerated() {
            check.start("reviewItems[\(i)] (question '\(item.questionId.prefix(40))')",
                        ids: ["profile": item.profile, "questionId": item.questionId],
                        dates: ["dueDate": item.dueDate, "updatedAt": item.updatedAt, "lastReview": item.lastReview])
            if let step = item.step { check.count(step, 0...10, "step") }
            if let stability = item.stability { check.number(stability, FSRS.minimumStability...FSRS.maximumStability, "stability") }
            if let difficulty = item.difficulty { check.number(difficulty, 1...10, "difficulty") }
        }
        for (i, h) in (hintProgress ?? []).enumerated() {
            check.start("hintProgress[\(i)] (exercise '\(h.exerciseId.prefix(40))')",
                        ids: ["profile": h.profile, "exerciseId": h.exerciseId], dates: ["updatedAt": h.updatedAt])
            check.count(h.shown, 0...Self.maximumCount, "shown")
        }
        if let problem = check.problem {
            throw ProgressStoreError(kind: .badExport, path: path, reason: problem)
        }
    }
}

/// Collects the first field found out of its range.
private struct FieldCheck {
    private var record = ""
    private(set) var problem: String?

    /// Starts checking the record named `record`: its ids (1...200 characters) and its dates
    /// (an absent optional date passes).
    mutating func start(_ record: String, ids: KeyValuePairs<String, String>, dates: KeyValuePairs<String, Date?>) {
        self.record = record
        for (field, value) in ids { id(value, field) }
        for (field, value) in dates { if let value { date(value, field) } }
    }

    mutating func id(_ value: String, _ field: String) {
        if value.isEmpty || value.count > ProgressExport.maximumIdLength {
            fail(field, value.isEmpty ? "empty" : "\(value.count) characters long", "1…\(ProgressExport.maximumIdLength) characters")
        }
    }

    mutating func count(_ value: Int, _ range: ClosedRange<Int>, _ field: String) {
        if !range.contains(value) { fail(field, "\(value)", "\(range.lowerBound)…\(range.upperBound)") }
    }

    mutating func number(_ value: Double, _ range: ClosedRange<Double>, _ field: String) {
        if !value.isFinite || !range.contains(value) { fail(field, "\(value)", "\(range.lowerBound)…\(range.upperBound)") }
    }

    mutating func date(_ value: Date, _ field: String) {
        if !ProgressExport.dateRange.contains(value) {
            let format = ISO8601DateFormatter()
            let shown = value.timeIntervalSince1970.magnitude < 1e12 ? format.string(from: value) : "\(value.timeIntervalSince1970) s"
            fail(field, shown, "between 1970-01-01 and 2200-01-01")
        }
    }

    private mutating func fail(_ field: String, _ value: String, _ expected: String) {
        guard problem == nil else { return }
        problem = "\(record): '\(field)' is \(value), it must be \(expected)"
    }
}
