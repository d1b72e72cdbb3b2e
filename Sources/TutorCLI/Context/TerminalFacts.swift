import Foundation

/// What the program knows about the terminal it writes to.
package struct TerminalFacts: Equatable, Sendable {
    /// Whether standard input is a terminal (the shell then edits lines with readline).
    package var inputIsTTY: Bool
    /// Whether standard output is a terminal.
    package var outputIsTTY: Bool
    /// The columns given when made; see ``width``.
    package var givenWidth: Int
    /// The rows given when made, nil when unknown; see ``height``.
    package var givenHeight: Int?
    /// Whether ``width`` and ``height`` ask the terminal each time (so a resized window is
    /// followed), rather than keep the given size.
    package var followsResizes: Bool

    package init(inputIsTTY: Bool, outputIsTTY: Bool, width: Int, height: Int? = nil, followsResizes: Bool = false) {
        self.inputIsTTY = inputIsTTY
        self.outputIsTTY = outputIsTTY
        self.givenWidth = width
        self.givenHeight = height
        self.followsResizes = followsResizes
    }

    /// Columns available for text: the terminal's width now when it follows resizes.
    package var width: Int {
        guard followsResizes, let size = Self.windowSize() else { return givenWidth }
        return size.columns
    }

    /// Rows on the screen, nil when unknown (output is not a terminal).
    package var height: Int? {
        guard followsResizes, let size = Self.windowSize() else { return givenHeight }
        return size.rows
    }

    /// The facts of this process's standard input and output.
    package static func current(environment: [String: String]) -> TerminalFacts {
        let inputIsTTY = isatty(STDIN_FILENO) == 1
        let outputIsTTY = isatty(STDOUT_FILENO) == 1
        var width = 80
        var height: Int?
        if outputIsTTY, let size = windowSize() {
            width = size.columns
            height = size.rows
        } else if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            width = columns
        }
        return TerminalFacts(inputIsTTY: inputIsTTY, outputIsTTY: outputIsTTY, width: width, height: height,
                             followsResizes: outputIsTTY)
    }

    /// The size of the terminal on standard output, nil when it is none.
    private static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
