import Foundation
import GRDB

extension ProgressStore {
    /// How many hints of `exerciseId` were shown (0 when none).
    package func hintsShown(exerciseId: String) throws(ProgressStoreError) -> Int {
        try read { db in
            try HintProgress.fetchOne(db, key: ["profile": profile, "exerciseId": exerciseId])?.shown ?? 0
        }
    }

    /// Records that `shown` hints of `exerciseId` have been seen. The count never goes back:
    /// a smaller number keeps what was stored.
    package func recordHintsShown(exerciseId: String, shown: Int, now: Date) throws(ProgressStoreError) {
        try write { db in
            let key: [String: any DatabaseValueConvertible] = ["profile": profile, "exerciseId": exerciseId]
            let previous = try HintProgress.fetchOne(db, key: key)?.shown ?? 0
            try HintProgress(profile: profile, exerciseId: exerciseId, shown: max(previous, shown), updatedAt: now).save(db)
        }
    }
}
