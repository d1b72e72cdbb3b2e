import Classroom
import LiveClass

/// The teacher's terminal during a live class: prints who joins and leaves, each question as
/// it opens, the answers' chart as they arrive, and the results at the end.
struct TeacherConsole: Sendable {
    let session: ClassSession
    let strings: UIStrings
    let output: SharedOutput
    let width: Int

    /// Prints what `event` means for the teacher.
    func show(_ event: ClassSession.Event) async {
        let snapshot = await session.snapshot()
        switch event {
        case let .joined(name, language, rejoined):
            output.say(t(rejoined ? "class.host.rejoined" : "class.host.joined", ["name": name, "lang": language]))
        case let .left(name):
            output.say(t("class.host.left", ["name": name]))
        case let .answered(name, index):
            let question = snapshot.questions[index]
            output.say(t("class.host.answered", ["name": name, "n": "\(question.answered)", "total": "\(snapshot.students.count)"]))
            output.say(TerminalChart.lines(question, width: width).joined(separator: "\n"))
        case let .refused(name, error):
            let message = t("class.error.\(error.code.rawValue)") + " (\(error.message))"
            output.say(t("class.host.refused", ["who": name ?? t("class.host.someone"), "message": message]))
        case .advanced:
            if let current = snapshot.current {
                showQuestion(snapshot.questions[current], of: snapshot)
            } else if snapshot.phase == .finished {
                showResults(snapshot)
            }
        }
    }

    /// The question's header, words and options.
    func showQuestion(_ question: ClassSnapshot.Question, of snapshot: ClassSnapshot) {
        output.say("")
        output.say(t("class.host.question", ["n": "\(question.index + 1)", "total": "\(snapshot.questions.count)"]))
        output.say(question.prompt)
        for (index, choice) in question.choices.enumerated() {
            output.say("  \(ChoiceLabel.letter(index))) \(choice)")
        }
        output.say(t("class.host.keys"))
    }

    /// Each student's score, each question's chart and the item analysis.
    func showResults(_ snapshot: ClassSnapshot) {
        output.say("")
        output.say(t("class.host.finished"))
        for student in snapshot.students {
            output.say("  \(student.name): " + t("class.page.score", ["n": "\(student.right)", "total": "\(snapshot.questions.count)"]))
        }
        for question in snapshot.questions {
            output.say(t("class.host.question", ["n": "\(question.index + 1)", "total": "\(snapshot.questions.count)"]) + " " + question.prompt)
            output.say(TerminalChart.lines(question, width: width).joined(separator: "\n"))
        }
        output.say(t("class.page.analysis"))
        guard let items = snapshot.analysis else { return output.say(t("class.page.no_analysis")) }
        func figure(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "–" }
        output.say("  #   \(t("class.page.facility")) · \(t("class.page.discrimination"))")
        for (index, item) in items.items.enumerated() {
            output.say("  \(index + 1)   \(figure(item.facility)) · \(figure(item.discriminationIndex))")
        }
        output.say(t("class.page.alpha") + ": " + figure(items.test.cronbachAlpha))
    }

    /// The standings: who is here and how many they got right so far.
    func showStandings(_ snapshot: ClassSnapshot) {
        for student in snapshot.students {
            let mark = student.connected ? "●" : "○"
            output.say("  \(mark) \(student.name) (\(student.lang)): " + t("class.page.score", ["n": "\(student.right)", "total": "\(student.answered)"]))
        }
        if snapshot.students.isEmpty { output.say(t("class.page.nobody")) }
    }

    private func t(_ key: String, _ values: [String: String] = [:]) -> String { strings.text(key, values) }
}
