extension CourseProblem {
    /// The problem as a compiler prints it: the `description` line, then, when the line is
    /// known and `source` (the file's text) has it, that line and a caret under the column.
    public func rendered(source: String?) -> String {
        guard let line, let source else { return description }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1) else { return description }
        let text = String(lines[line - 1])
        var result = "\(description)\n\(text)"
        if let column {
            // Columns count Unicode scalars; the caret is placed under the same scalar.
            let prefix = text.unicodeScalars.prefix(max(column - 1, 0))
            let padding = String(String.UnicodeScalarView(prefix).map { $0 == "\t" ? "\t" : " " })
            result += "\n\(padding)^"
        }
        return result
    }
}
