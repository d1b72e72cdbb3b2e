import SwiftSyntax

/// Definite initialisation of a local `let` or `var` declared without a value (`let title:
/// String`, then `title = …` in each branch of an `if` or `switch`), checked as Swift checks it:
/// it must be assigned on every path before it is read, and a constant exactly once. It reads
/// the statements after the declaration in its block, following `if`, `switch`, `guard` and
/// `do`; a path ends at `return`, `throw`, `break` and at a call that may never return
/// (`NeverReturningCalls`). For a constant, an assignment anywhere else (a loop that cannot be
/// left early) is a second initialisation, as swiftc says, a `defer` reads it where its block is
/// left, and a read inside a closure or local function before the constant is surely assigned
/// is refused. For a variable, whose assignments may repeat, it stops speaking at the first
/// statement it cannot follow exactly (a loop that assigns it, a `defer`, a local function
/// reading it, a declaration shadowing its name), and so does a constant's at a loop that
/// assigns it and may be left early: it reports only what is certain.
struct DeferredInitialisation {
    enum State { case unassigned, assigned, maybe }

    let name: String
    /// A `var` (assigned any number of times), not a `let`.
    let isVariable: Bool
    /// Set at the first statement the analysis cannot follow exactly: nothing after it is
    /// reported.
    private var gaveUp = false
    /// The `x` of each `x = …` this judged: allowed, or reported in `problems` in Swift's words
    /// (so not also as an assignment to a `let`).
    private(set) var judged: Set<SyntaxIdentifier> = []
    /// Swift's errors (and refusals), in source order: node, diagnostic id, message.
    private(set) var problems: [(node: Syntax, id: String, message: String)] = []
    /// For each switch being followed, the states its `break`s leave it with.
    private var breakStates: [[State]] = []
    /// For each block being followed, its `defer`s met so far that read the constant (they
    /// read it where the block is left).
    private var pendingDefers: [[DeferStmtSyntax]] = []
    /// The `defer`s already reported.
    private var reportedDefers: Set<SyntaxIdentifier> = []

    /// The program's calls that may never return: a path ends at one.
    private let calls: NeverReturningCalls

    init(name: String, isVariable: Bool = false, calls: NeverReturningCalls) {
        self.name = name
        self.isVariable = isVariable
        self.calls = calls
    }

    /// "constant 'x'" or "variable 'x'", as swiftc names it.
    private var subject: String { "\(isVariable ? "variable" : "constant") '\(name)'" }

    /// Follows the statements after the declaration.
    mutating func follow(_ items: some Sequence<CodeBlockItemSyntax>) {
        _ = block(items, .unassigned)
    }

    /// The state at the end of a block, or nil when every path leaves it.
    private mutating func block(_ items: some Sequence<CodeBlockItemSyntax>, _ start: State) -> State? {
        pendingDefers.append([])
        defer { pendingDefers.removeLast() }
        var state = start
        for item in items {
            guard let next = statement(Syntax(item.item), state) else { return nil }
            state = next
        }
        leaving(0, state)
        return state
    }

    /// A constant's `defer` reads it when its block is left: reported (at `defer`, as swiftc
    /// does) when a way out of the innermost `levels` blocks leaves it not surely assigned.
    private mutating func leaving(_ levels: Int, _ state: State) {
        guard !isVariable, !gaveUp, state != .assigned else { return }
        for d in pendingDefers.suffix(levels + 1).joined() where reportedDefers.insert(d.id).inserted {
            problems.append((Syntax(d.deferKeyword), "let-used-before-init", "\(subject) used before being initialized"))
        }
    }

