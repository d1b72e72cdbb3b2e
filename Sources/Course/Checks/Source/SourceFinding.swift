/// What an `expect: source` check found in the learner's code, or expected of it; rendered by
/// `Phrasebook` in the learner's language.
enum SourceFinding: Sendable, Hashable {
    /// The code that breaks the rule (or declares what is judged), with its line.
    case code(line: Int, text: String)
    /// The class has no property of that name (in its body or its extensions).
    case noProperty(className: String, property: String)
    /// No assignment to a member of that name anywhere in the code.
    case noAssignment(member: String)
    /// The code stops after this line where the starter goes on (`program-unchanged`).
    case endsEarly(line: Int)
    /// The code obeys the rule (a passed check; its message is never shown).
    case obeyed
    /// What the rule demands (the `{expected}` of every source check).
    case rule(SourceRule)
}

extension Phrasebook {
    /// A source finding in the learner's language (`{found}` and `{expected}` of a source check).
    func render(_ finding: SourceFinding) -> String {
        switch (finding, language) {
        case let (.code(line, text), .english): "line \(line): `\(text)`"
        case let (.code(line, text), .russian): "строка \(line): `\(text)`"
        case let (.code(line, text), .simplifiedChinese): "第\(line)行：`\(text)`"
        case let (.noProperty(owner, property), .english): "no property '\(property)' in \(owner)"
        case let (.noProperty(owner, property), .russian): "в \(owner) нет свойства «\(property)»"
        case let (.noProperty(owner, property), .simplifiedChinese): "\(owner)中没有“\(property)”属性"
        case let (.noAssignment(member), .english): "no assignment to `.\(member)` anywhere"
        case let (.noAssignment(member), .russian): "нигде нет присваивания `.\(member)`"
        case let (.noAssignment(member), .simplifiedChinese): "代码中没有给`.\(member)`赋值"
        case let (.endsEarly(line), .english): "the end of the code after line \(line), where the given program goes on"
        case let (.endsEarly(line), .russian): "конец кода после строки \(line), хотя в исходной программе код продолжается"
        case let (.endsEarly(line), .simplifiedChinese): "代码在第\(line)行之后就结束了，而原程序还有后续代码"
        case (.obeyed, .english): "code that obeys the rule"
        case (.obeyed, .russian): "код, который соблюдает правило"
        case (.obeyed, .simplifiedChinese): "符合要求的代码"
        case let (.rule(rule), _): render(rule)
        }
    }

    private func render(_ rule: SourceRule) -> String {
        switch (rule, language) {
        case let (.classOnlyDelegate(owner, property), .english):
            "\(owner).\(property) typed with a class-only protocol declared in the code"
        case let (.classOnlyDelegate(owner, property), .russian):
            "свойство \(owner).\(property), тип которого — объявленный в коде протокол только для классов"
        case let (.classOnlyDelegate(owner, property), .simplifiedChinese):
            "\(owner).\(property)的类型是代码中声明的仅限类的协议"
        case let (.weakProperty(owner, property), .english): "`weak var \(property)` in \(owner)"
        case let (.weakProperty(owner, property), .russian): "`weak var \(property)` в \(owner)"
        case let (.weakProperty(owner, property), .simplifiedChinese): "\(owner)中的`weak var \(property)`"
        case let (.callsSuper(methods), .english): "a call of super in every override of \(Self.list(methods))"
        case let (.callsSuper(methods), .russian): "вызов super в каждом переопределении \(Self.list(methods))"
        case let (.callsSuper(methods), .simplifiedChinese): "每个重写的\(Self.list(methods))都调用super"
        case let (.noLifecycleCalls(methods), .english): "no call of \(Self.list(methods)) by hand"
        case let (.noLifecycleCalls(methods), .russian): "ни одного ручного вызова \(Self.list(methods))"
        case let (.noLifecycleCalls(methods), .simplifiedChinese): "不手动调用\(Self.list(methods))"
        case let (.doesNotCloseItself(owner), .english): "\(owner) never popping or dismissing itself"
        case let (.doesNotCloseItself(owner), .russian): "\(owner), который сам себя не закрывает"
        case let (.doesNotCloseItself(owner), .simplifiedChinese): "\(owner)从不自行弹出或关闭"
        case let (.notCreatedInCode(names), .english): "no \(Self.list(names)) created in code"
        case let (.notCreatedInCode(names), .russian): "ни одного \(Self.list(names)), созданного в коде"
        case let (.notCreatedInCode(names), .simplifiedChinese): "代码中没有创建\(Self.list(names))"
        case let (.initiallyEmpty(owner, property), .english): "\(owner).\(property) empty at first"
        case let (.initiallyEmpty(owner, property), .russian): "свойство \(owner).\(property), пустое вначале"
        case let (.initiallyEmpty(owner, property), .simplifiedChinese): "初始为空的\(owner).\(property)"
        case let (.neverCalls(methods), .english): "no call of \(Self.list(methods))"
        case let (.neverCalls(methods), .russian): "ни одного вызова \(Self.list(methods))"
        case let (.neverCalls(methods), .simplifiedChinese): "不调用\(Self.list(methods))"
        case let (.readsProperty(owner, property), .english): "\(owner) reading its `\(property)`"
        case let (.readsProperty(owner, property), .russian): "\(owner), который читает своё свойство `\(property)`"
        case let (.readsProperty(owner, property), .simplifiedChinese): "\(owner)读取自己的`\(property)`"
        case (.programUnchanged, .english): "the given program, unchanged: only the prediction written in"
        case (.programUnchanged, .russian): "исходная программа без изменений: дописано только предсказание"
        case (.programUnchanged, .simplifiedChinese): "原样保留的程序：只写下预测"
        case let (.assignsMember(member), .english): "an assignment to `.\(member)`"
        case let (.assignsMember(member), .russian): "присваивание `.\(member)`"
        case let (.assignsMember(member), .simplifiedChinese): "给`.\(member)`赋值"
        }
    }

    /// Names joined with `/` (a list of method or class names reads the same in every language).
    private static func list(_ names: [String]) -> String { names.joined(separator: "/") }
}
