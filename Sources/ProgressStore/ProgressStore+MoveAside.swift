import Foundation

extension ProgressStore {
    /// The way out of a damaged or too-new progress file: copies it (and its `-wal` and `-shm`
    /// companions) to `<path>.backup-<timestamp>` beside it, then removes the originals so the
    /// next open starts a new file. Returns the backup's path.
    ///
    /// Nothing is removed unless the copy succeeded.
    package static func moveAside(path: String, now: Date) throws(ProgressStoreError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let backup = "\(path).backup-\(formatter.string(from: now))"
        let files = FileManager.default
        do {
            for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
                try files.copyItem(atPath: path + suffix, toPath: backup + suffix)
            }
            for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
                try files.removeItem(atPath: path + suffix)
            }
        } catch {
            throw ProgressStoreError(kind: .inaccessible, path: path, reason: "cannot move it aside: \(error)")
        }
        return backup
    }
}
