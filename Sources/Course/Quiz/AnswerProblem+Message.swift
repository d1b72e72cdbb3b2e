extension AnswerProblem {
    /// What is wrong with the typed line and what to type instead, in `language`.
    public func message(in language: Language) -> String {
        switch language {
        case .english: english
        case .russian: russian
        case .simplifiedChinese: chinese
        }
    }

    private var english: String {
        switch self {
        case .empty: "type an answer"
        case let .unknownChoice(token): "'\(token)' is not one of the choices; type its letter or number"
        case .expectedOneChoice: "choose exactly one answer"
        case let .repeatedChoice(token): "'\(token)' is given twice"
        case let .expectedAllChoices(count): "put all \(count) choices in order, e.g. 'b a c'"
        case let .notALineNumber(text): "'\(text)' is not a line number"
        case let .lineOutOfRange(number, count): "there is no line \(number); the code has lines 1–\(count)"
        }
    }

    private var russian: String {
        switch self {
        case .empty: "введите ответ"
        case let .unknownChoice(token): "«\(token)» — не один из вариантов; введите его букву или номер"
        case .expectedOneChoice: "выберите ровно один ответ"
        case let .repeatedChoice(token): "«\(token)» указан дважды"
        case let .expectedAllChoices(count): "расставьте по порядку все варианты (\(count)), например «b a c»"
        case let .notALineNumber(text): "«\(text)» — не номер строки"
        case let .lineOutOfRange(number, count): "строки \(number) нет; в коде строки 1–\(count)"
        }
    }

    private var chinese: String {
        switch self {
        case .empty: "请输入答案"
        case let .unknownChoice(token): "“\(token)”不是选项之一；请输入选项的字母或编号"
        case .expectedOneChoice: "请只选择一个答案"
        case let .repeatedChoice(token): "“\(token)”重复出现"
        case let .expectedAllChoices(count): "请把全部\(count)个选项排好顺序，例如“b a c”"
        case let .notALineNumber(text): "“\(text)”不是行号"
        case let .lineOutOfRange(number, count): "没有第\(number)行；代码只有第1–\(count)行"
        }
    }
}
