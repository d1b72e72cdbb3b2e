import SwiftSyntax

/// Judges an `expect: source` rule on the learner's code: whether it holds, and the code that
/// breaks it (or the property missing) as the finding.
enum SourceRuleEvaluator {
    /// `starter` is the exercise's starter, which `program-unchanged` compares with (none: an
    /// empty one).
    static func evaluate(
        _ rule: SourceRule, in source: LearnerSource, starter: LearnerSource? = nil
    ) -> (passed: Bool, found: SourceFinding) {
        switch rule {
        case let .programUnchanged(names):
            return ProgramComparison.evaluate(source, starter: starter ?? LearnerSource(""), ignoring: names)
        case let .classOnlyDelegate(owner, name):
            guard let (variable, binding) = source.property(name, of: owner) else { return (false, .noProperty(className: owner, property: name)) }
            let type = binding.typeAnnotation?.type
            let passed = type.map { !source.declaredProtocols(in: $0).isEmpty && source.isClassBound($0) } ?? false
            return (passed, source.place(of: variable))
        case let .weakProperty(owner, name):
            guard let (variable, binding) = source.property(name, of: owner) else { return (false, .noProperty(className: owner, property: name)) }
            let passed = isWeak(variable) || (isComputed(binding) && hasWeakStoredProperty(owner, in: source))
            return (passed, source.place(of: variable))
        case let .initiallyEmpty(owner, name):
            guard let (variable, binding) = source.property(name, of: owner) else { return (false, .noProperty(className: owner, property: name)) }
            let passed: Bool
            if isComputed(binding) { passed = false }
            else if let value = binding.initializer?.value { passed = isEmptyValue(value) }
            else { passed = true }  // an optional starts nil; anything else must be set by an initialiser
            return (passed, source.place(of: variable))
        case let .callsSuper(methods):
            for function in FunctionFinder.all(in: source.tree) where isOverride(function) && methods.contains(function.name.text) {
                guard let body = function.body else { continue }
                let callsSuper = CallFinder.all(in: body).contains { call in
                    call.calledExpression.as(MemberAccessExprSyntax.self).map {
                        $0.base?.is(SuperExprSyntax.self) == true && $0.declName.baseName.text == function.name.text
                    } ?? false
                }
                if !callsSuper { return (false, source.place(of: function.with(\.body, nil))) }
            }
            return (true, .obeyed)
        case let .noLifecycleCalls(methods):
            for call in CallFinder.all(in: source.tree) {
                guard let name = calledName(call), methods.contains(name) else { continue }
                if isSuperCallInOwnOverride(call, name) { continue }
                return (false, source.place(of: call))
            }
            return (true, .obeyed)
        case let .doesNotCloseItself(owner):
            for part in source.classes[owner] ?? [] {
                for call in CallFinder.all(in: part.node) where closesItself(call) { return (false, source.place(of: call)) }
            }
            return (true, .obeyed)
        case let .neverCalls(methods):
            for call in CallFinder.all(in: source.tree) where calledName(call).map(methods.contains) == true {
                return (false, source.place(of: call))
            }
            return (true, .obeyed)
        case let .readsProperty(owner, name):
            guard let (variable, _) = source.property(name, of: owner) else { return (false, .noProperty(className: owner, property: name)) }
            let reads = (source.classes[owner] ?? []).contains { part in
                ReferenceFinder.all(named: name, in: part.node).contains { !isAssignedTo($0) }
            }
            return (reads, source.place(of: variable))
        case let .assignsMember(name):
            let assigned = ReferenceFinder.members(named: name, in: source.tree).contains { isAssignedTo($0) }
            return (assigned, .noAssignment(member: name))
        case let .notCreatedInCode(names):
            let classes = source.classes(inheritingFrom: Set(names))
            for call in CallFinder.all(in: source.tree) where createdClass(call).map(classes.contains) == true {
                return (false, source.place(of: call))
            }
            return (true, .obeyed)
        }
    }

    // MARK: properties

    private static func isWeak(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
    }

