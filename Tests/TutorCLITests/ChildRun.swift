import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of the built `vctutor` binary as a child process: its exit, what it printed, and its
/// peak resident memory.
///
/// The child's `ru_maxrss` alone is not its own peak: `posix_spawn` starts it sharing this
/// process's memory (`CLONE_VM`), and Linux's `exec` keeps the larger of the old memory's high
/// water mark and the new one's (`exec_mmap`), so every child of a test process past 1 GB
/// reported that process's peak. The peak is the child's `ru_maxrss` where it is above this
/// process's own high water mark once the child has ended (then it can only be the child's),
/// else the highest `VmHWM` read from the child's `/proc/<pid>/status` while it ran (every
/// 2 ms for its first half second, every 20 ms after).
struct ChildRun {
    /// The exit status, or nil when a signal ended the child.
    var exitStatus: Int32?
    /// The signal that ended the child, or nil.
    var signal: Int32?
    /// Whether the child was still running at the bound and was killed by the harness.
    var overran: Bool
    var stdout: String
    var stderr: String
    /// Peak resident memory in bytes (Linux reports `ru_maxrss` in kilobytes).
    var peakResidentBytes: Int

    /// The package root (where `.build/` lives).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The debug binary `swift build --build-tests` made beside the tests.
    static var vctutorBinary: URL { packageRoot.appendingPathComponent(".build/debug/vctutor") }

    /// Runs `vctutor arguments…` with `environment` added, killing it after `bound` seconds.
    static func vctutor(_ arguments: [String], environment: [String: String] = [:], bound: Double = 15) throws -> ChildRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var env = ProcessInfo.processInfo.environment
        env["VCTUTOR_HOME"] = scratch.appendingPathComponent("home").path
        env["NO_COLOR"] = "1"
        env["SWIFT_BACKTRACE"] = "enable=no"
        for (k, v) in environment { env[k] = v }
        var cArgs: [UnsafeMutablePointer<CChar>?] = [strdup(vctutorBinary.path)]
        for argument in arguments { cArgs.append(strdup(argument)) }
        cArgs.append(nil)
        var cEnv: [UnsafeMutablePointer<CChar>?] = []
        for (key, value) in env { cEnv.append(strdup(key + "=" + value)) }
        cEnv.append(nil)
        defer {
            for pointer in cArgs { free(pointer) }
            for pointer in cEnv { free(pointer) }
        }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, vctutorBinary.path, &actions, nil, cArgs, cEnv)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

        var status: Int32 = 0
        var usage = rusage()
        var overran = false
        let start = Date()
        let limit = start.addingTimeInterval(bound)
        var polledPeak = 0
        while true {
            polledPeak = max(polledPeak, highWaterMarkBytes(of: String(pid)) ?? 0)
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { throw POSIXError(.ECHILD) }
            if Date() > limit, !overran {
                overran = true
                kill(pid, SIGKILL)
            }
            usleep(Date() < start.addingTimeInterval(0.5) ? 2_000 : 20_000)
        }
        let reported = Int(usage.ru_maxrss) * 1024
        let ownPeak = highWaterMarkBytes(of: "self") ?? Int.max
        let signalNumber: Int32 = status & 0x7f
        let exitCode: Int32 = (status >> 8) & 0xff
        return ChildRun(
            exitStatus: signalNumber != 0 ? nil : exitCode,
            signal: signalNumber != 0 ? signalNumber : nil,
            overran: overran,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            peakResidentBytes: reported > ownPeak ? reported : polledPeak)
    }

    /// `VmHWM` of `/proc/<process>/status` in bytes (`process` a pid or `self`); nil when it
    /// cannot be read (the process has ended).
    static func highWaterMarkBytes(of process: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// The JSON object printed on stdout, or nil when stdout is not one.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
}
