import SwiftSyntax

/// Initialisers used as function values: `map(Celsius.init)`, `Box.init(size:)`,
/// `map(String.init)`.
extension Compiler {
    /// The standard conversions a one-argument, unlabelled `String(x)`, `Int(x)`, `Double(x)`
    /// or `Character(x)` performs, shared by calls and by `String.init` as a value.
    static func conversion(_ type: String, formatter f: ValueFormatter, ctx: RunContext) -> (([Value]) throws(Interrupt) -> Value)? {
        switch type {
        case "String":
            return { v throws(Interrupt) in
                if case .array(let a) = v[0] {
                    // Only a sequence of Characters converts (swiftc rejects any other array),
                    // so a String among them is a Character literal the compiler typed as a
                    // String where the array's type was not known to it: it is that character.
                    return .string(a.map {
                        switch $0 {
                        case .character(let c): String(c)
                        case .string(let s): s
                        default: ""
                        }
                    }.joined())
                }
                return .string(try describeValue(v[0], formatter: f, ctx: ctx))
            }
        case "Int":
            return { v throws(Interrupt) in
                switch v[0] {
                case .string(let s): return .optional(Int(s).map { .int($0) })
                case .double(let d): return .int(try Arithmetic.int(fromDouble: d))
                case .fixed(let x):
                    guard let i = x.asInt else { throw FixedIntTraps.notEnoughBits }
                    return .int(i)
                case .character(let c): return .optional(Int(String(c)).map { .int($0) })
                default: return v[0]
                }
            }
        case "Double":
            return { v throws(Interrupt) in
                switch v[0] {
                case .string(let s): return .optional(Double(s).map { .double($0) })
                case .int(let i): return .double(Double(i))
                case .fixed(let x): return .double(x.asDouble)
                default: return v[0]
                }
            }
        case "Character":
            return { v throws(Interrupt) in
                guard case .string(let s) = v[0] else { return v[0] }
                // swiftc's traps, word for word, for a String that is not one Character.
                guard let c = s.first else { throw .fatal("Fatal error: Can't form a Character from an empty String") }
                guard s.dropFirst().isEmpty else {
                    throw .fatal("Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster")
                }
                return .character(c)
            }
        default: return nil
        }
    }

    /// `T.init` (or `T.init(a:b:)`) not called: a function that constructs a `T`, or a
    /// standard conversion. Nil when `base` names no type this knows.
    func initializerValue(_ base: ExprSyntax, _ m: MemberAccessExprSyntax) -> Compiled? {
        let ctx = self.ctx
        let spelled = m.declName.argumentNames.map { "init(" + $0.arguments.map { $0.name.text + ":" }.joined() + ")" }
        if let r = base.as(DeclReferenceExprSyntax.self), resolve(r.baseName.text) == nil, spelled == nil,
           let convert = Compiler.conversion(r.baseName.text, formatter: formatter, ctx: ctx) {
            return Compiled { _ throws(Interrupt) in
                .function(Callable(name: "init(_:)") { args, _ throws(Interrupt) in try convert(args) })
            }
        }
        guard let t = staticTypeOf(base) else { return nil }
        let declared = allInitializerNames(t)
        let memberwise = t.kind == .structType && !t.hasUserInit
        let full: String
        if let spelled {
            full = spelled
            if !initExists(t, full) && !memberwise {
                error(m.declName, "no-member", "type '\(t.name)' has no member '\(full)'")
            }
        } else if declared.count == 1, !memberwise, let only = declared.first {
            full = only
        } else if declared.isEmpty, memberwise {
            full = "init"  // the memberwise initialiser
        } else {
            return unsupported(m.declName, "initializers chosen by their use as a function value")
        }
        // Passed where a function taking a tuple is meant (`pairs.map(Point.init)`), it takes
        // the tuple's elements as its arguments (`Callable.spreadingTuple`).
        let arity = full == "init" ? t.storedNames.count : full.count(where: { $0 == ":" })
        return Compiled { _ throws(Interrupt) in
            .function(Callable(name: full) { args, _ throws(Interrupt) in
                try Construction.construct(t, name: full, Callable.spreadingTuple(args, arity: arity), ctx: ctx)
            })
        }
    }

    /// The initialisers a type declares, or inherits from its superclasses.
    private func allInitializerNames(_ t: TypeDecl) -> Set<String> {
        var out: Set<String> = []
        for d in t.selfAndSuperclasses {
            out.formUnion(d.initializers.keys)
            if d.kind == .classType && !d.inheritsInitializers { break }
        }
        return out
    }
}
