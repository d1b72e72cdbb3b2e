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
            context.complain(session.describe(error))
            return nil
        }
        guard context.terminal.inputIsTTY else {
            // Piped: nothing is asked, so the first line is still a command; the welcome is
            // shown once (the profile is made without a language, so a terminal still asks).
            if hasNoProfile() {
                welcome(session)
                try? context.store().setLanguage(nil, now: context.clock())
            }
            return nil
        }
        let guess = CourseLanguage.resolve(option: common.lang, saved: nil, environment: context.environment)
        // `--lang` already answers the question: ask only when it was not given.
        let given = common.lang.flatMap(CourseLanguage.init(name:))
        let chosen = given ?? askLanguage(guess: guess)
        try? context.store().setLanguage(chosen.rawValue, now: context.clock())
        var options = common
        options.lang = chosen.rawValue
        let chosenSession = CommandSession(context: context, common: options)
        if given == nil { context.say("") }
        welcome(chosenSession)
        return chosenSession
    }

    /// Shows the three languages and reads the learner's choice (`guess` on an empty line).
    private func askLanguage(guess: CourseLanguage) -> CourseLanguage {
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
        return chosen
    }

    /// Whether the store has no profile yet: vctutor never ran with this progress file.
    private func hasNoProfile() -> Bool {
        do {
            return try context.store().currentProfile() == nil
        } catch {
            return false
        }
    }

    /// What the course is, and where the learner's files are.
    private func welcome(_ session: CommandSession) {
        context.say(LineWrapper.wrap(session.t("welcome.text"), width: session.width).joined(separator: "\n"))
        // Not wrapped: a path cut in two could not be copied.
        context.say(session.t("welcome.files", ["home": context.paths.home, "db": context.paths.database]))
        context.say(session.t("welcome.exercises", ["path": context.paths.workspace]))
        context.say("")
    }

    /// The lessons with progress bars, then what to do next: the first lesson not read to
    /// the end, the reviews due, the next exercise not passed.
    func showHome(_ session: CommandSession) {
        let style = TerminalStyle(colour: session.colour)
        context.say(style.apply([.bold], session.t("home.title")))
        guard let lessons = context.lessonProgress(session) else {
            context.say(session.t("home.no_course"))
            context.say(session.t("home.help_hint"))
            return
        }
        let view = LessonProgressView(session: session)
        for lesson in lessons {
            view.lines(lesson).forEach(context.say)
        }
        context.say("")
        context.say(style.apply([.bold], session.t("home.what_next")))
        if let next = lessons.first(where: { !$0.finished }) {
            context.say("  " + session.t("home.next", ["command": "learn \(next.id)", "title": next.title]))
        } else {
            context.say("  " + session.t("home.all_done"))
        }
        if let due = try? context.store().dueReviews(at: context.clock()), !due.isEmpty {
            context.say("  " + session.t("home.reviews_due", ["n": "\(due.count)"]))
        }
        if let exercise = context.currentExerciseId(session),
           let title = try? context.services.course?.exercises(language: session.language.rawValue).first(where: { $0.id == exercise })?.title {
            let command = context.workspace.exists(exercise) ? "watch \(exercise)" : "exercises \(exercise)"
            context.say("  " + session.t("home.next_exercise", ["command": command, "title": title]))
        }
        context.say(session.t("home.help_hint"))
    }
}
