import Foundation

extension ProgressStore {
    /// The way out of a damaged, empty or too-new progress file: copies it (and its `-wal` and
    /// `-shm` companions) to `<path>.backup-<timestamp>` beside it, then removes the originals
    /// so the next open starts a new file. Returns the backup's path.
    ///
    /// Refused (nothing moved) for a file that opens fine (``ProgressStoreError/Kind/healthy``),
    /// one that cannot be read, and one another process has open
    /// (``ProgressStoreError/Kind/inUse``, see ``isOpenElsewhere(path:)``). Nothing is removed
    /// unless the copy succeeded.
    package static func moveAside(path: String, now: Date) throws(ProgressStoreError) -> String {
        try checkMovable(path: path)
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

    /// Throws unless the file at `path` may be moved aside: it is damaged, empty or newer, and
    /// no other process has it open.
    package static func checkMovable(path: String) throws(ProgressStoreError) {
        do throws(ProgressStoreError) {
            try inspect(path: path)
            throw ProgressStoreError(kind: .healthy, path: path, reason: "it opens fine")
        } catch where error.canMoveAside {
            // Damaged, empty or newer: the case this is for.
        }
        if isOpenElsewhere(path: path) {
            throw ProgressStoreError(kind: .inUse, path: path, reason: "another process holds a lock on it")
        }
    }

    /// Whether another process has the SQLite file at `path` open, as far as its locks show:
    /// every connection to a WAL database holds a shared lock on its `-shm` file while open, and
    /// a connection in a transaction locks bytes of the database file. (POSIX locks of this
    /// process are not seen, which is what is wanted: it closed its own connections.)
    package static func isOpenElsewhere(path: String) -> Bool {
        [path + "-shm", path].contains { file in
            let descriptor = open(file, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var lock = flock()
            lock.l_type = Int16(F_WRLCK)
            lock.l_whence = Int16(SEEK_SET)
            lock.l_start = 0
            lock.l_len = 0  // the whole file, and beyond (SQLite locks bytes past the end)
            guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
            return lock.l_type != Int16(F_UNLCK)
        }
    }
}
