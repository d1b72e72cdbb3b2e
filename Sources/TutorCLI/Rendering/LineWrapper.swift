/// Greedy word wrapping by terminal columns. Words break at spaces, and anywhere between CJK
/// characters except before closing punctuation (。，」…) and after opening punctuation (「（…),
/// as Chinese and Japanese typesetting requires; a word longer than the line is cut. ANSI sequences take no room, and a style
/// open at a break is closed at the line's end and reopened on the next.
package enum LineWrapper {
    /// `text` (one paragraph, no newlines) as lines of at most `width` columns, each after
    /// `indent` (the first after `firstIndent` when given).
    package static func wrap(_ text: String, width: Int, indent: String = "", firstIndent: String? = nil) -> [String] {
        var lines: [String] = []
        var line = firstIndent ?? indent
        var startWidth = TextWidth.columns(of: line)
        var lineWidth = startWidth
        var pendingSpace = false
        var openStyle = ""

        func startNewLine() {
            if !openStyle.isEmpty { line += "\u{1B}[0m" }
            lines.append(line)
            line = indent + openStyle
            startWidth = TextWidth.columns(of: indent)
            lineWidth = startWidth
            pendingSpace = false
        }

        for token in tokens(text) {
            switch token {
            case .space:
                pendingSpace = lineWidth > startWidth
            case .escape(let sequence):
                // A space before a style opens stays outside it (an underline must not start
                // early); if the styled word then wraps, the space is left, unseen, at the line end.
                if pendingSpace, sequence != "\u{1B}[0m" {
                    line += " "
                    lineWidth += 1
                    pendingSpace = false
                }
                line += sequence
                openStyle = sequence == "\u{1B}[0m" ? "" : openStyle + sequence
            case .word(let word):
                let wordWidth = TextWidth.columns(of: word)
                let gap = pendingSpace ? 1 : 0
                if lineWidth > startWidth && lineWidth + gap + wordWidth > width {
                    startNewLine()
                } else if pendingSpace {
                    line += " "
                    lineWidth += 1
                }
                pendingSpace = false
                for character in word {
                    let columns = TextWidth.columns(of: character)
                    if lineWidth + columns > width && lineWidth > startWidth { startNewLine() }
                    line.append(character)
                    lineWidth += columns
                }
            }
        }
        lines.append(line)
        return lines
    }

    private enum Token {
        case space
        case escape(String)
        /// A run that stays on one line if it fits.
        case word(String)
    }

    /// Punctuation a line must not start with (closing marks, full and half width).
    private static let noLineStart: Set<Character> = Set("。，、；：！？）」』”’》〉】〕…·～％")
    /// Punctuation a line must not end with (opening marks).
    private static let noLineEnd: Set<Character> = Set("（「『“‘《〈【〔")

    private static func tokens(_ text: String) -> [Token] {
        var result: [Token] = []
        var word = ""
        var escape: String?
        func flush() {
            if !word.isEmpty { result.append(.word(word)); word = "" }
        }
        for character in text {
            if var sequence = escape {
                sequence.append(character)
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
                    flush()
                    result.append(.escape(sequence))
                    escape = nil
                } else {
                    escape = sequence
                }
                continue
            }
            if character == "\u{1B}" { escape = "\u{1B}"; continue }
            if character == " " {
                flush()
                result.append(.space)
            } else if noLineStart.contains(character) {
                // Closing punctuation stays with what it closes.
                if word.isEmpty, case .word(let previous)? = result.last {
                    result[result.count - 1] = .word(previous + String(character))
                } else {
                    word.append(character)
                }
            } else if noLineEnd.contains(character) {
                flush()
                word = String(character)
            } else if TextWidth.breaksAnywhere(character) {
                // After opening punctuation the character joins it; otherwise it stands alone.
                if !word.allSatisfy({ noLineEnd.contains($0) }) { flush() }
                word.append(character)
                flush()
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }
}
