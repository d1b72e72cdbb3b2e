import SwiftSyntax

/// swiftc's errors for a call whose argument labels fit no declaration of its name, and the
/// labels spelled as swiftc lists them.
extension Compiler {
    func reportLabelMismatch(_ refs: [FunctionRef], _ args: [CallArg], node: some SyntaxProtocol) {
        let got = args.map { ($0.label ?? "_") + ":" }.joined()
        if refs.count == 1 {
            let want = refs[0].labels.map { ($0 ?? "_") + ":" }.joined()
            let nonDefault = refs[0].labels.enumerated().filter { !refs[0].hasDefault[$0.offset] }.count
            if args.count > refs[0].labels.count && refs[0].variadicIndex == nil,
               args.prefix(refs[0].labels.count).map(\.label) == refs[0].labels {
                let extra = args[refs[0].labels.count]
                let what = extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
                error(extra.syntax, "extra-argument", what)
            } else if args.count < nonDefault, args.map(\.label) == Array(refs[0].labels.prefix(args.count)) {
                let missing = refs[0].labels[args.count].map { "'\($0)'" } ?? "#\(args.count + 1)"
                if let end = currentCallEnd {
                    error(end, "missing-argument", "missing argument for parameter \(missing) in call")
                } else {
                    error(node, "missing-argument", "missing argument for parameter \(missing) in call")
                }
            } else {
                reportLabels(args, expected: refs[0].labels, at: node)
            }
        } else {
            error(node, "no-overload", "no exact matches in call to '\(refs[0].name)' with argument labels '(\(got))'")
        }
    }

    /// swiftc's error for arguments whose labels differ from the parameters' (`expected`, nil
    /// for none), at `node` (the call's `(`): `reportMissingOrExtraneousLabels`'s, else
    /// "incorrect argument label(s) in call (have …, expected …)".
    func reportLabels(_ args: [CallArg], expected: [String?], at node: some SyntaxProtocol) {
        if reportMissingOrExtraneousLabels(args, expected: expected, at: node) { return }
        let differing = zip(args.map(\.label), expected).filter { $0 != $1 }.count
        error(node, "argument-labels", "incorrect argument label\(differing == 1 ? "" : "s") in call (have '\(Self.spelledLabels(args.map(\.label)))', expected '\(Self.spelledLabels(expected))')")
    }

    /// As many arguments as parameters, where every difference is a label left out: "missing
    /// argument label 'x:'" (at the argument when it is the only one, else at `node`); where
    /// every one is a label written for a parameter without one, "extraneous argument label";
    /// whether it spoke.
    @discardableResult
    func reportMissingOrExtraneousLabels(_ args: [CallArg], expected: [String?], at node: some SyntaxProtocol) -> Bool {
        let have = args.map(\.label)
        guard have.count == expected.count else { return false }
        let differing = zip(have, expected).filter { $0 != $1 }
        let plural = differing.count == 1 ? "" : "s"
        if !differing.isEmpty, differing.allSatisfy({ $0.0 == nil }) {
            let place = args.count == 1 ? Syntax(args[0].syntax) : Syntax(node)
            error(place, "argument-labels", "missing argument label\(plural) '\(Self.spelledLabels(differing.map(\.1)))' in call")
            return true
        }
        if !differing.isEmpty, differing.allSatisfy({ $0.1 == nil }) {
            error(node, "argument-labels", "extraneous argument label\(plural) '\(Self.spelledLabels(differing.map(\.0)))' in call")
            return true
        }
        return false
    }

    /// Labels as swiftc lists them: `width:_:`.
    static func spelledLabels(_ labels: [String?]) -> String {
        labels.map { ($0 ?? "_") + ":" }.joined()
    }

    /// swiftc's error for a function value (a closure, a parameter of function type) called
    /// with argument labels, which a function type does not have.
    func refuseArgumentLabels(_ args: [CallArg], at node: Syntax) {
        let written = args.filter { !$0.isTrailing }
        guard written.contains(where: { $0.label != nil }) else { return }
        let labels = written.map { ($0.label ?? "_") + ":" }.joined()
        error(node, "extraneous-labels", "extraneous argument label\(written.count > 1 ? "s" : "") '\(labels)' in call")
    }
}
