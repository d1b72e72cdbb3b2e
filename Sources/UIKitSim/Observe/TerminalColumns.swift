/// How many terminal columns text takes: East Asian wide and full-width characters two,
/// combining marks and control characters none, everything else one. The screen drawing uses
/// it to keep its box straight around Chinese titles; vctutor's text layout uses it too.
public enum TerminalColumns {
    /// The columns one scalar takes.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(scalar.value) ? 2 : 1
    }

    /// The columns a character takes (its first scalar decides; the rest combine with it).
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 { return 0 }
        return of(first)
    }

    /// The columns plain `text` takes.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Whether a scalar is East Asian wide or full-width (CJK ideographs, kana, Hangul,
    /// full-width forms, wide emoji).
    public static func isWide(_ value: UInt32) -> Bool {
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
