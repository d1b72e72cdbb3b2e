/// Writes questions in Moodle's GIFT format ("GIFT format", Moodle Docs): `::name::`, the
/// text in `[markdown]`, the answers in braces, a blank line between questions. The special
/// characters `~ = # { } :` and `\` are escaped with a backslash, line breaks as `\n`.
public enum GIFTWriter {
    /// The GIFT text of `groups`, each after a `$CATEGORY: $course$/<category>` line.
    public static func write(_ groups: [ExchangeGroup], header: [String] = []) -> String {
        var text = header.map { "// \($0)\n" }.joined()
        for group in groups {
            text += "\n$CATEGORY: $course$/\(group.category)\n\n" + group.questions.map(question).joined(separator: "\n")
        }
        return text
    }

    /// One question and its trailing blank line.
    static func question(_ question: ExchangeQuestion) -> String {
        var lines = ["::\(escape(question.name))::[markdown]\(escape(question.prompt)) {"]
        switch question.kind {
        case let .choice(options, multipleAnswers):
            let right = options.filter(\.isCorrect).count
            for option in options {
                if multipleAnswers {
                    let weight = option.isCorrect ? fractionPercent(of: right) : "-100"
                    lines.append("\t~%\(weight)%\(escape(option.text))")
                } else {
                    lines.append("\t\(option.isCorrect ? "=" : "~")\(escape(option.text))")
                }
            }
        case let .trueFalse(answer):
            lines.append("\t\(answer ? "TRUE" : "FALSE")")
        case let .shortAnswer(answers):
            lines += answers.map { "\t=\(escape($0))" }
        case let .number(value):
            lines.append("\t#\(value)")
        }
        if !question.explanation.isEmpty { lines.append("\t####\(escape(question.explanation))") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with GIFT's special characters escaped and line breaks written `\n`.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "~", "=", "#", "{", "}", ":": result += "\\" + String(character)
            case "\n", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
