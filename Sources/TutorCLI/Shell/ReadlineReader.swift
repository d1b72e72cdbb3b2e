import CReadline
import Foundation

/// Interactive input through GNU readline: line editing, history, Tab completion, and Ctrl-C
/// turned into ``LineInput/interrupted`` instead of ending the process.
package final class ReadlineReader: LineReading {
    private var handlerInstalled = false

    package init() {}

    /// Takes over Ctrl-C on the first read, so commands that never ask anything (`run`,
    /// `lint`) keep the default: Ctrl-C ends them.
    package func readLine(prompt: String) -> LineInput {
        if !handlerInstalled {
            vct_install_sigint_handler()
            handlerInstalled = true
        }
        _ = vct_take_interrupt()
        guard let raw = vct_readline(prompt) else {
            return vct_take_interrupt() != 0 ? .interrupted : .end
        }
        defer { free(raw) }
        let line = String(cString: raw)
        if vct_take_interrupt() != 0 { return .interrupted }
        return .line(line)
    }

    /// Whether Ctrl-C was pressed since the last read: a command that runs code asks it so
    /// that Ctrl-C in the shell stops the program instead of waiting out its time limit.
    package var stopRequested: @Sendable () -> Bool {
        { vct_interrupt_pending() != 0 }
    }

    /// Adds a line the learner typed to the history.
    package func remember(_ line: String) {
        vct_add_history(line)
    }

    /// Loads history saved by earlier runs.
    package func loadHistory(from path: String) {
        _ = vct_read_history(path)
    }

    /// Runs `body` with the shell's history set aside, so Up and Down at a quiz's prompt
    /// recall no shell commands.
    package func withHistorySetAside<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        vct_history_set_aside()
        defer { vct_history_restore() }
        return try body()
    }

    /// Saves the history, keeping the last 1000 lines.
    package func saveHistory(to path: String) {
        _ = vct_write_history(path, 1000)
    }
}

extension ReadlineReader {
    /// Sets what Tab completes: `commands` for the first word, `ids` for the words after it.
    package func setCompletions(commands: [String], ids: [String]) {
        func withCStrings(_ words: [String], _ body: ([UnsafePointer<CChar>]) -> Void) {
            let copies = words.map { strdup($0)! }
            defer { copies.forEach { free($0) } }
            body(copies.map { UnsafePointer($0) })
        }
        withCStrings(commands) { commandPointers in
            withCStrings(ids) { idPointers in
                vct_set_completion_words(commandPointers, Int32(commandPointers.count), idPointers, Int32(idPointers.count))
            }
        }
    }

    /// Sets what Tab completes after particular commands (see ``ShellCompletion``).
    package func setArgumentCompletions(_ table: [String: [String]]) {
        for (command, words) in table.sorted(by: { $0.key < $1.key }) {
            let copies = words.map { strdup($0)! }
            defer { copies.forEach { free($0) } }
            let pointers = copies.map { UnsafePointer($0) }
            vct_set_argument_words(command, pointers, Int32(pointers.count))
        }
    }
}
