/// Evaluates one check against a snapshot: passed or not, what was found, what was expected.
struct CheckEvaluation: Sendable, Hashable {
    var passed: Bool
    var found: Finding
    var expected: Finding
    /// The 1-based line a message's `{line}` names (a prediction's first differing line).
    var line: Int? = nil
}

enum CheckEvaluator {
    /// `source` is the learner's code, for `expect: source` and `prediction` checks; `starter`
    /// the exercise's starter, for `program-unchanged`.
    static func evaluate(
        _ expectation: Expectation, in snapshot: AppSnapshot, source: LearnerSource? = nil, starter: LearnerSource? = nil
    ) -> CheckEvaluation {
        if snapshot.status == .diagnostics {
            let summary = RunOutcome(snapshot: snapshot).failureSummary ?? ""
            return CheckEvaluation(passed: false, found: .didNotRun(summary), expected: expected(expectation))
        }
        switch expectation {
        case .keyWindow:
            let found: Finding
            if snapshot.windows.isEmpty { found = .noWindow }
            else if let key = snapshot.keyWindow { found = key.isVisible ? .keyVisibleWindow : .windowHidden }
            else { found = .windowNotKey }
            return CheckEvaluation(passed: found == .keyVisibleWindow, found: found, expected: .keyVisibleWindow)
        case let .isClass(path, name):
            let controller = resolve(path, in: snapshot)
            return CheckEvaluation(
                passed: controller?.isKind(of: name) == true, found: describe(controller, snapshot),
                expected: .className(name))
        case let .count(path, number):
            let count = collection(path, in: snapshot)?.count
            return CheckEvaluation(passed: count == number, found: count.map(Finding.number) ?? describe(resolve(path, in: snapshot), snapshot),
                                   expected: .number(number))
        case let .property(path, name, value):
            guard let controller = resolve(path, in: snapshot) else {
                return CheckEvaluation(passed: false, found: .noController, expected: .value(value))
            }
            guard let actual = controller.property(name) else {
                return CheckEvaluation(passed: false, found: .noSuchProperty(name), expected: .value(value))
            }
            return CheckEvaluation(passed: actual == value, found: .value(actual), expected: .value(value))
        case let .trace(steps):
            let missing = firstMissing(steps, in: snapshot.timeline)
            return CheckEvaluation(
                passed: missing == nil,
                found: missing.map { .missingStep($0.step, after: $0.after) } ?? .steps(steps), expected: .steps(steps))
        case let .output(text):
            return CheckEvaluation(
                passed: snapshot.output.contains(text),
                found: snapshot.output.isEmpty ? .noText : .text(snapshot.output), expected: .text(text))
        case let .log(text):
            let log = snapshot.log.joined(separator: "\n")
            return CheckEvaluation(passed: log.contains(text), found: log.isEmpty ? .noText : .text(log), expected: .text(text))
        case .noException:
            if let exception = snapshot.exception {
                return CheckEvaluation(passed: false, found: .exception(exception), expected: .noException)
            }
            if snapshot.status == .limit { return CheckEvaluation(passed: false, found: .limit, expected: .noException) }
            if snapshot.status == .exception {
                return CheckEvaluation(passed: false, found: .exception(ExceptionInfo(name: "?", reason: "")), expected: .noException)
            }
            return CheckEvaluation(passed: true, found: .noException, expected: .noException)
        case let .absent(path):
            let controller = resolve(path, in: snapshot)
            return CheckEvaluation(passed: controller == nil, found: describe(controller, snapshot), expected: .nothing)
        case let .source(rule):
            let judged = SourceRuleEvaluator.evaluate(rule, in: source ?? LearnerSource(""), starter: starter)
            return CheckEvaluation(passed: judged.passed, found: .source(judged.found), expected: .source(.rule(rule)))
        case let .outputCount(text, times):
            let count = snapshot.output.occurrences(of: text)
            return CheckEvaluation(passed: count == times, found: .number(count), expected: .number(times))
        case let .each(path, facet, values):
            return evaluateEach(path, facet, values, in: snapshot)
        case let .prediction(variable):
            return PredictionComparison.evaluate(variable: variable, in: source, printed: snapshot.output)
        }
    }

    private static func expected(_ expectation: Expectation) -> Finding {
        switch expectation {
        case .keyWindow: .keyVisibleWindow
        case let .isClass(_, name): .className(name)
        case let .count(_, number): .number(number)
        case let .property(_, _, value): .value(value)
        case let .trace(steps): .steps(steps)
        case let .output(text), let .log(text): .text(text)
        case .noException: .noException
        case .absent: .nothing
        case let .source(rule): .source(.rule(rule))
        case let .outputCount(_, times): .number(times)
        case let .each(_, _, values): .value(values.joined(separator: ", "))
        case .prediction: .noText
        }
    }

    static func describe(_ controller: ControllerSnapshot?, _ snapshot: AppSnapshot) -> Finding {
        guard let controller else { return snapshot.windows.isEmpty ? .noWindow : .nothing }
        return .controller(ControllerDescription(controller, in: snapshot))
    }

    /// The controller a path names (its last controller step for a collection path).
    static func resolve(_ path: ControllerPath, in snapshot: AppSnapshot) -> ControllerSnapshot? {
        var current = snapshot.controller(snapshot.mainWindow?.rootController)
        for step in path.steps {
            guard let controller = current else { return nil }
            let next: Int?
            switch step {
            case let .children(index): next = controller.children.indices.contains(index) ? controller.children[index] : nil
            case let .viewControllers(index):
                let list = controller.viewControllers ?? []
                next = list.indices.contains(index) ? list[index] : nil
            case .top: next = controller.top
            case .visible: next = controller.visible
            case .selected: next = controller.selected
            case .presented: next = controller.presented
            case .primary: next = controller.primary
            case .secondary: next = controller.secondary
            case .parent: next = controller.parent
            case .content: next = controller.isKind(of: "UINavigationController") ? controller.viewControllers?.first : controller.id
            }
            current = snapshot.controller(next)
        }
        return current
    }

    /// The collection a path ends in; nil when the controller is missing or lacks it.
    static func collection(_ path: ControllerPath, in snapshot: AppSnapshot) -> [Int]? {
        guard let controller = resolve(path, in: snapshot), let collection = path.collection else { return nil }
        switch collection {
        case .children: return controller.children
        case .viewControllers: return controller.viewControllers
        }
    }

    /// The first step not found in order, with the step matched before it.
    private static func firstMissing(_ steps: [TraceStep], in trace: [TimelineEntry]) -> (step: TraceStep, after: TraceStep?)? {
        var position = trace.startIndex
        var previous: TraceStep?
        for step in steps {
            guard let found = trace[position...].firstIndex(where: step.matches) else { return (step, previous) }
            position = trace.index(after: found)
            previous = step
        }
        return nil
    }
}
