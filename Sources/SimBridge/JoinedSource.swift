import SwiftSubset

/// The program's Swift files joined into the one source the interpreter takes, and the way back
/// from a line of the joined text to the file and line the learner wrote.
struct JoinedSource {
    /// One file's place in the joined text.
    struct Part {
        let name: String
        /// The joined text's 1-based line where this file starts.
        let firstLine: Int
        /// The file's text.
        let text: String
        /// How many lines `lines` has.
        let lineCount: Int
        /// The file's lines, split only for a message (counting is enough to join), once
        /// however many messages there are.
        let lines: SourceLines

        init(name: String, firstLine: Int, text: String) {
            self.name = name
            self.firstLine = firstLine
            self.text = text
            lines = SourceLines(text)
            lineCount = Self.lineCount(of: text)
        }

        /// The number of lines `lines` gives (ended by `\n`, `\r\n` or `\r`, as swift-syntax
        /// counts them), read from UTF-8 bytes (characters take 50 times as long: 1 M
        /// instructions a check for a 66-line file).
        static func lineCount(of text: String) -> Int {
            var count = 1
            var previous: UInt8 = 0
            let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
            for byte in text.utf8 {
                // A line feed ends a line (after a carriage return too); a lone carriage return
                // ends one where the next byte is no line feed.
                if byte == lineFeed || previous == carriageReturn { count += 1 }
                previous = byte
            }
            return previous == carriageReturn ? count + 1 : count
        }
    }

    /// The joined text, a newline between files.
    let text: String
    let parts: [Part]

    /// Joins `files`; `lineBetweenFiles`, when given, is a hidden line of code put after each
    /// file but the last (it belongs to no file: positions on it are not mapped back).
    init(_ files: [ProgramFile], lineBetweenFiles: String? = nil) {
        var parts: [Part] = []
        var nextLine = 1
        for file in files {
            let part = Part(name: file.name, firstLine: nextLine, text: file.text)
            parts.append(part)
            nextLine += part.lineCount + (lineBetweenFiles == nil ? 0 : 1)
        }
        self.parts = parts
        self.text = files.map(\.text).joined(separator: lineBetweenFiles.map { "\n\($0)\n" } ?? "\n")
    }

    /// The file and its 1-based line for a line of the joined text; nil past the last file
    /// (the run loop's own last line).
    func locate(line: Int) -> (part: Part, line: Int)? {
        guard let part = parts.last(where: { $0.firstLine <= line }) else { return nil }
        let local = line - part.firstLine + 1
        return local <= part.lineCount ? (part, local) : nil
    }

    /// `file:line:column: message`, the source line and a caret; just the message when the
    /// position is unknown or outside the learner's files.
    func render(_ message: String, at point: SourcePoint?) -> String {
        guard let point, let (part, line) = locate(line: point.line) else { return message + "\n" }
        let source = part.lines.line(line) ?? ""
        return "\(part.name):\(line):\(point.column): \(message)\n\(source)\n"
            + String(repeating: " ", count: max(0, point.column - 1)) + "^\n"
    }
}
