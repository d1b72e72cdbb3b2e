@_spi(Testing) import SwiftOperators
import SwiftSyntax

/// Folds the operator sequences of a parsed file (`a + b * c` is parsed flat) into
/// structured expressions, exactly as swift-syntax's `OperatorTable.standardOperators.foldAll`
/// does, in time linear in the file.
///
/// swift-syntax's folding asks its precedence graph how two groups relate by searching the graph
/// for every pair of operators; in a debug build that is milliseconds an operator, so a
/// program of thousands of lines spent most of its checking there. Here the standard groups
/// are ranks in one table (they form a chain, apart from `DefaultPrecedence`), and the
/// nodes are built by swift-syntax's own `makeBinaryOperationExpr`. A sequence with an operator
/// not in the table, or two operators that do not associate (`a < b < c`), is handed whole to
/// swift-syntax's `foldSingle`, which reports the error as it always has.
enum OperatorFolding {
    /// The file with every sequence folded; `errorHandler` gets swift-syntax's errors.
    /// `table` folds what the fast table does not know: the standard operators and the
    /// operators and precedence groups the program declares (`operatorTable(declaredIn:)`).
    static func foldAll(_ file: SourceFileSyntax, table: OperatorTable = .standardOperators,
                        errorHandler: @escaping (OperatorError) -> Void) -> Syntax {
        Folder(table: table, errorHandler: errorHandler).rewrite(file)
    }

    /// The standard operators with those the file declares (`infix operator ^^: Group`,
    /// `precedencegroup`); errors in the declarations go to `errorHandler`.
    /// swift-syntax's standard table still declares the prefix and postfix `++` and `--` that
    /// Swift 3 removed from the standard library: a program may declare them
    /// (`postfix operator ++`), which swiftc accepts.
    static func operatorTable(declaredIn file: SourceFileSyntax, errorHandler: (OperatorError) -> Void) -> OperatorTable {
        var table = OperatorTable.standardOperators
        table.addSourceFile(file) { error in
            if case .operatorAlreadyExists(let existing, _) = error, existing.kind != .infix,
               existing.name == "++" || existing.name == "--", existing.syntax == nil {
                return
            }
            errorHandler(error)
        }
        return table
    }

    /// A standard precedence group: its rank (higher binds tighter) and associativity.
    struct Group: Equatable {
        let rank: Int
        let associativity: Associativity
    }

    static let assignment = Group(rank: 0, associativity: .right)
    static let functionArrow = Group(rank: 1, associativity: .right)
    static let ternary = Group(rank: 2, associativity: .right)
    static let casting = Group(rank: 7, associativity: .none)

