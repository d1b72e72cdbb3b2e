import Classroom

extension ClassSession {
    /// The item analysis of the answers so far (Classroom's, as `vctutor exam grade` computes
    /// it): every student who joined, an unanswered question scoring 0, a choice question's
    /// options as its distractors.
    public func analysis() -> ItemAnalysisReport? {
        let table = answerTable()
        let items = questions.map { question in
            let text = question.text(in: teacherLanguage).text
            let options = text.choices.indices.map(ChoiceLabel.letter)
            let keys = options.isEmpty ? [] : Set(question.chartKey(text.answer).split(separator: " ").map(String.init))
            return AnalysedItem(id: question.id, options: options, correctOptions: keys)
        }
        let responses = table.map { row in
            row.enumerated().map { index, answer -> ItemResponse? in
                guard let answer else { return nil }
                let chosen = items[index].options.isEmpty ? [] : answer.key.split(separator: " ").map(String.init)
                return ItemResponse(score: answer.right ? 1 : 0, chosen: chosen)
            }
        }
        return try? ItemAnalysis.analyse(items: items, responses: responses)
    }
}
