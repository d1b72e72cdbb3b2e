import Foundation
import GRDB

/// The learner's progress, kept in one SQLite file (WAL mode, so a shell and a grading script
/// can use it at the same time).
///
/// Every write runs in its own transaction and returns only after it committed with
/// `synchronous = FULL`: once a method returns, the write survives the process being killed
/// and the machine losing power. A write of an attempt or an answer that cannot commit is kept
/// in the ``PendingJournal`` beside the file and saved the next time the file opens.
package final class ProgressStore: Sendable {
    /// The SQLite file.
    package let path: String
    /// The profile whose progress this store reads and writes.
    package let profile: String
    /// The one connection: it reads and writes (WAL lets other processes read and write beside
    /// it). A queue rather than a pool because GRDB's pool runs statements on open that need
    /// the write lock (see ``init(path:profile:busyTimeout:)``).
    let database: DatabaseQueue
    /// Why the file is open only for reading: it is damaged or from a newer vctutor (see
    /// ``openReadOnly(path:profile:because:)``). Every write throws this error; nil when the
    /// file is open for writing.
    package let readOnlyBecause: ProgressStoreError?

    /// The profile a store reads and writes unless told otherwise.
    package static let defaultProfile = "default"

    /// How long a write waits for another process's write to finish, in seconds.
    package static let busyTimeout: TimeInterval = 10

    /// Opens (creating if needed) the progress file at `path`, brings its schema up to date and
    /// saves what the pending-writes journal holds.
    ///
    /// - Throws: ``ProgressStoreError`` when the file is damaged, empty, from a newer vctutor,
    ///   or cannot be opened. Those files are only ever opened read-only (see
    ///   ``inspect(path:)``), so they are never changed.
    package init(path: String, profile: String = ProgressStore.defaultProfile, busyTimeout: TimeInterval = ProgressStore.busyTimeout)
        throws(ProgressStoreError)
    {
        self.path = path
        self.profile = profile
        readOnlyBecause = nil
        try Self.inspect(path: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        // GRDB's DatabasePool would turn WAL on itself and set `synchronous = NORMAL` after any
        // `prepareDatabase` (and create a table when the WAL file is empty, which waits for the
        // write lock). With a queue in the default journal mode GRDB does neither: FULL set
        // here stays, and WAL is turned on below only for a file not yet in WAL mode.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try database.writeWithoutTransaction { db in
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
            }
            // Migrating takes the write lock; a file already up to date opens beside a long
            // write of another process.
            let migrator = Schema.migrator
            if try !database.read({ db in try migrator.hasCompletedMigrations(db) }) {
                try migrator.migrate(database)
            }
        } catch {
            throw Self.classify(error, path: path)
        }
        // Saved now or at a later open: a failure here loses nothing.
        try? PendingJournal(databasePath: path).replay(into: database)
    }

    /// Opens a file that ``init(path:profile:busyTimeout:)`` refused as `refusal` (damaged or
    /// newer, ``ProgressStoreError/opensReadOnly``) for reading only, until the learner moves
    /// it aside: reads give what can still be read, every write throws `refusal` (a write of
    /// learner's work is kept in the ``PendingJournal`` for the file that replaces it). Nothing
    /// is written to the file: the connection is SQLite's read-only one, no migration or
    /// journal replay runs.
    package static func openReadOnly(
        path: String, profile: String = ProgressStore.defaultProfile, because refusal: ProgressStoreError
    ) throws(ProgressStoreError) -> ProgressStore {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return ProgressStore(path: path, profile: profile, readOnly: queue, because: refusal)
        } catch {
            throw refusal
        }
    }

    private init(path: String, profile: String, readOnly queue: DatabaseQueue, because refusal: ProgressStoreError) {
        self.path = path
        self.profile = profile
        database = queue
        readOnlyBecause = refusal
    }

    /// Checks, opening it read-only, that an existing file at `path` is a sound progress file
    /// this vctutor can use: not empty, readable, passing SQLite's quick check, without schema
    /// versions this vctutor does not know. Nothing is written to the file.
    package static func inspect(path: String) throws(ProgressStoreError) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            throw ProgressStoreError(kind: .folder, path: path, reason: "a folder")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ProgressStoreError(kind: .unreadable, path: path, reason: "permission denied")
        }
        try? handle.close()
        let size = (try? files.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        let walSize = (try? files.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        if size == 0 && walSize == 0 {
            throw ProgressStoreError(kind: .empty, path: path, reason: "0 bytes")
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") } ?? "no answer"
            if check != "ok" {
                throw ProgressStoreError(kind: .damaged, path: path, reason: "SQLite's integrity check says: \(check)")
            }
            let unknown = try queue.read { db in
                try Schema.migrator.appliedIdentifiers(db).subtracting(Schema.knownMigrations)
            }
            if !unknown.isEmpty {
                throw ProgressStoreError(
                    kind: .newerSchema, path: path,
                    reason: "unknown schema versions: \(unknown.sorted().joined(separator: ", "))")
            }
        } catch let error as ProgressStoreError {
            throw error
        } catch {
            throw classify(error, path: path)
        }
    }

    /// Turns a GRDB or file error into a learner-facing ``ProgressStoreError`` that says what
    /// happened.
    static func classify(_ error: any Error, path: String) -> ProgressStoreError {
        if let error = error as? ProgressStoreError { return error }
        if let dbError = error as? DatabaseError {
            let reason = dbError.message ?? "\(dbError.resultCode)"
            switch dbError.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                return ProgressStoreError(kind: .damaged, path: path, reason: "not a readable SQLite database")
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                return ProgressStoreError(kind: .locked, path: path, reason: reason)
            case .SQLITE_FULL:
                return ProgressStoreError(kind: .diskFull, path: path, reason: reason)
            case .SQLITE_READONLY:
                return ProgressStoreError(kind: .readOnly, path: path, reason: reason)
            case .SQLITE_PERM, .SQLITE_AUTH:
                return ProgressStoreError(kind: .unreadable, path: path, reason: reason)
            default:
                return ProgressStoreError(kind: .inaccessible, path: path, reason: reason)
            }
        }
        if error is RowDecodingError || error is DecodingError {
            return ProgressStoreError(kind: .damaged, path: path, reason: "a stored value cannot be read: \(error)")
        }
        return ProgressStoreError(kind: .inaccessible, path: path, reason: "\(error)")
    }

    /// Runs `body` in one write transaction, mapping failures to ``ProgressStoreError``.
    func write<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        if let readOnlyBecause { throw readOnlyBecause }
        do {
            return try database.write(body)
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Runs `body` as a read, mapping failures to ``ProgressStoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw Self.classify(error, path: path)
        }
    }
}
