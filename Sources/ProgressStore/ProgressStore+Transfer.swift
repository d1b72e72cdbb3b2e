import Foundation
import GRDB

extension ProgressStore {
    /// Everything in the file, every profile.
    package func exportAll(now: Date) throws(ProgressStoreError) -> ProgressExport {
        try read { db in
            ProgressExport(
                format: ProgressExport.currentFormat, exportedAt: now,
                profiles: try Profile.order(Column("name")).fetchAll(db),
                lessonReadings: try LessonReading.order(Column("profile"), Column("lessonId")).fetchAll(db),
                quizAttempts: try QuizAttempt.order(Column("startedAt"), Column("id")).fetchAll(db),
                quizAnswers: try QuizAnswer.order(Column("answeredAt"), Column("id")).fetchAll(db),
                exerciseAttempts: try ExerciseAttempt.order(Column("attemptedAt"), Column("id")).fetchAll(db),
                reviewItems: try ReviewItem.order(Column("profile"), Column("questionId")).fetchAll(db),
                hintProgress: try HintProgress.order(Column("profile"), Column("exerciseId")).fetchAll(db))
        }
    }

    /// Writes ``exportAll(now:)`` to `file` as JSON.
    package func export(to file: URL, now: Date) throws(ProgressStoreError) {
        let export = try exportAll(now: now)
        do {
            try export.encoded().write(to: file, options: .atomic)
        } catch {
            throw ProgressStoreError(kind: .inaccessible, path: file.path, reason: "\(error)")
        }
    }

    /// Reads an export file and merges it in (see ``merge(_:)``).
    package func importFile(_ file: URL) throws(ProgressStoreError) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ProgressStoreError(kind: .badExport, path: file.path, reason: "the file cannot be read")
        }
        try merge(ProgressExport.decode(data, path: file.path))
    }

    /// Merges an export into the file in one transaction, never losing anything already here:
    /// attempts and answers are united by id, lesson reading keeps the furthest progress, a
    /// question's schedule is the more recently updated one, an exercise's hint count is the
    /// larger one, a profile keeps its language unless it has none.
    package func merge(_ export: ProgressExport) throws(ProgressStoreError) {
        try write { db in
            for incoming in export.profiles {
                if var existing = try Profile.fetchOne(db, key: incoming.name) {
                    if existing.language == nil, incoming.language != nil {
                        existing.language = incoming.language
                        try existing.update(db)
                    }
                } else {
                    try incoming.insert(db)
                }
            }
            for incoming in export.lessonReadings {
                let key: [String: any DatabaseValueConvertible] = ["profile": incoming.profile, "lessonId": incoming.lessonId]
                if let existing = try LessonReading.fetchOne(db, key: key) {
                    try existing.merged(with: incoming).update(db)
                } else {
                    try incoming.insert(db)
                }
            }
            for attempt in export.quizAttempts { try attempt.insert(db, onConflict: .ignore) }
            for answer in export.quizAnswers { try answer.insert(db, onConflict: .ignore) }
            for attempt in export.exerciseAttempts { try attempt.insert(db, onConflict: .ignore) }
            for incoming in export.reviewItems {
                let key: [String: any DatabaseValueConvertible] = ["profile": incoming.profile, "questionId": incoming.questionId]
                if let existing = try ReviewItem.fetchOne(db, key: key), existing.updatedAt >= incoming.updatedAt {
                    continue
                }
                try incoming.save(db)
            }
            for incoming in export.hintProgress ?? [] {
                let key: [String: any DatabaseValueConvertible] = ["profile": incoming.profile, "exerciseId": incoming.exerciseId]
                if let existing = try HintProgress.fetchOne(db, key: key), existing.shown >= incoming.shown {
                    continue
                }
                try incoming.save(db)
            }
        }
    }
}
