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
            check.record = "profiles[\(i)] (profile '\(p.name.prefix(40))')"
            check.id(p.name, "name")
            if let language = p.language { check.count(language.count, 1...20, "language") }
            check.date(p.createdAt, "createdAt")
        }
        for (i, r) in lessonReadings.enumerated() {
            check.record = "lessonReadings[\(i)] (lesson '\(r.lessonId.prefix(40))')"
            check.id(r.profile, "profile")
            check.id(r.lessonId, "lessonId")
            check.count(r.pagesRead, 0...Self.maximumCount, "pagesRead")
            check.date(r.updatedAt, "updatedAt")
        }
        for (i, a) in quizAttempts.enumerated() {
            check.record = "quizAttempts[\(i)] (id '\(a.id.prefix(40))')"
            check.id(a.id, "id")
            check.id(a.profile, "profile")
            check.id(a.quizId, "quizId")
            check.date(a.startedAt, "startedAt")
        }
        for (i, a) in quizAnswers.enumerated() {
            check.record = "quizAnswers[\(i)] (id '\(a.id.prefix(40))')"
            check.id(a.id, "id")
            check.id(a.attemptId, "attemptId")
            check.id(a.questionId, "questionId")
            check.count(a.given.count, 0...Self.maximumAnswerLength, "given (its length)")
            check.date(a.answeredAt, "answeredAt")
        }
        for (i, a) in exerciseAttempts.enumerated() {
            check.record = "exerciseAttempts[\(i)] (id '\(a.id.prefix(40))')"
            check.id(a.id, "id")
            check.id(a.profile, "profile")
            check.id(a.exerciseId, "exerciseId")
            check.count(a.checksTotal, 0...Self.maximumCount, "checksTotal")
            check.count(a.checksPassed, 0...max(0, min(a.checksTotal, Self.maximumCount)), "checksPassed")
            check.date(a.attemptedAt, "attemptedAt")
        }
        for (i, item) in reviewItems.enumerated() {
            check.record = "reviewItems[\(i)] (question '\(item.questionId.prefix(40))')"
            check.id(item.profile, "profile")
            check.id(item.questionId, "questionId")
            if let step = item.step { check.count(step, 0...10, "step") }
            if let stability = item.stability { check.number(stability, FSRS.minimumStability...FSRS.maximumStability, "stability") }
            if let difficulty = item.difficulty { check.number(difficulty, 1...10, "difficulty") }
            if let lastReview = item.lastReview { check.date(lastReview, "lastReview") }
            check.date(item.dueDate, "dueDate")
            check.date(item.updatedAt, "updatedAt")
        }
        for (i, h) in (hintProgress ?? []).enumerated() {
            check.record = "hintProgress[\(i)] (exercise '\(h.exerciseId.prefix(40))')"
            check.id(h.profile, "profile")
            check.id(h.exerciseId, "exerciseId")
            check.count(h.shown, 0...Self.maximumCount, "shown")
            check.date(h.updatedAt, "updatedAt")
        }
        if let problem = check.problem {
            throw ProgressStoreError(kind: .badExport, path: path, reason: problem)
        }
    }
}

/// Collects the first field found out of its range.
private struct FieldCheck {
    var record = ""
    private(set) var problem: String?

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