    /// The infix operators of the standard library and their groups, as in
    /// `OperatorTable.standardOperators`.
    static let infix: [String: Group] = {
        let groups: [(Group, [String])] = [
            (assignment, ["=", "*=", "&*=", "/=", "%=", "+=", "&+=", "-=", "&-=", "<<=", "&<<=", ">>=", "&>>=", "&=", "^=", "|="]),
            (Group(rank: 3, associativity: .left), ["||"]),
            (Group(rank: 4, associativity: .left), ["&&"]),
            (Group(rank: 5, associativity: .none), ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~="]),
            (Group(rank: 6, associativity: .right), ["??"]),
            (Group(rank: 8, associativity: .none), ["...", "..<"]),
            (Group(rank: 9, associativity: .left), ["+", "&+", "-", "&-", "|", "^"]),
            (Group(rank: 10, associativity: .left), ["*", "&*", "/", "%", "&"]),
            (Group(rank: 11, associativity: .none), ["<<", "&<<", ">>", "&>>"]),
        ]
        var table: [String: Group] = [:]
        for (group, names) in groups { for name in names { table[name] = group } }
        return table
    }()

    /// The group of an operator element of a sequence; nil for one not in the table.
    static func group(of op: ExprSyntax) -> Group? {
        if let binary = op.as(BinaryOperatorExprSyntax.self) { return infix[binary.operator.text] }
        if op.is(UnresolvedTernaryExprSyntax.self) { return ternary }
        if op.is(AssignmentExprSyntax.self) { return assignment }
        if op.is(UnresolvedIsExprSyntax.self) || op.is(UnresolvedAsExprSyntax.self) { return casting }
        if op.is(ArrowExprSyntax.self) { return functionArrow }
        return nil
    }

    /// Raised inside the fast fold when the sequence needs swift-syntax's own.
    struct NeedsStandardFold: Error {}

    /// The least rank an operator must have to be folded in the current recursion, and whether
    /// an operator of exactly that rank is left for the caller.
    struct Bound {
        let group: Group?
        let isStrict: Bool

        func admits(_ candidate: Group) -> Bool {
            guard let group else { return true }
            return candidate == group ? !isStrict : candidate.rank > group.rank
        }
    }

    /// Folds one sequence (its elements already folded), the same algorithm as swift-syntax's
    /// `OperatorTable.fold(_:rest:bound:)` with ranks in place of the graph.
    static func foldSingle(_ sequence: SequenceExprSyntax) throws(NeedsStandardFold) -> ExprSyntax {
        let elements = Array(sequence.elements)
        var position = 1
        return try fold(elements[0], elements, &position, Bound(group: nil, isStrict: false))
    }

    private static func fold(
        _ first: ExprSyntax, _ elements: [ExprSyntax], _ position: inout Int, _ bound: Bound
    ) throws(NeedsStandardFold) -> ExprSyntax {
        var lhs = first
        func nextOperator() throws(NeedsStandardFold) -> (ExprSyntax, Group)? {
            guard position < elements.count else { return nil }
            let op = elements[position]
            guard let group = group(of: op) else { throw NeedsStandardFold() }
            return bound.admits(group) ? (op, group) : nil
        }
        guard var (op1, group1) = try nextOperator() else { return lhs }
        var rhs = elements[position + 1]
        position += 2
        while position < elements.count {
            if group1 == casting {
                // A cast's right-hand side is its type and goes no further.
                lhs = OperatorTable.makeBinaryOperationExpr(lhs: lhs, op: op1, rhs: rhs)
                guard let next = try nextOperator() else { return lhs }
                (op1, group1) = next
                rhs = elements[position + 1]
                position += 2
                continue
            }
            let op2 = elements[position]
            guard let group2 = group(of: op2) else { throw NeedsStandardFold() }
            guard bound.admits(group2) else { break }
            let associativity: Associativity = group1 == group2
                ? group1.associativity : group1.rank > group2.rank ? .left : .right
            switch associativity {
            case .left:
                lhs = OperatorTable.makeBinaryOperationExpr(lhs: lhs, op: op1, rhs: rhs)
                (op1, group1) = (op2, group2)
                rhs = elements[position + 1]
                position += 2
            case .right where group1 != group2:
                rhs = try fold(rhs, elements, &position, Bound(group: group1, isStrict: true))
            case .right:
                rhs = try fold(rhs, elements, &position, Bound(group: group1, isStrict: false))
                lhs = OperatorTable.makeBinaryOperationExpr(lhs: lhs, op: op1, rhs: rhs)
                if position >= elements.count { return lhs }
                return try fold(lhs, elements, &position, bound)
            case .none:
                // Operators that do not associate: swift-syntax says so.
                throw NeedsStandardFold()
            }
        }
        return OperatorTable.makeBinaryOperationExpr(lhs: lhs, op: op1, rhs: rhs)
    }

    /// Rewrites every sequence in a tree, innermost first, skipping subtrees without one.
    private final class Folder: SyntaxRewriter {
        let errorHandler: (OperatorError) -> Void
        let table: OperatorTable

        init(table: OperatorTable, errorHandler: @escaping (OperatorError) -> Void) {
            self.errorHandler = errorHandler
            self.table = table
            super.init(viewMode: .fixedUp)
        }

        override func visitAny(_ node: Syntax) -> Syntax? {
            node.hasSequenceExpr ? nil : node
        }

        override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
            let visited = super.visit(node)
            guard let inner = visited.as(SequenceExprSyntax.self) else { return visited }
            do {
                return try OperatorFolding.foldSingle(inner)
            } catch {
                return table.foldSingle(inner) { errorHandler($0) }
            }
        }
    }
}
