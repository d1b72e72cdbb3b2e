import UIKitSim

/// Terminal column widths: East Asian wide and full-width characters take two columns,
/// combining marks none, ANSI escape sequences none.
package enum TextWidth {
    /// The columns one scalar takes.
    package static func columns(of scalar: Unicode.Scalar) -> Int { TerminalColumns.of(scalar) }

    /// The columns a character takes (its first scalar decides; the rest combine with it).
    package static func columns(of character: Character) -> Int { TerminalColumns.of(character) }

    /// The columns `text` takes on screen, skipping ANSI escape sequences.
    package static func columns(of text: String) -> Int {
        var total = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; continue }
            total += columns(of: character)
        }
        return total
    }

    /// Whether characters of this kind may break a line before or after them without a space
    /// (CJK ideographs, kana, Hangul and full-width forms).
    package static func breaksAnywhere(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return TerminalColumns.isWide(first.value)
    }
}
