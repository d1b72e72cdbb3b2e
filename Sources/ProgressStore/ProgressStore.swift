import Foundation
import GRDB

/// The learner's progress, kept in one SQLite file (WAL mode, so a shell and a grading script
/// can use it at the same time).
///
/// Every write runs in its own transaction and returns only after it committed: once a
/// method returns, the write survives the process being killed.
package final class ProgressStore: Sendable {
    /// The SQLite file.
    package let path: String
    /// The profile whose progress this store reads and writes.
    package let profile: String
    let pool: DatabasePool

    /// How long a write waits for another process's write to finish, in seconds.
    package static let busyTimeout: TimeInterval = 10

    /// Opens (creating if needed) the progress file at `path` and brings its schema up to date.
    ///
    /// - Throws: ``ProgressStoreError`` when the file is damaged, from a newer vctutor, or
    ///   cannot be opened. The file is never reset or changed in those cases.
    package init(path: String, profile: String = "default") throws(ProgressStoreError) {
        self.path = path
        self.profile = profile
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw Self.classify(error, path: path)
        }
        self.pool = pool
        try Self.prepare(pool, path: path)
    }

    /// Checks the file is sound and not newer than this program, then migrates it.
    private static func prepare(_ pool: DatabasePool, path: String) throws(ProgressStoreError) {
        let migrator = Schema.migrator
        do {
            let verdict = try pool.read { db -> String? in
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
                if check != "ok" { return "integrity check says: \(check)" }
                return nil
            }
            if let verdict { throw ProgressStoreError(kind: .damaged, path: path, reason: verdict) }
            let unknown = try pool.read { db in
                try migrator.appliedIdentifiers(db).subtracting(Schema.knownMigrations)
            }
            if !unknown.isEmpty {
                throw ProgressStoreError(
                    kind: .newerSchema, path: path,
                    reason: "unknown schema versions: \(unknown.sorted().joined(separator: ", "))")
            }
            try migrator.migrate(pool)
        } catch let error as ProgressStoreError {
            throw error
        } catch {
            throw classify(error, path: path)
        }
    }

    /// Turns a GRDB or file error into a learner-facing ``ProgressStoreError``.
    static func classify(_ error: any Error, path: String) -> ProgressStoreError {
        if let dbError = error as? DatabaseError {
            switch dbError.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                return ProgressStoreError(kind: .damaged, path: path, reason: "not a readable SQLite database")
            default:
                return ProgressStoreError(kind: .inaccessible, path: path, reason: dbError.message ?? "\(dbError)")
            }
        }
        return ProgressStoreError(kind: .inaccessible, path: path, reason: "\(error)")
    }

    /// Runs `body` in one write transaction, mapping failures to ``ProgressStoreError``.
    func write<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Runs `body` as a read, mapping failures to ``ProgressStoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw Self.classify(error, path: path)
        }
    }
}
