/// Swift's arithmetic and comparison operators on runtime values, trapping like Swift.
enum Arithmetic {
    static func overflow(_ op: String) -> Interrupt {
        .fatal("Fatal error: arithmetic overflow in '\(op)'")
    }

    /// `<`, `>`, `<=` or `>=` on two values of one comparable type; nil for any other operator
    /// (each caller's switch handles its own, then asks this in its `default`).
    static func ordered<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Value? {
        switch op {
        case "<": .bool(x < y)
        case ">": .bool(x > y)
        case "<=": .bool(x <= y)
        case ">=": .bool(x >= y)
        default: nil
        }
    }

    static func binary(_ op: String, _ a: Value, _ b: Value) throws(Interrupt) -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)): return try int(op, x, y)
        case (.double(let x), .double(let y)): return try double(op, x, y)
        case (.int(let x), .double(let y)): return try double(op, Double(x), y)
        case (.double(let x), .int(let y)): return try double(op, x, Double(y))
        case (.string(let x), .string(let y)):
            switch op {
            case "+":
                try checkSize(x.utf8.count + y.utf8.count)
                return .string(x + y)
            default: if let r = ordered(op, x, y) { return r }
            }
        case (.character(let x), .character(let y)):
            switch op {
            case "+": return .string(String(x) + String(y))
            default: if let r = ordered(op, x, y) { return r }
            }
        case (.array(let x), .array(let y)) where op == "+":
            try checkSize(x.count + y.count)
            return .array(x + y)
        case (.character(let x), .string(let y)): return try binary(op, .string(String(x)), .string(y))
        case (.string(let x), .character(let y)): return try binary(op, .string(x), .string(String(y)))
        case (.fixed, _), (_, .fixed):
            if let r = try FixedIntArithmetic.binary(op, a, b) { return r }
        case (.tuple, .tuple): try SetIndices.checkComparable(a, b)
        default: break
        }
        if op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">=",
           let f = try userOperator(op, a, operands: [a, b]) {
            return try f.call([a, b])
        }
        if op == ">" || op == ">=" || op == "<=", let less = try userOperator("<", a, operands: [a, b]) {
            let ab = Sequences.truthy(try less.call([a, b])), ba = Sequences.truthy(try less.call([b, a]))
            switch op {
            case ">": return .bool(ba)
            case ">=": return .bool(!ab)
            default: return .bool(!ba)
            }
        }
        if op == "==" || op == "!=", let same = try sameKeyPath(a, b) { return .bool(same == (op == "==")) }
        switch op {
        case "==": return .bool(valuesEqual(a, b))
        case "!=": return .bool(!valuesEqual(a, b))
        case "===": return .bool(identical(a, b))
        case "!==": return .bool(!identical(a, b))
        case "<", ">", "<=", ">=":
            if let r = compareTuples(op, a, b) { return .bool(r) }
            if let r = compareSynthesizedEnum(op, a, b) { return .bool(r) }
        case "~=":
            // A range of Doubles or Strings (`0.0...1.0 ~= x`) holds what lies between its bounds.
            if let range = BoundsRange(a), FixedIntRange.bounds(a) == nil { return .bool(try range.contains(b)) }
            // A range matches the values it contains (`3...18 ~= n`).
            if case .int(let x) = b {
                if case .range(let lo, let hi, let closed) = a { return .bool(x >= lo && (closed ? x <= hi : x < hi)) }
                if case .partialRange(let r) = a { return .bool(r.contains(x)) }
            }
        default: break
        }
        if let f = try userOperator(op, a, operands: [a, b]) { return try f.call([a, b]) }
        if let f = try userOperator(op, b, operands: [a, b]) { return try f.call([a, b]) }
        // The standard library's `~=` for two values of one Equatable type is `==`.
        if op == "~=", !isRange(a) { return .bool(valuesEqual(a, b)) }
        throw .unsupported("operator '\(op)' on these operands is not supported yet")
    }

    static func isRange(_ v: Value) -> Bool {
        switch v {
        case .range, .partialRange: return true
        default: return false
        }
    }

    /// An operator function declared in the type of `v`, one of `operands` (`static func + (a:
    /// V, b: V) -> V`; one operand for `static prefix func -`). Where the type declares several
    /// of that name and arity (`V * Double`, `V * V`), the one whose parameter types `operands`
    /// fit, by their values; a refusal where not exactly one does (the operands' static types
    /// were not known where the operator was compiled).
    /// For an object, the operator is the one its class's conformance uses (`conformingClass`):
    /// code that knows no static type of the operands is generic code or the standard library,
    /// which call the conformance's operator, not one a subclass declares beside it.
    static func userOperator(_ op: String, _ v: Value, operands: [Value]) throws(Interrupt) -> Callable? {
        switch v {
        case .structValue(let s): return try declaredOperator(op, from: s.type, operands: operands)
        case .object(let o): return try declaredOperator(op, from: conformingClass(o.type, for: op), operands: operands)
        case .enumValue(let e, _, _): return try declaredOperator(op, from: e, operands: operands)
        default: return nil
        }
    }

    /// The operator function `op` that `t` or its nearest superclass declaring one declares,
    /// for `operands` (see `userOperator`).
    /// `fitting`: only an operator whose parameter types the operands fit, even where the
    /// type declares one alone (operands of two kinds, `mixedOperandEquality`).
    static func declaredOperator(_ op: String, from t: TypeDecl, operands: [Value], fitting requireFit: Bool = false) throws(Interrupt) -> Callable? {
        let arity = operands.count
        func declaring(_ d: TypeDecl) -> (TypeDecl, [StaticOverload])? {
            let own = (d.staticOverloads[op] ?? []).filter {
                $0.parameterTypes.count == arity && $0.requiredConformances.allSatisfy { adopts(t, $0) }
            }
            return own.isEmpty ? nil : (d, own)
        }
        // A protocol extension's operator (`extension Entity { static func == … }`) is the
        // conformance's when neither the type nor a superclass declares one: Swift
        // synthesizes `==` only where no such witness exists.
        let found = t.firstAlongSuperclasses(declaring)
        if found == nil, let m = t.firstAlongSuperclasses({ d in
            d.staticMethods.first(where: { baseName($0.key) == op && $0.key.count(where: { $0 == ":" }) == arity })?.value
        }) {
            return m
        }
        let byConformance = found == nil
        guard let (owner, overloads) = found ?? t.firstAlongConformances(declaring) else { return nil }
        /// `literals`: a literal's value counts as fitting the type it may have been written for.
        func fits(_ o: StaticOverload, literals: Bool = false) -> Bool {
            zip(operands, o.parameterTypes).allSatisfy { v, p in
                if byConformance || requireFit, case .named(let n)? = p, n == "Self" || n == owner.name { return Compiler.fits(v, .named(t.name)) }
                return Compiler.fits(v, p) || (literals && Compiler.mayBeLiteralFor(v, p))
            }
        }
        if !byConformance, overloads.count == 1 {
            if requireFit { return fits(overloads[0], literals: true) ? overloads[0].callable : nil }
            // A struct's or enum's own `==` for another kind of operand (`(lhs: Tag, rhs:
            // String)`) is no witness of `Equatable`: two of its values are compared by the
            // `==` Swift synthesizes beside it.
            if op == "==", hasSynthesizedEquality(t) {
                for (i, (operand, parameter)) in zip(operands, overloads[0].parameterTypes).enumerated() {
                    let cannot = overloads[0].typeParameterPositions.contains(i)
                        ? try cannotBeTypeParameterArgument(operand, of: t, operands: operands)
                        : cannotBeArgument(operand, of: parameter, declaredIn: t)
                    if cannot { return nil }
                }
            }
            return overloads[0].callable
        }
        // A protocol's operator is the type's only for operands it takes (`Self` or the protocol
        // being the type): `== (l: Self, r: String)` is no witness of `Equatable`.
        let fitting = overloads.filter { fits($0) }
        if byConformance || requireFit, fitting.isEmpty { return nil }
        guard fitting.count == 1 else {
            throw .unsupported("choosing among the '\(op)' operators of '\(owner.name)' for operands whose types are not known where it is written is not supported yet")
        }
        return fitting[0].callable
    }

    /// Whether Swift gives `t` an `==` of its own values: a struct or enum declared Equatable
    /// (or Comparable, Hashable), or an enum without associated values (Equatable unsaid).
    private static func hasSynthesizedEquality(_ t: TypeDecl) -> Bool {
        switch t.kind {
        case .structType: return adopts(t, "Equatable")
        case .enumType: return adopts(t, "Equatable") || t.caseLabels.allSatisfy(\.isEmpty)
        default: return false
        }
    }

    /// Whether `v`, a value of a program type, certainly cannot be an argument of a parameter
    /// written `type`: any type but its own (`Self`, the type declaring the operator), a
    /// superclass, a protocol it adopts, `Any` or an optional of one of those. A type
    /// parameter counts as another type: swiftc prefers the synthesized `==` to a generic one.
    private static func cannotBeArgument(_ v: Value, of type: TypeRef?, declaredIn t: TypeDecl) -> Bool {
        let own: TypeDecl
        switch v {
        case .structValue(let s): own = s.type
        case .enumValue(let e, _, _): own = e
        default: return false
        }
        switch type {
        case nil, .any?: return false
        case .optional(let wrapped)?: return cannotBeArgument(v, of: wrapped, declaredIn: t)
        case .named(let name)?:
            if ["Self", "Any", "AnyObject", t.name].contains(name) { return false }
            return !own.selfAndSuperclasses.contains { $0.name == name } && !own.adopts(name) && !adopts(own, name)
        default: return true
        }
    }

    /// Whether `v` certainly cannot be the argument of a parameter written as `t`'s own type
    /// parameter (`r: T` in `Box<T>`'s `==`): it is a `t` itself, which could be `T` only for a
    /// `t` nested in another (`Box<Box<Int>>`), refused; swiftc compares two boxes of one type
    /// by the synthesized `==`.
    private static func cannotBeTypeParameterArgument(_ v: Value, of t: TypeDecl, operands: [Value]) throws(Interrupt) -> Bool {
        guard case .structValue(let s) = v, s.type === t else { return false }
        for case .structValue(let operand) in operands {
            if operand.fields.contains(where: { if case .structValue(let inner) = $0 { inner.type === t } else { false } }) {
                throw .unsupported("comparing '\(t.name)' values nested in one another with its own '==' is not supported yet")
            }
        }
        return true
    }

    /// Whether `t` adopts `proto`, directly or through a standard protocol refining it
    /// (`Comparable` and `Hashable` refine `Equatable`).
    static func adopts(_ t: TypeDecl, _ proto: String) -> Bool {
        t.conforms(to: proto) || (proto == "Equatable" && (t.conforms(to: "Comparable") || t.conforms(to: "Hashable")))
    }

    /// The `==` a program type declares for a value of its own beside a value of another kind
    /// (`static func == (lhs: Self, rhs: String)` in a protocol extension, `Color.red == "r"`),
    /// whose parameter types the operands fit; nil when either operand is an optional or both
    /// are of one kind (compared as such values are).
    static func mixedOperandEquality(_ a: Value, _ b: Value) -> Callable? {
        func programType(_ v: Value) -> TypeDecl? {
            switch v {
            case .structValue(let s): return s.type
            case .enumValue(let e, _, _): return e
            case .object(let o): return conformingClass(o.type, for: "==")
            default: return nil
            }
        }
        if case .optional = a { return nil }
        if case .optional = b { return nil }
        let left = programType(a), right = programType(b)
        guard (left == nil) != (right == nil), let t = left ?? right else { return nil }
        return (try? declaredOperator("==", from: t, operands: [a, b], fitting: true)) ?? nil
    }

    /// `userOperator` where a refusal counts as no operator (`==` inside collections).
    static func userOperatorIfChosen(_ op: String, _ v: Value, operands: [Value]) -> Callable? {
        (try? userOperator(op, v, operands: operands)) ?? nil
    }

    /// The largest string (bytes) or array (elements) one operation may build.
    static let maxSize = 16_000_000

    static func checkSize(_ n: Int) throws(Interrupt) {
        if n > maxSize { throw .limit(.valueSize, ["elements": "\(maxSize)"]) }
    }

    static func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a.unwrapped, b.unwrapped) {
        case (.object(let x)?, .object(let y)?): return x === y || (x.hostObject != nil && x.hostObject === y.hostObject)
        case (.native(let x)?, .native(let y)?): return x.object === y.object
        // A host object the script made (`UITabBarController()`) and the same object handed
        // back by the host (`vc.tabBarController`).
        case (.object(let x)?, .native(let y)?), (.native(let y)?, .object(let x)?):
            return x.hostObject != nil && x.hostObject === y.object
        case (nil, nil): return true
        default: return false
        }
    }

    /// An enum declared `Comparable`, without raw values and without its own `<`: Swift orders
    /// its cases as declared, then equal cases by their associated values, in order.
    private static func compareSynthesizedEnum(_ op: String, _ a: Value, _ b: Value) -> Bool? {
        guard case .enumValue(let t, let i, let x) = a, case .enumValue(let u, let j, let y) = b, t === u,
              t.rawType == nil, t.conforms(to: "Comparable") else { return nil }
        var less = i < j, equal = i == j
        if equal {
            guard x.count == y.count else { return nil }
            for (l, r) in zip(x, y) where !valuesEqual(l, r) {
                guard case .bool(let lt)? = try? binary("<", l, r) else { return nil }
                less = lt
                equal = false
                break
            }
        }
        switch op {
        case "<": return less
        case "<=": return less || equal
        case ">": return !less && !equal
        default: return !less
        }
    }

    private static func compareTuples(_ op: String, _ a: Value, _ b: Value) -> Bool? {
        guard case .tuple(let x, _) = a, case .tuple(let y, _) = b, x.count == y.count else {
            return nil
        }
        for (l, r) in zip(x, y) where !valuesEqual(l, r) {
            guard case .bool(let lt)? = try? binary("<", l, r) else { return nil }
            return op.hasPrefix("<") ? lt : !lt
        }
        return op == "<=" || op == ">="
    }

    @inline(__always)
    static func int(_ op: String, _ x: Int, _ y: Int) throws(Interrupt) -> Value {
        switch op {
        case "+":
            let (r, o) = x.addingReportingOverflow(y)
            if o { throw overflow(op) }
            return .int(r)
        case "-":
            let (r, o) = x.subtractingReportingOverflow(y)
            if o { throw overflow(op) }
            return .int(r)
        case "*":
            let (r, o) = x.multipliedReportingOverflow(by: y)
            if o { throw overflow(op) }
            return .int(r)
        case "/": return try divided(x, y)
        case "%": return try remainder(x, y)
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(x << y)
        case ">>": return .int(x >> y)
        case "&<<", "&>>": return .int(FixedIntArithmetic.shift(op, x, y))
        // `~=` of two values of one Equatable type is `==`.
        case "==", "~=": return .bool(x == y)
        case "!=": return .bool(x != y)
        default:
            if let r = ordered(op, x, y) { return r }
            throw .fatal("Fatal error: unsupported operator '\(op)' on Int")
        }
    }

    /// `x / y` on Int, trapping as Swift does.
    @inline(__always)
    static func divided(_ x: Int, _ y: Int) throws(Interrupt) -> Value {
        if y == 0 { throw .fatal("Fatal error: Division by zero") }
        let (r, o) = x.dividedReportingOverflow(by: y)
        if o { throw .fatal("Fatal error: Division results in an overflow") }
        return .int(r)
    }

    /// `x % y` on Int, trapping as Swift does.
    @inline(__always)
    static func remainder(_ x: Int, _ y: Int) throws(Interrupt) -> Value {
        if y == 0 { throw .fatal("Fatal error: Division by zero in remainder operation") }
        let (r, o) = x.remainderReportingOverflow(dividingBy: y)
        if o { throw .fatal("Fatal error: Division results in an overflow in remainder operation") }
        return .int(r)
    }

    static func double(_ op: String, _ x: Double, _ y: Double) throws(Interrupt) -> Value {
        switch op {
        case "+": return .double(x + y)
        case "-": return .double(x - y)
        case "*": return .double(x * y)
        case "/": return .double(x / y)
        case "==", "~=": return .bool(x == y)
        case "!=": return .bool(x != y)
        default:
            if let r = ordered(op, x, y) { return r }
            throw .fatal("Fatal error: unsupported operator '\(op)' on Double")
        }
    }
}
