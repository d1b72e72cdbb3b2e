import SwiftSyntax

/// A statement that `break` or `continue` may leave, while its body is compiled.
struct BreakTarget {
    enum Kind { case loop, switchStatement, ifStatement, doStatement }
    /// The statement's label (`outer:`), if it has one.
    let label: String?
    let kind: Kind

    init(_ label: String?, _ kind: Kind) {
        self.label = label
        self.kind = kind
    }

    var isLoop: Bool { kind == .loop }
}

/// `break` and `continue` with and without labels, checked as swiftc checks them, and labelled
/// statements other than loops (`check: do { … break check … }`, a labelled `if` or `switch`),
/// which a `break` naming them leaves.
extension Compiler {
    /// swiftc's error for a `break` that has nowhere to go.
    func checkBreak(_ b: BreakStmtSyntax) {
        if let label = b.label {
            if !breakTargets.contains(where: { $0.label == label.text }) {
                error(label, "unknown-label", "cannot find label '\(label.text)' in scope")
            }
        } else if !breakTargets.contains(where: { $0.kind == .loop || $0.kind == .switchStatement }) {
            if breakTargets.isEmpty {
                error(b, "break-outside-loop", "'break' is only allowed inside a loop, if, do, or switch")
            } else {
                error(b, "unlabeled-break", "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do")
            }
        }
    }

    /// swiftc's error for a `continue` that has no loop to go on with.
    func checkContinue(_ c: ContinueStmtSyntax) {
        if let label = c.label {
            guard let target = breakTargets.last(where: { $0.label == label.text }) else {
                error(label, "unknown-label", "cannot find label '\(label.text)' in scope")
                return
            }
            if target.kind == .ifStatement { error(c, "continue-if", "'continue' cannot be used with if statements") }
            else if !target.isLoop { error(c, "continue-outside-loop", "'continue' is only allowed inside a loop") }
        } else if !breakTargets.contains(where: \.isLoop) {
            error(c, "continue-outside-loop", "'continue' is only allowed inside a loop")
        }
    }

    /// A labelled `do`, `if` or `switch`: a `break` naming its label ends it.
    func labelledStatement(_ statement: StmtSyntax, label: String) -> Stmt {
        let isIf = statement.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) == true
        let isSwitch = statement.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
        breakTargets.append(BreakTarget(label, isIf ? .ifStatement : isSwitch ? .switchStatement : .doStatement))
        let body = self.statement(statement)
        breakTargets.removeLast()
        return { env throws(Interrupt) in
            let flow = try body(env)
            if case .breakLoop(let l) = flow, l == label { return .normal }
            return flow
        }
    }
}
