import SwiftSyntax

/// How a call's arguments fill the parameters of a declared method or initialiser whose full
/// name the call does not spell exactly (it leaves out defaulted parameters, passes several
/// variadic values, or passes a trailing closure to a labelled parameter).
struct ArgumentFit {
    /// The declaration's full name, under which it is dispatched.
    let full: String
    let ref: FunctionRef
    /// For each argument, its parameter's index.
    let mapping: [Int]

    /// The parameter types, one per argument (a variadic argument has the element type).
    var argumentTypes: [TypeRef?] {
        mapping.map { p -> TypeRef? in
            guard p < ref.paramTypes.count else { return nil }
            if p == ref.variadicIndex, case .array(let el)? = ref.paramTypes[p] { return el }
            return ref.paramTypes[p]
        }
    }

    /// Puts evaluated arguments in their parameters' places; a parameter left out gets the
    /// `.void` marker, for which the callee evaluates its default.
    func place(_ vals: [Value]) -> [Value] {
        var all = [Value](repeating: .void, count: ref.labels.count)
        var packed: [Value] = []
        for (i, v) in vals.enumerated() {
            if mapping[i] == ref.variadicIndex { packed.append(v) } else { all[mapping[i]] = v }
        }
        if let variadic = ref.variadicIndex { all[variadic] = .array(packed) }
        return all
    }
}

extension Compiler {
    /// Records a declared method or initialiser under its base name, for `fitArguments`.
    func recordMethodRef(_ ref: FunctionRef, of t: TypeDecl, isStatic: Bool) {
        let key = t.name + (isStatic ? ".static." : ".") + ref.fullName
        methodRefs[key] = ref
        methodRefsByBase[t.name + (isStatic ? ".static." : ".") + ref.name, default: []].append(ref)
    }

    /// The declaration of `t` (or of its superclasses and adopted protocols) that a call with
    /// these arguments reaches when no declaration has the call's exact full name. An
    /// unlabelled trailing closure may fill the last parameter, whatever its label.
    func fitArguments(_ args: [CallArg], to t: TypeDecl, name: String, isStatic: Bool) -> ArgumentFit? {
        let suffix = (isStatic ? ".static." : ".") + name
        var candidates: [FunctionRef] = []
        for d in t.selfAndSuperclasses { candidates += methodRefsByBase[d.name + suffix] ?? [] }
        if !isStatic {
            for d in t.selfAndSuperclasses {
                for p in d.protocols { candidates += methodRefsByBase[p.name + suffix] ?? [] }
            }
        }
        let labels = args.map(\.label)
        if let (r, m) = Self.matchUsingFewestDefaults(candidates, labels) { return ArgumentFit(full: r.fullName, ref: r, mapping: m) }
        for r in candidates { if let m = r.matchTrailingClosure(args) { return ArgumentFit(full: r.fullName, ref: r, mapping: m) } }
        return nil
    }

    /// `fitArguments` for a call whose exact full name `t` does not declare, or names a
    /// variadic declaration (whose one value `of("x")` is still packed into an array); updates
    /// `full` to the declaration's.
    func fitIfInexact(_ args: [CallArg], to t: TypeDecl, name: String, full: inout String, isStatic: Bool = false) -> ArgumentFit? {
        let key = (isStatic ? ".static." : ".") + full
        if let exact = t.firstAlongSuperclasses({ methodRefs[$0.name + key] }), exact.variadicIndex == nil { return nil }
        guard let fit = fitArguments(args, to: t, name: name, isStatic: isStatic) else { return nil }
        // A protocol's requirement inherited from another protocol, named exactly, is called as
        // its own are (`y.toInt()` with `y: Sortable`, `protocol Sortable: IntConvertible`).
        if t.kind == .protocolType, fit.full == full, fit.ref.variadicIndex == nil, fit.mapping == Array(args.indices) { return nil }
        full = fit.full
        return fit
    }

    /// Runs the arguments in order and places them for `fit` (or passes them as they are);
    /// `inouts`: the call's `&` arguments, evaluated as `InoutTargets.stagedRunners` says.
    func fittedArgRunner(_ args: [CallArg], fit: ArgumentFit?, types: [TypeRef?],
                         inouts: InoutTargets? = nil) -> (Env) throws(Interrupt) -> [Value] {
        var runners = argRunners(args, types: fit?.argumentTypes ?? types)
        if let inouts { runners = inouts.stagedRunners(runners) }
        return { env throws(Interrupt) in
            var vals: [Value] = []
            vals.reserveCapacity(runners.count)
            for r in runners { vals.append(try r(env)) }
            return fit?.place(vals) ?? vals
        }
    }
}

extension FunctionRef {
    /// Label matching where the first trailing closure, which has no label, fills a parameter
    /// that takes a function, whatever its label: the first such parameter that lets the other
    /// arguments fit, as Swift's forward scan does (`loadPicture(from: s) { … } onFailure: { … }`
    /// passes the first closure as `completion:`).
    ///
    /// A single trailing closure that both scans place, differently, goes where the backward
    /// scan puts it (the last parameter it can fill), as swiftc does in Swift 5 mode (with a
    /// warning): `f { … }` for `f(first: Callback? = nil, second: Callback? = nil)` passes
    /// `second`.
    func matchTrailingClosure(_ args: [CallArg]) -> [Int]? {
        guard let k = args.firstIndex(where: \.isTrailing), args[k].label == nil else { return nil }
        var labels = args.map(\.label)
        func fill(_ p: Int) -> [Int]? {
            labels[k] = self.labels[p]
            guard let m = match(labels), m[k] == p else { return nil }
            return m
        }
        let candidates = self.labels.indices.filter(takesFunction)
        if k == args.count - 1, let backward = candidates.reversed().lazy.compactMap(fill).first { return backward }
        return candidates.lazy.compactMap(fill).first
    }

    /// Whether parameter `p` may take a closure: its type "structurally resembles a function
    /// type" (SE-0286; the book's "Function Call Expression"): after taking the element of a
    /// variadic parameter and the result of an `@autoclosure` one, and removing every layer of
    /// optional, it is a function type (or it is not known).
    private func takesFunction(_ p: Int) -> Bool {
        guard p < paramTypes.count, var t = paramTypes[p] else { return true }
        if p == variadicIndex, case .array(let element) = t { t = element }
        if autoclosureParams.contains(p) {
            guard case .function(let wrapped?) = t else { return true }
            t = wrapped.result
        }
        return resemblesFunctionType(t)
    }
}

/// Whether a parameter of type `t` may take a trailing closure: once every layer of optional
/// is removed, a function type, or a type not known here (SE-0286's "structurally resembles a
/// function type").
func resemblesFunctionType(_ type: TypeRef?) -> Bool {
    guard var t = type else { return true }
    while case .optional(let wrapped) = t { t = wrapped }
    switch t {
    case .function, .any: return true
    default: return false
    }
}
