import LiveClass

/// A question's answers as bars of `█` for the terminal.
enum TerminalChart {
    /// The lines of the chart: one per bar, with the choice's words, a ✓ for a right answer,
    /// the bar and the count.
    static func lines(_ question: ClassSnapshot.Question, width: Int) -> [String] {
        let most = max(1, question.bars.map(\.count).max() ?? 0)
        let labels = question.bars.map { bar -> String in
            let index = bar.key.unicodeScalars.first.map { Int($0.value) - 97 } ?? -1
            let words = bar.key.count == 1 && question.choices.indices.contains(index) ? ") " + question.choices[index] : ""
            return String((bar.key + words).prefix(28)) + (bar.right ? " ✓" : "")
        }
        let labelWidth = labels.map { TextWidth.columns(of: $0) }.max() ?? 0
        let room = max(5, min(40, width - labelWidth - 10))
        return zip(question.bars, labels).map { bar, label in
            let pad = String(repeating: " ", count: labelWidth - TextWidth.columns(of: label))
            let length = bar.count * room / most
            return "  \(label)\(pad)  \(String(repeating: "█", count: length)) \(bar.count)"
        }
    }
}
