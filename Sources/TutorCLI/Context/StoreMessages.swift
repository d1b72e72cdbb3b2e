import Foundation
import ProgressStore

extension CommandSession {
    /// What went wrong with the progress store, in the learner's language (`store.<kind>` in
    /// ui.yaml, plus `store.kept` when the write was kept for the next run); any other error
    /// as it describes itself. Without the string tables, the store's English message.
    func describe(_ error: any Error) -> String {
        guard let error = error as? ProgressStoreError else { return "\(error)" }
        let key = "store.\(error.kind.rawValue)"
        var text = t(key, ["path": error.path, "reason": error.reason])
        if text == key { return error.description }
        if let journal = error.keptIn { text += " " + t("store.kept", ["journal": journal]) }
        return text
    }

    /// How long until `date`, in the learner's language: minutes under an hour, hours under a
    /// day, then days (each rounded up, so "in 10 min" is never early).
    func timeUntil(_ date: Date, from now: Date) -> String {
        let seconds = max(0, date.timeIntervalSince(now))
        if seconds < 3_600 { return t("time.minutes", ["n": "\(max(1, Int((seconds / 60).rounded(.up))))"]) }
        if seconds < 86_400 { return t("time.hours", ["n": "\(Int((seconds / 3_600).rounded(.up)))"]) }
        let days = Int(min((seconds / 86_400).rounded(.up), 1e6))
        return days == 1 ? t("time.day_one") : t("time.days", ["n": "\(days)"])
    }
}

extension TutorContext {
    /// Records something the learner did. When the progress file cannot be opened or written,
    /// the write is kept in the pending-writes journal beside it (saved at the next open) and
    /// the error says so.
    func record(_ write: PendingWrite) throws(ProgressStoreError) {
        let store: ProgressStore
        do {
            store = try self.store()
        } catch {
            throw ProgressStore.keep(write, after: error, databasePath: paths.database)
        }
        try store.record(write)
    }

    /// The local date and time `date` falls on, as `yyyy-MM-dd HH:mm`.
    func localTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
