/// Writes questions in Moodle XML ("Moodle XML format", Moodle Docs): a `<quiz>` of
/// `<question type="multichoice|truefalse|shortanswer|numerical">`, texts in Markdown, after
/// a `category` question naming where they go in the question bank.
public enum MoodleXMLWriter {
    /// The XML document for `groups`, each after a `category` question placing the group's
    /// questions in the question bank.
    public static func write(_ groups: [ExchangeGroup]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<quiz>"]
        for group in groups {
            lines += [
                #"  <question type="category">"#,
                "    <category><text>\(escape("$course$/" + group.category))</text></category>",
                "  </question>",
            ]
            for question in group.questions { lines += element(question) }
        }
        lines.append("</quiz>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func element(_ question: ExchangeQuestion) -> [String] {
        var lines: [String] = []
        func answer(_ fraction: String, _ text: String, extra: String = "") {
            lines.append(#"    <answer fraction="\#(fraction)" format="markdown"><text>\#(escape(text))</text>\#(extra)</answer>"#)
        }
        let type: String
        switch question.kind {
        case .choice: type = "multichoice"
        case .trueFalse: type = "truefalse"
        case .shortAnswer: type = "shortanswer"
        case .number: type = "numerical"
        }
        lines.append(#"  <question type="\#(type)">"#)
        lines.append("    <name><text>\(escape(question.name))</text></name>")
        lines.append(#"    <questiontext format="markdown"><text>\#(escape(question.prompt))</text></questiontext>"#)
        lines.append(#"    <generalfeedback format="markdown"><text>\#(escape(question.explanation))</text></generalfeedback>"#)
        lines.append("    <defaultgrade>1</defaultgrade>")
        switch question.kind {
        case let .choice(options, multipleAnswers):
            let right = options.filter(\.isCorrect).count
            lines.append("    <single>\(multipleAnswers ? "false" : "true")</single>")
            lines.append("    <shuffleanswers>1</shuffleanswers>")
            lines.append("    <answernumbering>abc</answernumbering>")
            for option in options {
                let fraction = option.isCorrect ? (multipleAnswers ? fractionPercent(of: right) : "100")
                                                : (multipleAnswers ? "-100" : "0")
                answer(fraction, option.text)
            }
        case let .trueFalse(value):
            answer(value ? "100" : "0", "true")
            answer(value ? "0" : "100", "false")
        case let .shortAnswer(answers):
            lines.append("    <usecase>0</usecase>")
            for text in answers { answer("100", text) }
        case let .number(value):
            answer("100", String(value), extra: "<tolerance>0</tolerance>")
        }
        lines.append("  </question>")
        return lines
    }

    private static func escape(_ text: String) -> String { Markup.escape(text) }
}
