import Foundation
import ProgressStore

extension Shell {
    /// Whether no language was ever saved: the learner has not been through the first run.
    func isFirstRun() -> Bool {
        guard let profile = try? context.store().currentProfile() else { return true }
        return profile.language == nil
    }

    /// Asks for a language (the locale's guess is the default), saves it, and says where the
    /// files live. With piped input it asks nothing and keeps the guess unsaved, so the
    /// first piped line is still a command. Returns the session in the chosen language.
    func firstRun(_ session: CommandSession) -> CommandSession? {
        if case .failure(let error) = Result(catching: { () throws(ProgressStoreError) in try context.store() }) {
            context.complain(error.description)
            return nil
        }
        guard context.terminal.inputIsTTY else { return nil }
        let guess = CourseLanguage.resolve(option: common.lang, saved: nil, environment: context.environment)
        context.say("vctutor")
        context.say("  en  English\n  ru  Русский\n  zh  简体中文")
        var chosen = guess
        while true {
            let prompt = "Language / Язык / 语言 [\(guess == .chinese ? "zh" : guess.rawValue)]: "
            switch context.input.readLine(prompt: prompt) {
            case .end, .interrupted:
                break
            case .line(let answer):
                let trimmed = answer.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { break }
                guard let language = CourseLanguage(name: trimmed) else { continue }
                chosen = language
            }
            break
        }
        try? context.store().setLanguage(chosen.rawValue, now: context.clock())
        var options = common
        options.lang = chosen.rawValue
        let chosenSession = CommandSession(context: context, common: options)
        context.say("")
        for text in [chosenSession.t("welcome.text"),
                     chosenSession.t("welcome.files", ["home": context.paths.home, "db": context.paths.database])] {
            context.say(LineWrapper.wrap(text, width: chosenSession.width).joined(separator: "\n"))
        }
        context.say("")
        return chosenSession
    }

    /// The lessons with progress marks and what to do next.
    func showHome(_ session: CommandSession) {
        let style = TerminalStyle(colour: session.colour)
        context.say(style.apply([.bold], session.t("home.title")))
        guard let course = context.services.course,
              let lessons = try? course.lessons(language: session.language.rawValue) else {
            context.say(session.t("home.no_course"))
            context.say(session.t("home.help_hint"))
            return
        }
        let readings = (try? context.store().readings()) ?? [:]
        for lesson in lessons {
            let reading = readings[lesson.id]
            let mark = reading?.finished == true ? style.apply([.green], "✓") : reading != nil ? style.apply([.yellow], "…") : " "
            context.say(" \(mark) \(String(lesson.order).leftPadded(to: 2)). \(lesson.title)  " + style.apply([.dim], lesson.id))
        }
        if let next = lessons.first(where: { readings[$0.id]?.finished != true }) {
            context.say(session.t("home.next", ["command": "learn \(next.id)", "title": next.title]))
        } else {
            context.say(session.t("home.all_done"))
        }
        if let due = try? context.store().dueReviews(at: context.clock()), !due.isEmpty {
            context.say(session.t("home.reviews_due", ["n": "\(due.count)"]))
        }
        context.say(session.t("home.help_hint"))
    }
}
