import SwiftSyntax

extension Compiler {
    /// `dump(value, name:, indent:)`: writes the value's tree (`Dumper`) and gives the value
    /// back, as Swift's does. `maxDepth:` and `maxItems:` are refused.
    func dumpCall(_ args: [CallArg], node: some SyntaxProtocol) -> Compiled {
        guard let first = args.first, first.label == nil,
              args.dropFirst().allSatisfy({ $0.label == "name" || $0.label == "indent" }) else {
            error(node, "unsupported", "this form of 'dump' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let value = expr(first.syntax)
        refuseDescribing(value, at: first.syntax)
        let run = value.run
        let name = args.first { $0.label == "name" }.map { expr($0.syntax, expected: .named("String")).run }
        let indent = args.first { $0.label == "indent" }.map { expr($0.syntax, expected: .named("Int")).run }
        let formatter = self.formatter
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            let v = try run(env)
            var label: String? = nil
            if let name, case .string(let text) = try name(env) { label = text }
            var spaces = 0
            if let indent, case .int(let n) = try indent(env) { spaces = max(0, n) }
            // Refused as a description is when nested too deep for the native recursion.
            try ctx.chargeDescription(of: v)
            var dumper = Dumper(formatter: formatter, maxBytes: max(0, ctx.limits.maxOutputBytes - ctx.output.utf8.count))
            try dumper.dump(v, label: label, indent: spaces)
            try ctx.write(dumper.lines.map { $0 + "\n" }.joined())
            return v
        }, value.type)
    }
}
