import SwiftSyntax

extension ClosureExprSyntax {
    /// The parameters the closure's signature names (`{ a, b in …}`, `{ (a: Int) in …}`), each
    /// with its written type; nil when it names none (it uses `$0`… or takes no parameter).
    var writtenParameters: [(name: String, type: TypeSyntax?)]? {
        switch signature?.parameterClause {
        case .simpleInput(let list)?: return list.map { ($0.name.text, nil) }
        case .parameterClause(let clause)?: return clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type) }
        case nil: return nil
        }
    }
}