    /// A property with a getter (not one with only `willSet`/`didSet` observers).
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter: return true
        case let .accessors(list): return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: return false
        }
    }

    private static func hasWeakStoredProperty(_ owner: String, in source: LearnerSource) -> Bool {
        (source.classes[owner] ?? []).contains { part in
            part.members.contains { $0.decl.as(VariableDeclSyntax.self).map(isWeak) ?? false }
        }
    }

    /// `[]`, `[:]`, `""`, `nil`, or an initialiser called with nothing: `[String]()`, `String()`, `.init()`.
    private static func isEmptyValue(_ value: ExprSyntax) -> Bool {
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = value.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
            return false
        }
        if let string = value.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false }
        }
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let callee = call.calledExpression
            if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self)
                || callee.is(GenericSpecializationExprSyntax.self) { return true }
            if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "init" }
            if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text { return name.first?.isUppercase == true }
        }
        return false
    }

    // MARK: references

    /// Whether the expression is the left side of `=` (not of `+=` and kin, which also read it).
    private static func isAssignedTo(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        // `self.x` and `view.frame`: the whole member access is what is assigned.
        while let member = node.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == node {
            node = Syntax(member)
        }
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { Syntax($0) == node }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    // MARK: calls

    private static func isOverride(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// The called method's or function's base name (`viewDidLoad` for `home.viewDidLoad()`).
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `super.name(...)` written inside an override of `name`.
    private static func isSuperCallInOwnOverride(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else { return false }
        var node: Syntax? = Syntax(call).parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text == name }
            node = current.parent
        }
        return false
    }

    private static let closingMethods: Set<String> = [
        "popViewController", "popToViewController", "popToRootViewController", "dismiss",
    ]
    /// What a screen's own code reaches itself and its containers through.
    private static let ownChain: Set<String> = [
        "self", "navigationController", "presentingViewController", "parent", "tabBarController",
        "splitViewController",
    ]

    /// A pop or dismiss on the controller itself or its containers: `dismiss(animated:)`,
    /// `self.dismiss`, `navigationController?.popViewController`, `presentingViewController?.dismiss`.
    private static func closesItself(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = calledName(call), closingMethods.contains(name) else { return false }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return true }
        guard let base = member.base else { return false }
        return receiverChain(base)?.allSatisfy(ownChain.contains) ?? false
    }

    /// The names along a receiver (`self?.navigationController` → self, navigationController);
    /// nil for anything but names, member accesses, `?` and `!`.
    private static func receiverChain(_ expression: ExprSyntax) -> [String]? {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiverChain(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiverChain(forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return receiverChain(base).map { $0 + [member.declName.baseName.text] }
        }
        return nil
    }

    /// The class an initialiser call makes: `X(...)`, `X.init(...)`.
    private static func createdClass(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }
}

/// Every function call under a node, in source order.
private final class CallFinder: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []

    static func all(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

/// The uses of a name under a node: `x` and `self.x` (for `reads-property`), or `a.x` (for
/// `assigns-member`), each as the expression that stands for the use.
private final class ReferenceFinder: SyntaxVisitor {
    private let name: String
    private let membersOnly: Bool
    private var found: [ExprSyntax] = []

    private init(name: String, membersOnly: Bool) {
        self.name = name
        self.membersOnly = membersOnly
        super.init(viewMode: .sourceAccurate)
    }

    static func all(named name: String, in node: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = ReferenceFinder(name: name, membersOnly: false)
        finder.walk(node)
        return finder.found
    }

    static func members(named name: String, in node: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = ReferenceFinder(name: name, membersOnly: true)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .visitChildren }
        let isMember = node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName == node } ?? false
        if !membersOnly || isMember { found.append(ExprSyntax(node)) }
        return .visitChildren
    }
}

/// Every function declaration under a node, in source order.
private final class FunctionFinder: SyntaxVisitor {
    private var functions: [FunctionDeclSyntax] = []

    static func all(in node: some SyntaxProtocol) -> [FunctionDeclSyntax] {
        let finder = FunctionFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.functions
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }
}
