import Foundation

/// Where a command writes text.
package protocol TextOutput: AnyObject {
    /// Writes `text` as given (add the newline yourself).
    func write(_ text: String)
}

/// One read from the learner.
package enum LineInput: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: cancel the current question or page.
    case interrupted
    /// End of input (Ctrl-D or the end of piped input).
    case end
}

/// Where a command reads the learner's answers, a line at a time.
package protocol LineReading: AnyObject {
    /// Reads one line, showing `prompt` when the input is interactive.
    func readLine(prompt: String) -> LineInput
}

/// A file descriptor written through `FileHandle` (standard output or error).
package final class FileOutput: TextOutput {
    private let handle: FileHandle
    package init(_ handle: FileHandle) { self.handle = handle }
    /// The text's UTF-8 bytes copied from its storage: `Data(text.utf8)` asks the runtime
    /// whether the view is `ContiguousBytes`, the first time a scan of every conformance.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { handle.write(Data(buffer: $0)) }
    }
}

/// Standard input read without line editing or prompts: for piped input.
package final class PlainLineReader: LineReading {
    package init() {}
    package func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }
}

/// Text kept in memory: what tests read back.
package final class CapturedOutput: TextOutput {
    package private(set) var text = ""
    package init() {}
    package func write(_ text: String) { self.text += text }
}

/// Lines given in advance, then the end of input: the answers a test types.
package final class ScriptedLineReader: LineReading {
    private var inputs: [LineInput]
    /// Every prompt shown, in order.
    package private(set) var prompts: [String] = []

    package init(_ lines: [String]) { inputs = lines.map(LineInput.line) }
    package init(inputs: [LineInput]) { self.inputs = inputs }

    package func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .end : inputs.removeFirst()
    }
}
