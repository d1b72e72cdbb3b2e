/// The item analysis as a terminal table with bars: the test's figures, a row per question,
/// then the distractor table (each option's share among the top and bottom thirds).
struct ExamResultsTable {
    let session: CommandSession
    let style: TerminalStyle

    /// The lines to print.
    func lines(_ grading: ExamGrading) -> [String] {
        let test = grading.analysis.test
        let count = Double(max(grading.key.questions.count, 1))
        func share(_ points: Double?) -> String { ExamFigures.percent(points.map { $0 / count }) }
        var lines = [
            style.apply([.bold], session.t("exam.report.title")),
            session.t("exam.report.summary", [
                "students": "\(grading.results.count)", "submitted": "\(test.studentCount)",
                "mean": share(test.mean), "median": share(test.median), "sd": share(test.standardDeviation),
                "alpha": ExamFigures.percent(test.cronbachAlpha),
            ]),
            "",
        ]
        let names = grading.key.questions.map { Self.clip($0.id, to: 24) }
        let nameWidth = max(names.map(TextWidth.columns(of:)).max() ?? 0, TextWidth.columns(of: session.t("exam.report.question")))
        let headers = ["exam.report.facility", "exam.report.sd", "exam.report.discrimination", "exam.report.efficiency"]
            .map { session.t($0) }
        // Each column as wide as its header, and at least as wide as its figures.
        let widths = zip(headers, [17, 6, 7, 6]).map { max(TextWidth.columns(of: $0), $1) }
        lines.append(style.apply([.dim], ([pad(" #", 3), pad(session.t("exam.report.question"), nameWidth)]
            + zip(headers, widths).map { pad($0, $1) }).joined(separator: " ")))
        for (index, item) in grading.analysis.items.enumerated() {
            let figures = [
                bar(item.facility) + " " + ExamFigures.percent(item.facility).leftPadded(to: widths[0] - 11),
                ExamFigures.percent(item.standardDeviation).leftPadded(to: widths[1]),
                ExamFigures.percent(item.discriminationIndex).leftPadded(to: widths[2]),
                ExamFigures.percent(item.discriminativeEfficiency).leftPadded(to: widths[3]),
            ]
            lines.append(([pad(String(index + 1).leftPadded(to: 2), 3), pad(names[index], nameWidth)] + figures)
                .joined(separator: " "))
        }
        lines += ["", style.apply([.bold], session.t("exam.report.distractors"))]
        for (index, (question, item)) in zip(grading.key.questions, grading.analysis.items).enumerated() where !item.options.isEmpty {
            lines.append("\(String(index + 1).leftPadded(to: 2)) \(question.id)")
            for option in item.options {
                let text = question.options.first { $0.id == option.option }.map { "\($0.label)) \(Self.clip($0.text, to: 28))" } ?? option.option
                lines.append("   \(option.isCorrect ? style.apply([.green], "✓") : " ") \(pad(text, 32)) "
                    + "\(session.t("exam.report.top")) \(bar(option.top)) \(ExamFigures.percent(option.top).leftPadded(to: 5))  "
                    + "\(session.t("exam.report.bottom")) \(bar(option.bottom)) \(ExamFigures.percent(option.bottom).leftPadded(to: 5))")
            }
        }
        return lines
    }

    private func bar(_ fraction: Double?) -> String {
        ProgressBar.draw(Int(((fraction ?? 0) * 1000).rounded()), of: 1000, width: 10, style: style)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.columns(of: text)))
    }

    /// `text` on one line, cut to `width` columns with "…".
    static func clip(_ text: String, to width: Int) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard TextWidth.columns(of: flat) > width else { return flat }
        var result = ""
        for character in flat {
            if TextWidth.columns(of: result) + TextWidth.columns(of: character) > width - 1 { break }
            result.append(character)
        }
        return result + "…"
    }
}
