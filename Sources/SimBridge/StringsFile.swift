import UIKitSim

/// A `.strings` file as Xcode writes it (`Base.lproj/Localizable.strings`): `"key" = "value";`
/// pairs, with `/* … */` and `//` comments and the escapes `\"`, `\\`, `\n`, `\t`. The table's
/// name is the file's name without `.strings`.
struct StringsFile {
    /// The values by key, as the file lists them (a later repeat of a key wins, as on iOS).
    let values: [String: String]

    /// Reads `text`; a malformed entry is a `StoryboardError` (the resource-file error every
    /// resource reader gives) naming `fileName` and the line.
    init(text: String, fileName: String) throws(StoryboardError) {
        var reader = Reader(characters: Array(text), fileName: fileName)
        var values: [String: String] = [:]
        while try reader.skipSpaceAndComments() {
            let key = try reader.quoted()
            _ = try reader.skipSpaceAndComments()
            try reader.expect("=")
            _ = try reader.skipSpaceAndComments()
            let value = try reader.quoted()
            _ = try reader.skipSpaceAndComments()
            try reader.expect(";")
            values[key] = value
        }
        self.values = values
    }

    private struct Reader {
        let characters: [Character]
        let fileName: String
        var index = 0
        var line = 1

        func failure(_ message: String) -> StoryboardError {
            StoryboardError(file: fileName, line: line, message: message)
        }

        mutating func advance() {
            if characters[index] == "\n" { line += 1 }
            index += 1
        }

        /// Skips blanks and comments; false at the end of the text.
        mutating func skipSpaceAndComments() throws(StoryboardError) -> Bool {
            while index < characters.count {
                let here = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if here.isWhitespace {
                    advance()
                } else if here == "/", next == "*" {
                    index += 2
                    while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                        advance()
                    }
                    guard index < characters.count else { throw failure("a comment opened with '/*' is not closed") }
                    index += 2
                } else if here == "/", next == "/" {
                    while index < characters.count, characters[index] != "\n" { advance() }
                } else {
                    return true
                }
            }
            return false
        }

        mutating func expect(_ mark: Character) throws(StoryboardError) {
            guard index < characters.count, characters[index] == mark else {
                throw failure("expected '\(mark)' in a line of the form \"key\" = \"value\";")
            }
            advance()
        }

        mutating func quoted() throws(StoryboardError) -> String {
            try expect("\"")
            var text = ""
            while index < characters.count, characters[index] != "\"" {
                var character = characters[index]
                if character == "\\", index + 1 < characters.count {
                    advance()
                    switch characters[index] {
                    case "n": character = "\n"
                    case "t": character = "\t"
                    default: character = characters[index]
                    }
                }
                text.append(character)
                advance()
            }
            guard index < characters.count else { throw failure("a string opened with '\"' is not closed") }
            advance()
            return text
        }
    }
}
