import Foundation

/// One `vctutor grade-worker` child process and the pipes to it.
final class WorkerProcess {
    /// Why a worker gave no result.
    enum Failure: Error, Equatable {
        /// It died of this signal.
        case signal(Int32)
        /// It exited (with this status) before answering.
        case exited(Int32)
        /// It gave no answer in time and was killed.
        case timedOut
        /// It could not be started.
        case notStarted(String)
    }

    private let pid: pid_t
    private let toWorker: Int32
    private let fromWorker: Int32
    private var buffer: [UInt8] = []
    private var reaped = false

    /// Starts `executable` with `arguments` and `environment`; its standard error is discarded.
    /// `spawning` is held while the pipes are made and the child started, so that no other
    /// worker started at the same time inherits this one's pipe ends (which would hide its death).
    init(executable: String, arguments: [String], environment: [String: String], spawning: NSLock) throws(Failure) {
        spawning.lock()
        defer { spawning.unlock() }
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { throw .notStarted(String(cString: strerror(errno))) }
        guard pipe(&output) == 0 else {
            close(input[0]); close(input[1])
            throw .notStarted(String(cString: strerror(errno)))
        }
        for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(input[0])
        close(output[1])
        guard spawned == 0 else {
            close(input[1]); close(output[0])
            throw .notStarted(String(cString: strerror(spawned)))
        }
        pid = child
        toWorker = input[1]
        fromWorker = output[0]
    }

    deinit {
        close(toWorker)
        close(fromWorker)
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Sends one line and waits up to `seconds` for one line back.
    func exchange(_ line: Data, seconds: Int) throws(Failure) -> Data {
        var message = line
        message.append(UInt8(ascii: "\n"))
        let sent = message.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let written = write(toWorker, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
        guard sent else { throw death() }
        return try readLine(deadline: Date().addingTimeInterval(TimeInterval(seconds)))
    }

    /// Closes the worker's input and waits for it to finish.
    func finish() {
        close(toWorker)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
    }

    private func readLine(deadline: Date) throws(Failure) -> Data {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var poller = pollfd(fd: fromWorker, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                kill(pid, SIGKILL)
                _ = death()
                throw .timedOut
            }
            let count = read(fromWorker, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw death() }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Waits for the dead (or dying) worker and says how it ended.
    private func death() -> Failure {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        let signal = status & 0x7f
        return signal != 0 ? .signal(signal) : .exited((status >> 8) & 0xff)
    }
}
