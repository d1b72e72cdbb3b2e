import SwiftSyntax

extension Compiler {
    /// `print` and `debugPrint`, as Swift's: the arguments are evaluated first, then each item
    /// is described and written in turn after its separator, so a `description` that prints
    /// writes between the items (`desc 1`, `N1 desc 2`, `N2`). With `to: &text` for a String
    /// variable the text is appended to it instead; another target (a `TextOutputStream` of the
    /// program's) is refused.
    func printCall(debug: Bool, _ args: [CallArg]) -> Compiled {
        let ctx = self.ctx
        let f = formatter
        let positional = args.filter { $0.label == nil }.map { arg -> Expr in
            if !debug, let text = sequenceWrapperText(arg.syntax) { return text.run }
            let value = expr(arg.syntax, expected: .any)
            refuseDescribing(value, at: arg.syntax, debug: debug)
            return debug ? value.run : describedAsSwiftWritesIt(value, at: arg.syntax).run
        }
        let sep = args.first { $0.label == "separator" }.map { expr($0.syntax).run }
        let term = args.first { $0.label == "terminator" }.map { expr($0.syntax).run }
        var target: LValue?
        if let to = args.first(where: { $0.label == "to" }) {
            guard let place = to.syntax.as(InOutExprSyntax.self), let lv = lvalue(place.expression),
                  case .named("String")? = lv.type else {
                error(to.syntax, "unsupported", "'\(debug ? "debugPrint" : "print")(_:to:)' with a target other than a String variable is not supported yet")
                return Compiled { _ throws(Interrupt) in .void }
            }
            target = lv
        }
        return Compiled { env throws(Interrupt) in
            var values: [Value] = []
            values.reserveCapacity(positional.count)
            for p in positional { values.append(try p(env)) }
            var s = " ", t = "\n"
            if let sep, case .string(let x) = try sep(env) { s = x }
            if let term, case .string(let x) = try term(env) { t = x }
            // Written to the output piece by piece, or gathered for the String target.
            var gathered = ""
            func emit(_ text: String) throws(Interrupt) {
                if target == nil { try ctx.write(text) } else { gathered += text }
            }
            for (i, v) in values.enumerated() {
                if i > 0 { try emit(s) }
                let text = try describeValue(v, formatter: f, ctx: ctx, debug: debug)
                try emit(i == values.count - 1 ? text + t : text)
            }
            if values.isEmpty { try emit(t) }
            guard let target else { return .void }
            _ = try target.modify(env) { v throws(Interrupt) in
                guard case .string(var held) = v else { return .void }
                // As `append(_:)` charges a String's growth.
                try Arithmetic.checkSize(held.utf8.count + gathered.utf8.count)
                try ctx.allocate(gathered.utf8.count / 8)
                v = .void
                held += gathered
                v = .string(held)
                return .void
            }
            return .void
        }
    }
}
