import Classroom

/// The item analysis as one self-contained HTML page: inline CSS and SVG charts, no scripts,
/// nothing loaded from elsewhere.
struct ExamResultsHTML {
    let session: CommandSession

    /// The page.
    func page(_ grading: ExamGrading) -> String {
        let test = grading.analysis.test
        let count = Double(max(grading.key.questions.count, 1))
        func share(_ points: Double?) -> String { ExamFigures.percent(points.map { $0 / count }) }
        var body = ["<h1>\(t("exam.report.title"))</h1>"]
        body.append("<p>" + t("exam.report.summary", [
            "students": "\(grading.results.count)", "submitted": "\(test.studentCount)",
            "mean": share(test.mean), "median": share(test.median), "sd": share(test.standardDeviation),
            "alpha": ExamFigures.percent(test.cronbachAlpha),
        ]) + "</p>")
        body.append("<h2>\(t("exam.report.histogram"))</h2>")
        body.append(histogram(totals: grading.analysis.totals, questions: grading.key.questions.count))
        body.append("<h2>\(t("exam.report.items"))</h2>")
        body.append(itemChart(grading))
        body.append(itemTable(grading))
        body.append("<h2>\(t("exam.report.distractors"))</h2>")
        for (index, (question, item)) in zip(grading.key.questions, grading.analysis.items).enumerated() where !item.options.isEmpty {
            body.append("<h3>\(index + 1). \(Self.escape(question.id))</h3><p class=\"prompt\">\(Self.escape(question.prompt))</p>")
            body.append(distractorChart(question, item))
        }
        return """
            <!DOCTYPE html>
            <html lang="\(session.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <title>\(t("exam.report.title"))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
            table { border-collapse: collapse; margin: 1em 0; }
            th, td { border-bottom: 1px solid #ddd; padding: 0.3em 0.7em; text-align: right; }
            th:nth-child(2), td:nth-child(2) { text-align: left; }
            .prompt { color: #555; white-space: pre-wrap; }
            svg text { font-size: 12px; font-family: system-ui, sans-serif; }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private func t(_ key: String, _ values: [String: String] = [:]) -> String {
        Self.escape(session.t(key, values))
    }

    /// How many students got each number of questions right.
    private func histogram(totals: [Double], questions: Int) -> String {
        var counts = Array(repeating: 0, count: questions + 1)
        for total in totals { counts[min(questions, max(0, Int(total.rounded())))] += 1 }
        let most = max(counts.max() ?? 1, 1)
        let barWidth = 28, height = 120, left = 30
        var parts: [String] = []
        for (right, number) in counts.enumerated() {
            let barHeight = number * height / most
            let x = left + right * (barWidth + 4)
            parts.append(##"<rect x="\##(x)" y="\##(20 + height - barHeight)" width="\##(barWidth)" height="\##(barHeight)" fill="#4a7bd0"><title>\##(right): \##(number)</title></rect>"##)
            parts.append(##"<text x="\##(x + barWidth / 2)" y="\##(height + 35)" text-anchor="middle">\##(right)</text>"##)
            if number > 0 {
                parts.append(##"<text x="\##(x + barWidth / 2)" y="\##(height + 16 - barHeight)" text-anchor="middle">\##(number)</text>"##)
            }
        }
        let width = left + counts.count * (barWidth + 4) + 10
        return svg(width: width, height: height + 55, parts + [
            ##"<text x="\##(left)" y="\##(height + 52)">\##(t("exam.report.right_answers"))</text>"##,
        ])
    }

    /// Facility (0…100) and discrimination (−100…100) per question, as horizontal bars.
    private func itemChart(_ grading: ExamGrading) -> String {
        let rowHeight = 22, labelWidth = 200, scale = 1.5
        var parts = [
            ##"<text x="\##(labelWidth)" y="14">\##(t("exam.report.facility"))</text>"##,
            ##"<text x="\##(labelWidth + 170)" y="14">\##(t("exam.report.discrimination"))</text>"##,
        ]
        for (index, item) in grading.analysis.items.enumerated() {
            let y = 24 + index * rowHeight
            parts.append(##"<text x="0" y="\##(y + 14)">\##(index + 1). \##(Self.escape(ExamResultsTable.clip(item.id, to: 26)))</text>"##)
            let facility = Int(((item.facility ?? 0) * 100 * scale).rounded())
            parts.append(##"<rect x="\##(labelWidth)" y="\##(y + 3)" width="\##(facility)" height="14" fill="#4a7bd0"><title>\##(ExamFigures.percent(item.facility))</title></rect>"##)
            let zero = labelWidth + 170 + 75
            let discrimination = Int(((item.discriminationIndex ?? 0) * 75).rounded())
            let x = discrimination >= 0 ? zero : zero + discrimination
            let colour = discrimination >= 0 ? "#3a9a5b" : "#c8553d"
            parts.append(##"<rect x="\##(x)" y="\##(y + 3)" width="\##(abs(discrimination))" height="14" fill="\##(colour)"><title>\##(ExamFigures.percent(item.discriminationIndex))</title></rect>"##)
            parts.append(##"<line x1="\##(zero)" y1="\##(y)" x2="\##(zero)" y2="\##(y + rowHeight)" stroke="#888"/>"##)
        }
        return svg(width: labelWidth + 170 + 160, height: 30 + grading.analysis.items.count * rowHeight, parts)
    }

    private func itemTable(_ grading: ExamGrading) -> String {
        let headers = ["#", t("exam.report.question"), t("exam.report.answered"), t("exam.report.facility"), t("exam.report.sd"),
                       t("exam.report.discrimination"), t("exam.report.efficiency")]
        var rows = ["<table>", "<tr>" + headers.map { "<th>\($0)</th>" }.joined() + "</tr>"]
        for (index, item) in grading.analysis.items.enumerated() {
            let cells = ["\(index + 1)", Self.escape(item.id), "\(item.answered)", ExamFigures.percent(item.facility),
                         ExamFigures.percent(item.standardDeviation), ExamFigures.percent(item.discriminationIndex),
                         ExamFigures.percent(item.discriminativeEfficiency)]
            rows.append("<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    /// Each option's share in the top third (dark) and the bottom third (light).
    private func distractorChart(_ question: ExamQuestion, _ item: ItemStatistics) -> String {
        let rowHeight = 34, labelWidth = 260, scale = 3.0
        var parts = [
            ##"<rect x="\##(labelWidth)" y="2" width="10" height="10" fill="#2d5aa8"/><text x="\##(labelWidth + 14)" y="11">\##(t("exam.report.top"))</text>"##,
            ##"<rect x="\##(labelWidth + 120)" y="2" width="10" height="10" fill="#a9c1ea"/><text x="\##(labelWidth + 134)" y="11">\##(t("exam.report.bottom"))</text>"##,
        ]
        for (index, option) in item.options.enumerated() {
            let y = 18 + index * rowHeight
            let choice = question.options.first { $0.id == option.option }
            let label = (option.isCorrect ? "✓ " : "") + (choice.map { "\($0.label)) \($0.text)" } ?? option.option)
            parts.append(##"<text x="0" y="\##(y + 18)">\##(Self.escape(ExamResultsTable.clip(label, to: 38)))</text>"##)
            for (offset, value, colour) in [(0, option.top, "#2d5aa8"), (14, option.bottom, "#a9c1ea")] {
                let width = Int(((value ?? 0) * 100 * scale).rounded())
                parts.append(##"<rect x="\##(labelWidth)" y="\##(y + 4 + offset)" width="\##(width)" height="12" fill="\##(colour)"/>"##)
                parts.append(##"<text x="\##(labelWidth + width + 4)" y="\##(y + 14 + offset)">\##(ExamFigures.percent(value))</text>"##)
            }
        }
        return svg(width: labelWidth + 360, height: 24 + item.options.count * rowHeight, parts)
    }

    private func svg(width: Int, height: Int, _ parts: [String]) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" role="img">"##
            + "\n" + parts.joined(separator: "\n") + "\n</svg>"
    }

    static func escape(_ text: String) -> String { Markup.escape(text) }
}
