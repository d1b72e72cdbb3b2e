/// Comma-separated values as RFC 4180 defines them: fields separated by commas, records by
/// CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes.
public enum CSV {
    /// The records of `text`, each a list of fields. A final line break ends the last record
    /// rather than starting an empty one; a leading byte-order mark is skipped.
    ///
    /// - Throws: ``CSVError`` with the 1-based line of a quote that is never closed or of
    ///   text after a closing quote.
    public static func parse(_ text: String) throws -> [[String]] {
        try parseRecords(text).map(\.fields)
    }

    /// Like ``parse(_:)``, with the line each record starts on.
    public static func parseRecords(_ text: String) throws -> [CSVRecord] {
        var records: [CSVRecord] = []
        var recordLine = 1
        var record: [String] = []
        var field = ""
        var line = 1
        var quotedFrom: Int?
        var afterQuote = false
        var iterator = Array(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).makeIterator()
        var pending: Character?
        func next() -> Character? {
            if let held = pending { pending = nil; return held }
            return iterator.next()
        }
        func endRecord() {
            record.append(field)
            records.append(CSVRecord(line: recordLine, fields: record))
            record = []
            field = ""
            afterQuote = false
        }
        while let character = next() {
            if quotedFrom != nil {
                if character == "\"" {
                    let following = next()
                    if following == "\"" { field.append("\"") } else { quotedFrom = nil; afterQuote = true; pending = following }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case ",":
                record.append(field)
                field = ""
                afterQuote = false
            case "\n", "\r\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            case "\"" where field.isEmpty && !afterQuote:
                quotedFrom = line
            default:
                if afterQuote { throw CSVError.textAfterQuote(line: line) }
                field.append(character)
            }
        }
        if let quotedFrom { throw CSVError.unclosedQuote(line: quotedFrom) }
        if !field.isEmpty || !record.isEmpty || afterQuote { endRecord() }
        return records
    }

    /// One record, fields quoted where RFC 4180 needs it, ended by CRLF.
    public static func record(_ fields: [String]) -> String {
        fields.map { field in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
                ? "\"" + field.replacingAll("\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",") + "\r\n"
    }
}

/// One record of a CSV text.
public struct CSVRecord: Sendable, Hashable {
    /// The 1-based line it starts on.
    public var line: Int
    /// Its fields.
    public var fields: [String]
}

/// Why a CSV text cannot be read.
public enum CSVError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A quoted field opened on `line` is never closed.
    case unclosedQuote(line: Int)
    /// Characters follow a closing quote on `line` before the next comma or line break.
    case textAfterQuote(line: Int)

    public var description: String {
        switch self {
        case let .unclosedQuote(line): "line \(line): a quoted field is never closed"
        case let .textAfterQuote(line): "line \(line): text after a closing quote (write a quote inside a field as \"\")"
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
