import Foundation

/// What the program knows about the terminal it writes to.
package struct TerminalFacts: Equatable, Sendable {
    /// Whether standard input is a terminal (the shell then edits lines with readline).
    package var inputIsTTY: Bool
    /// Whether standard output is a terminal.
    package var outputIsTTY: Bool
    /// Columns available for text.
    package var width: Int

    package init(inputIsTTY: Bool, outputIsTTY: Bool, width: Int) {
        self.inputIsTTY = inputIsTTY
        self.outputIsTTY = outputIsTTY
        self.width = width
    }

    /// The facts of this process's standard input and output.
    package static func current(environment: [String: String]) -> TerminalFacts {
        let inputIsTTY = isatty(STDIN_FILENO) == 1
        let outputIsTTY = isatty(STDOUT_FILENO) == 1
        var width = 80
        var size = winsize()
        if outputIsTTY, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            width = Int(size.ws_col)
        } else if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            width = columns
        }
        return TerminalFacts(inputIsTTY: inputIsTTY, outputIsTTY: outputIsTTY, width: width)
    }
}
