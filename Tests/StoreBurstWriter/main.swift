// Test helper for ProgressStoreTests and TutorCLITests, run as a second process:
//   StoreBurstWriter DB-PATH [COUNT]  records exercise attempts as fast as it can (as many as
//       COUNT, default unlimited), printing each attempt's id on stdout only after its write
//       committed; a test kills it with SIGKILL mid-burst and checks every printed id is stored.
//   StoreBurstWriter --hold DB-PATH   opens the file with plain GRDB (whatever its schema), prints
//       "open" and keeps it open until its standard input ends.
//   StoreBurstWriter --lock DB-PATH   opens the file, starts a write transaction (as a long
//       import does), prints "locked" and holds it until its standard input ends.
import Foundation
import GRDB
import ProgressStore

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: StoreBurstWriter DB-PATH [COUNT] | --hold DB-PATH | --lock DB-PATH\n".utf8))
    exit(2)
}

/// Prints `word` and waits for standard input to end.
func announceAndWait(_ word: String) {
    FileHandle.standardOutput.write(Data((word + "\n").utf8))
    _ = FileHandle.standardInput.readDataToEndOfFile()
}

do {
    switch arguments[1] {
    case "--hold":
        let pool = try DatabasePool(path: arguments[2])
        _ = try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        announceAndWait("open")
    case "--lock":
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let queue = try DatabaseQueue(path: arguments[2], configuration: configuration)
        try queue.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        announceAndWait("locked")
        try queue.inDatabase { db in try db.execute(sql: "ROLLBACK") }
    default:
        let limit = arguments.count >= 3 ? Int(arguments[2]) ?? Int.max : Int.max
        let store = try ProgressStore(path: arguments[1])
        var written = 0
        while written < limit {
            let attempt = try store.recordExerciseAttempt(
                exerciseId: "burst", passed: written % 2 == 0, checksPassed: 1, checksTotal: 2, now: Date())
            FileHandle.standardOutput.write(Data((attempt.id + "\n").utf8))
            written += 1
        }
    }
} catch {
    FileHandle.standardError.write(Data("StoreBurstWriter: \(error)\n".utf8))
    exit(1)
}
