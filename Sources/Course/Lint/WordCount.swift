/// Counts the words of a lesson's prose (code blocks left out).
///
/// Latin and Cyrillic text counts runs of letters and digits as words. Chinese is written
/// without spaces, so each Han character counts as half a word (about two characters make a
/// word), added to the words of any Latin text mixed in (API names).
enum WordCount {
    /// The allowed range for a lesson in any language.
    static let range = 600...1_500

    static func words(in prose: String) -> Int {
        var words = 0
        var hanCharacters = 0
        var inWord = false
        for scalar in prose.unicodeScalars {
            if isHan(scalar) {
                hanCharacters += 1
                inWord = false
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if !inWord { words += 1 }
                inWord = true
            } else if scalar == "'" || scalar == "’" || scalar == "-" {
                continue  // inside a word: don't, view-controller
            } else {
                inWord = false
            }
        }
        return words + hanCharacters / 2
    }

    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}