    private mutating func statement(_ node: Syntax, _ state: State) -> State? {
        if gaveUp { return state }
        if let s = node.as(ExpressionStmtSyntax.self) { return statement(Syntax(s.expression), state) }
        if isVariable, let assigned = variableStatement(node, state) { return assigned }
        if let assigned = tupleAssignment(node, state) { return assigned }
        if let e = node.as(InfixOperatorExprSyntax.self), e.operator.is(AssignmentExprSyntax.self),
           let target = e.leftOperand.as(DeclReferenceExprSyntax.self), target.baseName.text == name {
            reads(Syntax(e.rightOperand), state)
            judged.insert(target.id)
            if state != .unassigned && !isVariable {
                problems.append((Syntax(e.operator), "let-initialized-twice", "immutable value '\(name)' may only be initialized once"))
            }
            return .assigned
        }
        if let i = node.as(IfExprSyntax.self) { return ifStatement(i, state) }
        if let s = node.as(SwitchExprSyntax.self) {
            reads(Syntax(s.subject), state)
            breakStates.append([])
            var ends: [State] = []
            for c in s.cases {
                guard case .switchCase(let sc) = c else { reads(Syntax(c), state); continue }
                if let label = sc.label.as(SwitchCaseLabelSyntax.self) { reads(Syntax(label), state) }
                if let end = block(sc.statements, state) { ends.append(end) }
            }
            return merge(ends + breakStates.removeLast())
        }
        if let g = node.as(GuardStmtSyntax.self) {
            reads(Syntax(g.conditions), state)
            _ = block(g.body.statements, state)
            return state
        }
        if let d = node.as(DoStmtSyntax.self) {
            var ends: [State] = []
            var throwPoints: [State] = []
            if let end = doBody(d.body.statements, state, throwPoints: &throwPoints) { ends.append(end) }
            let entry = merge(throwPoints) ?? state
            for c in d.catchClauses {
                if let end = block(c.body.statements, entry) { ends.append(end) }
            }
            return merge(ends)
        }
        if let b = node.as(BreakStmtSyntax.self) {
            // An unlabelled `break` here leaves the innermost switch followed (loops are not
            // followed), or else a loop around the declaration.
            if b.label == nil, !breakStates.isEmpty { breakStates[breakStates.count - 1].append(state) }
            return nil
        }
        if node.is(ReturnStmtSyntax.self) || node.is(ThrowStmtSyntax.self) || node.is(ContinueStmtSyntax.self) {
            reads(node, state)
            if !node.is(ContinueStmtSyntax.self) { leaving(pendingDefers.count - 1, state) }
            return nil
        }
        // A `defer` reads where its block is left (`leaving`).
        if let d = node.as(DeferStmtSyntax.self), !isVariable, assignments(in: node).isEmpty {
            if !references(in: node).isEmpty { pendingDefers[pendingDefers.count - 1].append(d) }
            return state
        }
        if let call = node.as(FunctionCallExprSyntax.self), calls.mayNotReturn(call) {
            reads(node, state)
            return nil
        }
        // Type declarations run nothing here (their members may have a property of this name).
        if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
            return state
        }
        // Any other statement: reads, and assignments that can only be second ones (loops).
        // (One inside a closure or local function gets "cannot assign to value", as before.)
        let assigned = assignments(in: node).filter { !isInsideClosureOrFunction($0.node, below: node) }
        // A loop that may be left after it assigns (`while true { x = 4; break }`) may
        // assign only once: not followed further.
        if !assigned.isEmpty, isVariable || mayLeave(node) {
            judged.formUnion(assigned.map(\.node.id))
            gaveUp = true
            return state
        }
        for assignment in assigned {
            judged.insert(assignment.node.id)
            problems.append((assignment.op, "let-initialized-twice", "immutable value '\(name)' may only be initialized once"))
        }
        reads(node, state)
        return assigned.isEmpty ? state : .assigned
    }

    /// A `do` body, noting the state wherever it may throw (where a `catch` starts): before a
    /// statement with a `try` (`y = try f()` throws before it assigns), or "maybe" when such a
    /// statement also assigns inside it (`if c { y = 1; try f() }`).
    private mutating func doBody(_ items: CodeBlockItemListSyntax, _ start: State, throwPoints: inout [State]) -> State? {
        pendingDefers.append([])
        defer { pendingDefers.removeLast() }
        var state = start
        for item in items {
            let node = Syntax(item.item)
            if node.descendants(TryExprSyntax.self).contains(where: { $0.questionOrExclamationMark == nil }) {
                let plainAssignment = isPlainAssignment(node)
                throwPoints.append(plainAssignment || assignments(in: node).isEmpty ? state : .maybe)
            }
            guard let next = statement(node, state) else { return nil }
            state = next
        }
        leaving(0, state)
        return state
    }

    /// Whether control may leave `node` other than by finishing it: a `break`, `return`,
    /// `throw` or labelled `continue` in it (not in a closure or local function), or a call
    /// that may never return.
    private func mayLeave(_ node: Syntax) -> Bool {
        let exits = node.descendants(BreakStmtSyntax.self).map(Syntax.init)
            + node.descendants(ReturnStmtSyntax.self).map(Syntax.init)
            + node.descendants(ThrowStmtSyntax.self).map(Syntax.init)
            + node.descendants(ContinueStmtSyntax.self).filter { $0.label != nil }.map(Syntax.init)
        return exits.contains { !isInsideClosureOrFunction($0, below: node) } || calls.mayStop(node)
    }

    private func isPlainAssignment(_ node: Syntax) -> Bool {
        let e = node.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? node
        guard let i = e.as(InfixOperatorExprSyntax.self), i.operator.is(AssignmentExprSyntax.self) else { return false }
        return i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    private mutating func ifStatement(_ i: IfExprSyntax, _ state: State) -> State? {
        reads(Syntax(i.conditions), state)
        var ends: [State] = []
        if let end = block(i.body.statements, state) { ends.append(end) }
        switch i.elseBody {
        case .codeBlock(let b)?: if let end = block(b.statements, state) { ends.append(end) }
        case .ifExpr(let x)?: if let end = ifStatement(x, state) { ends.append(end) }
        case nil: ends.append(state)
        }
        return merge(ends)
    }

    private func merge(_ ends: [State]) -> State? {
        guard let first = ends.first else { return nil }
        return ends.allSatisfy { $0 == first } ? first : .maybe
    }

    /// Reports reads of the constant or variable in `node` unless it is surely assigned.
    private mutating func reads(_ node: Syntax, _ state: State) {
        guard state != .assigned, !gaveUp else { return }
        let found = references(in: node)
        if isVariable, found.contains(where: { isInsideLocalFunction($0, below: node) }) || (state == .maybe
            && found.contains(where: { isInsideClosureOrFunction($0, below: node) })) {
            gaveUp = true
            return
        }
        for r in found {
            if isInsideClosureOrFunction(r, below: node) {
                if isVariable {
                    problems.append((Syntax(r), "var-used-before-init", "\(subject) captured by a closure before being initialized"))
                } else {
                    problems.append((Syntax(r), "unsupported", "using '\(name)' in a closure before it is initialized is not supported yet"))
                }
            } else if isVariable {
                let (place, message) = variableRead(r)
                problems.append((place, "var-used-before-init", "\(subject) \(message) before being initialized"))
            } else {
                problems.append((Syntax(r), "let-used-before-init", "\(subject) used before being initialized"))
            }
        }
    }

    /// Where swiftc places a read of a variable not yet initialised, and how it words it: a
    /// compound assignment (`total += 1`) or `&total` passes it by reference (at the operator,
    /// at the `&`'s operand); a standard mutating method (`list.append(1)`) is placed at its name.
    private func variableRead(_ r: DeclReferenceExprSyntax) -> (Syntax, String) {
        if let infix = r.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == r.id, let op = infix.compoundAssignmentOperator {
            return (Syntax(op), "passed by reference")
        }
        if r.parent?.is(InOutExprSyntax.self) == true { return (Syntax(r), "passed by reference") }
        if let member = r.parent?.as(MemberAccessExprSyntax.self), member.base?.id == r.id,
           member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id,
           BuiltinMutating.names.contains(member.declName.baseName.text) {
            return (Syntax(member.declName), "used")
        }
        return (Syntax(r), "used")
    }

    /// A variable's statements that the constant's rules do not fit: `defer` (it runs at the
    /// end of the scope) and anything redeclaring the name stop the analysis. Nil for every
    /// other statement.
    private mutating func variableStatement(_ node: Syntax, _ state: State) -> State? {
        if node.is(DeferStmtSyntax.self) || redeclaresName(node) {
            gaveUp = true
            return state
        }
        return nil
    }

    /// A tuple assignment naming the constant or variable among its targets (`(pre, post) =
    /// (0, n)`) assigns it, as a plain assignment does; nil for any other statement.
    private mutating func tupleAssignment(_ node: Syntax, _ state: State) -> State? {
        guard let e = node.as(InfixOperatorExprSyntax.self), e.operator.is(AssignmentExprSyntax.self),
              let tuple = e.leftOperand.as(TupleExprSyntax.self) else { return nil }
        let targets = Self.tupleTargets(tuple).filter { $0.baseName.text == name }
        guard !targets.isEmpty else { return nil }
        reads(Syntax(e.rightOperand), state)
        if !isVariable {
            judged.formUnion(targets.map(\.id))
            // `(a, a) = (1, 2)` assigns the constant twice itself.
            if state != .unassigned || targets.count > 1 {
                problems.append((Syntax(e.operator), "let-initialized-twice", "immutable value '\(name)' may only be initialized once"))
            }
        }
        return .assigned
    }

    /// The names a tuple assignment stores into, nested tuples included (not names read inside
    /// a target, such as a subscript's index).
    private static func tupleTargets(_ tuple: TupleExprSyntax) -> [DeclReferenceExprSyntax] {
        tuple.elements.flatMap { element -> [DeclReferenceExprSyntax] in
            if let name = element.expression.as(DeclReferenceExprSyntax.self) { return [name] }
            if let inner = element.expression.as(TupleExprSyntax.self) { return tupleTargets(inner) }
            return []
        }
    }

    /// Whether `node` declares something of the same name (a local, a parameter, a closure's
    /// parameter), which a reference inside it may then mean.
    private func redeclaresName(_ node: Syntax) -> Bool {
        node.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
            || node.descendants(ClosureShorthandParameterSyntax.self).contains { $0.name.text == name }
            || node.descendants(ClosureParameterSyntax.self).contains { ($0.secondName ?? $0.firstName).text == name }
            || node.descendants(FunctionParameterSyntax.self).contains { ($0.secondName ?? $0.firstName).text == name }
            || node.descendants(FunctionDeclSyntax.self).contains { $0.name.text == name }
    }

    private func isInsideLocalFunction(_ n: some SyntaxProtocol, below top: Syntax) -> Bool {
        var current: Syntax? = Syntax(n)
        while let c = current, c.id != top.id {
            if c.is(FunctionDeclSyntax.self) || c.is(AccessorBlockSyntax.self) { return true }
            current = c.parent
        }
        return top.is(FunctionDeclSyntax.self)
    }

    /// References to the constant by name (not as a member name, not as an assignment's target).
    private func references(in node: Syntax) -> [DeclReferenceExprSyntax] {
        let targets = Set(assignments(in: node).map { $0.node.id })
        return node.descendants(DeclReferenceExprSyntax.self).filter { r in
            guard r.baseName.text == name, !targets.contains(r.id) else { return false }
            if let m = r.parent?.as(MemberAccessExprSyntax.self), m.declName.id == r.id { return false }
            return true
        }
    }

    private func assignments(in node: Syntax) -> [(node: DeclReferenceExprSyntax, op: Syntax)] {
        node.descendants(InfixOperatorExprSyntax.self).compactMap { e in
            guard e.operator.is(AssignmentExprSyntax.self), let t = e.leftOperand.as(DeclReferenceExprSyntax.self),
                  t.baseName.text == name else { return nil }
            return (t, Syntax(e.operator))
        }
    }

    /// Whether `n` runs apart from `top`'s own flow: inside a closure, function or accessor
    /// nested below it, or `top` is itself a closure or function.
    private func isInsideClosureOrFunction(_ n: some SyntaxProtocol, below top: Syntax) -> Bool {
        Syntax(n).isNested(below: top, orFunction: true) || top.is(ClosureExprSyntax.self) || top.is(FunctionDeclSyntax.self)
    }
}
