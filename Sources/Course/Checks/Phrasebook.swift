/// The words the engine itself says (descriptions for `{found}`/`{expected}`, answer problems),
/// in each language. These are interface strings: built in, complete in every language.
struct Phrasebook: Sendable {
    let language: Language

    func render(_ finding: Finding) -> String {
        switch language {
        case .english: english(finding)
        case .russian: russian(finding)
        case .simplifiedChinese: chinese(finding)
        }
    }

    private func english(_ finding: Finding) -> String {
        switch finding {
        case let .didNotRun(summary): "a program that did not run (\(summary))"
        case .noWindow: "nil: there is no window at all"
        case .windowNotKey: "a window that is not key (was makeKeyAndVisible called?)"
        case .windowHidden: "a key window that is hidden"
        case .keyVisibleWindow: "a key, visible window"
        case .nothing: "nil (there is no controller there)"
        case .noController: "unknown: there is no such controller"
        case let .controller(description): englishController(description)
        case let .className(name): name
        case let .number(number): String(number)
        case let .value(value): "'\(value)'"
        case let .noSuchProperty(name): "a controller without a property '\(name)'"
        case let .steps(steps): steps.map(Self.step).joined(separator: " → ")
        case let .missingStep(step, nil): "no \(Self.step(step))"
        case let .missingStep(step, after?): "no \(Self.step(step)) after \(Self.step(after))"
        case let .text(text): "'\(Self.clip(text))'"
        case .noText: "nothing"
        case let .exception(info): Self.exception(info)
        case .noException: "no exception"
        case .limit: "a run stopped by a limit (an endless loop?)"
        case let .source(finding): render(finding)
        }
    }

    private func englishController(_ c: ControllerDescription) -> String {
        // "a UINavigationController" (you-eye), "an InboxViewController".
        let vowel = "AEIOU".contains(c.className.first ?? "x") && !c.className.hasPrefix("UI")
        let article = vowel ? "an" : "a"
        let name = "\(article) \(c.className)"
        guard let count = c.stackCount else { return name }
        if c.isTabBar { return count == 0 ? "\(name) with no tabs" : "\(name) with \(count) tab\(count == 1 ? "" : "s")" }
        if count == 0 { return "\(name) whose stack is empty" }
        let what = "\(count) controller\(count == 1 ? "" : "s")"
        if c.isNavigation, let top = c.topClass { return "\(name) with \(what), \(top) on top" }
        return "\(name) with \(what)"
    }

    private func russian(_ finding: Finding) -> String {
        switch finding {
        case let .didNotRun(summary): "программа, которая не запустилась (\(summary))"
        case .noWindow: "nil: окон нет вовсе"
        case .windowNotKey: "окно, которое не стало ключевым (вызван ли makeKeyAndVisible?)"
        case .windowHidden: "ключевое, но скрытое окно"
        case .keyVisibleWindow: "ключевое видимое окно"
        case .nothing: "nil (контроллера там нет)"
        case .noController: "неизвестен: такого контроллера нет"
        case let .controller(description): russianController(description)
        case let .className(name): name
        case let .number(number): String(number)
        case let .value(value): "«\(value)»"
        case let .noSuchProperty(name): "контроллер без свойства «\(name)»"
        case let .steps(steps): steps.map(Self.step).joined(separator: " → ")
        case let .missingStep(step, nil): "нет события \(Self.step(step))"
        case let .missingStep(step, after?): "нет события \(Self.step(step)) после \(Self.step(after))"
        case let .text(text): "«\(Self.clip(text))»"
        case .noText: "ничего"
        case let .exception(info): Self.exception(info)
        case .noException: "без исключений"
        case .limit: "запуск, остановленный по лимиту (бесконечный цикл?)"
        case let .source(finding): render(finding)
        }
    }

    private func russianController(_ c: ControllerDescription) -> String {
        guard let count = c.stackCount else { return c.className }
        if c.isTabBar {
            return count == 0 ? "\(c.className) без вкладок"
                : "\(c.className) с \(count) \(Self.russianPlural(count, "вкладкой", "вкладками", "вкладками"))"
        }
        if count == 0 { return "\(c.className) с пустым стеком" }
        let what = "\(count) \(Self.russianPlural(count, "контроллером", "контроллерами", "контроллерами"))"
        if c.isNavigation, let top = c.topClass { return "\(c.className) с \(what) в стеке, сверху \(top)" }
        return "\(c.className) с \(what)"
    }

    /// The Russian form for `count`: one (1, 21…), few (2–4, 22–24…), many (the rest).
    static func russianPlural(_ count: Int, _ one: String, _ few: String, _ many: String) -> String {
        let tens = count % 100, units = count % 10
        if (11...14).contains(tens) { return many }
        if units == 1 { return one }
        if (2...4).contains(units) { return few }
        return many
    }

