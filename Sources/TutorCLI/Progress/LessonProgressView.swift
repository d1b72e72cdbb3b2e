/// Draws lessons' progress: a title line, then bars for reading, the quiz and the exercises.
struct LessonProgressView {
    let session: CommandSession

    func lines(_ lesson: LessonProgress) -> [String] {
        let style = TerminalStyle(colour: session.colour)
        let allDone = lesson.finished && lesson.exercisesPassed == lesson.exercisesTotal
        let mark = allDone ? style.apply([.green], "✓") : lesson.pagesRead > 0 || lesson.quiz != nil ? style.apply([.yellow], "…") : " "
        var parts = [
            session.t("home.read") + " " + ProgressBar.draw(lesson.pagesDone, of: lesson.pages, style: style)
                + " \(lesson.pagesDone)/\(lesson.pages)",
        ]
        if let quiz = lesson.quiz {
            parts.append(session.t("home.quiz") + " " + ProgressBar.draw(quiz.right, of: quiz.asked, style: style) + " \(quiz.right)/\(quiz.asked)")
        } else {
            parts.append(session.t("home.quiz") + " " + style.apply([.dim], "—"))
        }
        if lesson.exercisesTotal > 0 {
            parts.append(session.t("home.exercises") + " "
                + ProgressBar.draw(lesson.exercisesPassed, of: lesson.exercisesTotal, width: 4, style: style)
                + " \(lesson.exercisesPassed)/\(lesson.exercisesTotal)")
        }
        let head = " \(mark) \(String(lesson.order).leftPadded(to: 2)). \(lesson.title)  " + style.apply([.dim], lesson.id)
        let detail = "      " + parts.joined(separator: "  ")
        if TextWidth.columns(of: detail) <= session.width {
            return [head, detail]
        }
        return [head] + parts.map { "      " + $0 }
    }
}
