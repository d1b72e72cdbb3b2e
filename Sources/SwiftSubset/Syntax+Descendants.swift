import SwiftSyntax

extension Syntax {
    /// Every node below this one of the given kind, in source order.
    func descendants<T: SyntaxProtocol>(_ kind: T.Type) -> [T] {
        var out: [T] = []
        var stack: [Syntax] = Array(children(viewMode: .sourceAccurate).reversed())
        while let n = stack.popLast() {
            if let t = n.as(T.self) { out.append(t) }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate).reversed())
        }
        return out
    }
}