    private func chinese(_ finding: Finding) -> String {
        switch finding {
        case let .didNotRun(summary): "未能运行的程序（\(summary)）"
        case .noWindow: "nil：根本没有窗口"
        case .windowNotKey: "一个不是关键窗口的窗口（调用makeKeyAndVisible了吗？）"
        case .windowHidden: "一个被隐藏的关键窗口"
        case .keyVisibleWindow: "一个可见的关键窗口"
        case .nothing: "nil（那里没有控制器）"
        case .noController: "无从得知：没有这个控制器"
        case let .controller(description): chineseController(description)
        case let .className(name): name
        case let .number(number): String(number)
        case let .value(value): "“\(value)”"
        case let .noSuchProperty(name): "没有“\(name)”属性的控制器"
        case let .steps(steps): steps.map(Self.step).joined(separator: " → ")
        case let .missingStep(step, nil): "没有发生\(Self.step(step))"
        case let .missingStep(step, after?): "在\(Self.step(after))之后没有发生\(Self.step(step))"
        case let .text(text): "“\(Self.clip(text))”"
        case .noText: "没有任何内容"
        case let .exception(info): Self.exception(info, separator: "：")
        case .noException: "没有异常"
        case .limit: "因超出限制而停止的运行（死循环？）"
        case let .source(finding): render(finding)
        }
    }

    private func chineseController(_ c: ControllerDescription) -> String {
        guard let count = c.stackCount else { return c.className }
        if c.isTabBar { return count == 0 ? "没有标签页的\(c.className)" : "有\(count)个标签页的\(c.className)" }
        if count == 0 { return "栈为空的\(c.className)" }
        if c.isNavigation, let top = c.topClass { return "栈中有\(count)个视图控制器的\(c.className)（栈顶是\(top)）" }
        return "包含\(count)个视图控制器的\(c.className)"
    }

    /// An exception as a learner knows it: `NSInternalInconsistencyException: reason`, or a
    /// Swift runtime error by its own words alone (the interpreter's name for it is internal).
    static func exception(_ info: ExceptionInfo, separator: String = ": ") -> String {
        info.name == "SwiftRuntimeError" ? info.reason : info.name + separator + info.reason
    }

    static func step(_ step: TraceStep) -> String {
        if let printed = step.printed { return "print(\"\(printed)\")" }
        let base = "\(step.object).\(step.event)"
        return step.detail.map { "\(base) (\($0))" } ?? base
    }

    /// At most 120 characters on one line.
    static func clip(_ text: String) -> String {
        let line = text.trimmed(of: " \n").replacingNewlines()
        return line.count > 120 ? String(line.prefix(117)) + "…" : line
    }

    /// `template` with `{found:NOUN}` and `{expected:NOUN}` filled in: a number with its noun
    /// agreeing ("1 controller", "2 controllers"); NOUN is `controller` or `tab`. Anything
    /// but a number is rendered as `{found}` would be.
    func counted(in template: String, found: Finding, expected: Finding) -> String {
        var result = template
        for (slot, finding) in [("found", found), ("expected", expected)] {
            for noun in ["controller", "tab"] {
                let placeholder = "{\(slot):\(noun)}"
                guard result.contains(placeholder) else { continue }
                let text: String
                if case let .number(count) = finding { text = Self.counted(count, noun, language) } else { text = render(finding) }
                result = result.replacingOccurrences(of: placeholder, with: text)
            }
        }
        return result
    }

    static func counted(_ count: Int, _ noun: String, _ language: Language) -> String {
        switch (language, noun) {
        case (.english, _): return "\(count) \(noun)\(count == 1 ? "" : "s")"
        case (.russian, "tab"): return "\(count) \(russianPlural(count, "вкладка", "вкладки", "вкладок"))"
        case (.russian, _): return "\(count) \(russianPlural(count, "контроллер", "контроллера", "контроллеров"))"
        case (.simplifiedChinese, "tab"): return "\(count)个标签页"
        case (.simplifiedChinese, _): return "\(count)个控制器"
        }
    }

    /// Why a check was not run: the program stopped (`status`) before it could look.
    func notRun(_ status: RunStatus) -> String {
        switch (language, status) {
        case (.english, .diagnostics): "not checked: the code did not compile"
        case (.english, .limit): "not checked: a limit stopped the app first"
        case (.english, _): "not checked: the app crashed first"
        case (.russian, .diagnostics): "не проверялось: код не скомпилировался"
        case (.russian, .limit): "не проверялось: приложение раньше остановлено по лимиту"
        case (.russian, _): "не проверялось: приложение упало раньше"
        case (.simplifiedChinese, .diagnostics): "未检查：代码没有通过编译"
        case (.simplifiedChinese, .limit): "未检查：应用先因超出限制而停止"
        case (.simplifiedChinese, _): "未检查：应用先崩溃了"
        }
    }

    /// The message used when an exercise gives none for a check in any language.
    func defaultCheckMessage(id: String) -> String {
        switch language {
        case .english: "check '\(id)': found {found}; expected {expected}"
        case .russian: "проверка «\(id)»: получено {found}; ожидалось {expected}"
        case .simplifiedChinese: "检查“\(id)”：实际为{found}；应为{expected}"
        }
    }
}

extension String {
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ⏎ ")
    }
}
