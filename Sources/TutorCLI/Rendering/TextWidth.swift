/// Terminal column widths: East Asian wide and full-width characters take two columns,
/// combining marks none, ANSI escape sequences none.
package enum TextWidth {
    /// The columns one scalar takes.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(scalar.value) ? 2 : 1
    }

    /// The columns a character takes (its first scalar decides; the rest combine with it).
    package static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 { return 0 }
        return columns(of: first)
    }

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
        return isWide(first.value)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
