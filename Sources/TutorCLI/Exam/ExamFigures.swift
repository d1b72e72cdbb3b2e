import Foundation

/// How exam figures are written everywhere (terminal, CSV, HTML): fractions as percentages
/// with one decimal, as Moodle's report shows them; a figure that cannot be computed as "–".
enum ExamFigures {
    static let missing = "–"

    /// `0.625` → `62.5`; nil → "–".
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return missing }
        return String(format: "%.1f", fraction * 100)
    }

    /// A plain number with up to two decimals; nil → "–".
    static func number(_ value: Double?) -> String {
        guard let value else { return missing }
        return String(format: "%.2f", value)
    }
}
