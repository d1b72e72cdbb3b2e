import Classroom
import Foundation

/// The CSV files `exam grade` writes: `scores.csv` (a row per roster student),
/// `items.csv` (a row per question) and `distractors.csv` (a row per option).
enum ExamResultsCSV {
    /// `scores.csv`: id, name, language, submitted, answered, right, questions, score (percent),
    /// then 1, 0 or empty per question (in the key's order, headed by the question's id).
    static func scores(_ grading: ExamGrading) -> String {
        var text = CSV.record(["id", "name", "language", "submitted", "answered", "right", "questions", "score_percent"]
                              + grading.key.questions.map(\.id))
        let count = grading.key.questions.count
        for result in grading.results {
            let score = result.submitted && count > 0 ? Double(result.right) / Double(count) : nil
            text += CSV.record([
                result.student.id, result.student.name, result.student.language, result.submitted ? "yes" : "no",
                "\(result.answered)", "\(result.right)", "\(count)", ExamFigures.percent(score),
            ] + result.scores.map { $0.map { String(Int($0)) } ?? "" })
        }
        return text
    }

    /// `items.csv`: Moodle's per-question figures, all in percent.
    static func items(_ grading: ExamGrading) -> String {
        var text = CSV.record(["question", "source", "type", "answered", "facility_percent", "sd_percent",
                               "discrimination_index_percent", "discriminative_efficiency_percent"])
        for (question, item) in zip(grading.key.questions, grading.analysis.items) {
            text += CSV.record([
                question.id, question.source, question.type.rawValue, "\(item.answered)",
                ExamFigures.percent(item.facility), ExamFigures.percent(item.standardDeviation),
                ExamFigures.percent(item.discriminationIndex), ExamFigures.percent(item.discriminativeEfficiency),
            ])
        }
        return text
    }

    /// `distractors.csv`: each option's share of all students, the top and the bottom third.
    static func distractors(_ grading: ExamGrading) -> String {
        var text = CSV.record(["question", "option", "text", "correct", "all_percent", "top_third_percent", "bottom_third_percent"])
        for (question, item) in zip(grading.key.questions, grading.analysis.items) {
            for share in item.options {
                let text_ = question.options.first { $0.id == share.option }?.text ?? share.option
                text += CSV.record([
                    question.id, share.option, text_, share.isCorrect ? "yes" : "no",
                    ExamFigures.percent(share.all), ExamFigures.percent(share.top), ExamFigures.percent(share.bottom),
                ])
            }
        }
        return text
    }
}
