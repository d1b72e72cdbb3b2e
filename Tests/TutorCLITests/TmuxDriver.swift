import Foundation

/// Drives a program in a detached tmux session on a private server: sends keys, reads the
/// screen, waits for text. For end-to-end tests of the real binary in a real terminal.
final class TmuxDriver {
    /// Whether tmux can be run here.
    static let available: Bool = (try? run(["-V"]).status) == 0

    /// The private server's socket name, so the learner's own tmux is never touched.
    private let socket = "vctutor-e2e-\(UUID().uuidString.prefix(8))"
    private let session = "e2e"

    /// Starts `command` (an argv) with `environment` added, on a screen of `width`×`height`.
    init(command: [String], environment: [String: String], width: Int = 100, height: Int = 45) throws {
        let env = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let shellLine = (["env"] + env + command).map(Self.quote).joined(separator: " ")
        try tmux(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", shellLine])
        // Keep the pane (and what it shows) after the program exits.
        try tmux(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    /// Types `keys` (tmux key names such as `Enter`, `Tab`, `C-c`, or literal text with `literal`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    /// Types a line and Enter.
    func type(_ line: String) throws {
        try send(line, literal: true)
        try send("Enter")
    }

    /// The screen and its scroll-back, lines joined where the terminal wrapped them.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-2000", "-t", session])
    }

    /// Whether the program has exited.
    func exited() throws -> Bool {
        try tmux(["display-message", "-p", "-t", session, "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Waits up to `seconds` for `condition` to hold of the screen; returns the last screen.
    @discardableResult
    func waitFor(_ seconds: Double = 10, _ condition: (String) -> Bool) throws -> (held: Bool, screen: String) {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return (true, last) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return (false, last)
    }

    /// Waits for `text` to appear (`count` times, counting from the start of the scroll-back).
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, seconds: Double = 10) throws -> (held: Bool, screen: String) {
        try waitFor(seconds) { $0.components(separatedBy: text).count - 1 >= count }
    }

    deinit { _ = try? Self.run(["-L", socket, "kill-server"]) }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["-u", "-L", socket] + arguments)
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }

    /// Runs tmux with posix_spawn and waitpid (Foundation's Process sometimes never sees the
    /// client exit once it has started a server), its output going to a file: the server
    /// inherits the output and never closes it, so a pipe would never reach its end.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: capture) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // A clean signal state: the test runner blocks SIGINT and SIGHUP, and a blocked mask
        // is inherited by the tmux server and the program, where Ctrl-C would then do nothing.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGHUP, SIGQUIT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TmuxError(message: "cannot start tmux: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
        return (code, output)
    }

    private static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
