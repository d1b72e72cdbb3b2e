// Test helper for ProgressStoreTests: opens the progress file named by the first argument and
// records exercise attempts as fast as it can (as many as the second argument, default
// unlimited), printing each attempt's id on stdout only after its write committed. A test
// kills it with SIGKILL mid-burst and checks that every printed id is in the file.
import Foundation
import ProgressStore

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: StoreBurstWriter DB-PATH [COUNT]\n".utf8))
    exit(2)
}
let limit = arguments.count >= 3 ? Int(arguments[2]) ?? Int.max : Int.max
do {
    let store = try ProgressStore(path: arguments[1])
    var written = 0
    while written < limit {
        let attempt = try store.recordExerciseAttempt(
            exerciseId: "burst", passed: written % 2 == 0, checksPassed: 1, checksTotal: 2, now: Date())
        FileHandle.standardOutput.write(Data((attempt.id + "\n").utf8))
        written += 1
    }
} catch {
    FileHandle.standardError.write(Data("StoreBurstWriter: \(error)\n".utf8))
    exit(1)
}
