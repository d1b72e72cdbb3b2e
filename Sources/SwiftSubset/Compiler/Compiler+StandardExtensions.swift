import SwiftSyntax

/// Methods a program adds to standard types and protocols (`extension Array where Element:
/// Equatable`, `extension Collection`, `extension UInt64`), called on a value whose static type
/// the checker does not pin down: the method is looked up by the value's kind when it runs.
extension Compiler {
    /// The standard types and protocols an extension may add methods to.
    static let extensibleStandardTypes: Set<String> = Set([
        "Int", "Double", "String", "Bool", "Character", "Array", "Set", "Collection", "Sequence",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "StringProtocol", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "Numeric",
    ]).union(IntKind.allCases.map(\.name))

    /// A call of `full` on a standard value where some extension of a standard type declares
    /// it (or a program protocol's extension lends it one, `Compiler+StandardAdoptions`), also
    /// through a value of the protocol's type; nil when none does. The receiver is written back
    /// for a mutating method.
    func standardExtensionCall(lvBase: LValue?, base: Compiled, _ name: String, _ args: [CallArg]) -> Compiled? {
        if case .named(let tn)? = base.type, let t = types[tn], t.kind != .protocolType { return nil }
        // The method whose labels the call's fit (defaulted parameters left out, a trailing
        // closure filling a parameter that takes a function).
        // Several extensions may declare it: the one of the receiver's static kind is taken
        // first, then the first by name (never the hash order of the table).
        var found: ArgumentFit?
        let labels = args.map(\.label)
        let kinds = Self.standardKinds(of: base.type) ?? []
        let ordered = builtinExtensions.sorted { a, b in
            (kinds.contains(a.key) ? 0 : 1, a.key) < (kinds.contains(b.key) ? 0 : 1, b.key)
        }
        search: for (typeName, t) in ordered {
            for key in t.methods.keys.sorted() where baseName(key) == name {
                guard let ref = methodRefs[typeName + "." + key],
                      let mapping = ref.match(labels) ?? ref.matchTrailingClosure(args),
                      !standardMethodIsMeant(ref, args) else { continue }
                found = ArgumentFit(full: key, ref: ref, mapping: mapping)
                break search
            }
        }
        guard let fit = found else { return nil }
        let (full, ref) = (fit.full, fit.ref)
        _ = refuseUnsureNumericLiterals(ref, mapping: fit.mapping, args, expected: nil, call: nil)
        let owners = builtinExtensions.filter { $0.value.methods[full] != nil }
        let argsRun = fittedArgRunner(args, fit: fit, types: ref.paramTypes)
        let b = base.run
        let ctx = self.ctx
        let resultType = owners.count == 1 ? ref.returnType : nil
        // Each owner's parameters, checked only where each argument is its parameter's, in order.
        let identity = fit.mapping == Array(ref.paramTypes.indices)
        let ownerParamTypes = owners.mapValues { _ in [TypeRef?]() }.merging(
            identity ? owners.keys.map { ($0, methodRefs[$0 + "." + full]?.paramTypes ?? []) } : []) { _, b in b }
        let called = fullName(name, args)
        let call = { (receiver: inout Value, vals: [Value]) throws(Interrupt) -> Value in
            for name in Self.standardTypeNames(of: receiver) {
                if let m = owners[name]?.methods[full], Self.argumentKindsFit(vals, ownerParamTypes[name] ?? []) {
                    return try m.invoke(vals, &receiver)
                }
            }
            // The value's own method, by the call's own name (a trailing closure's label is
            // the standard method's: `words.contains { … }` is `contains(where:)`).
            return try Dispatch.callMethod(&receiver, called, vals, ctx: ctx)
        }
        if let lv = lvBase {
            return Compiled({ env throws(Interrupt) in
                let vals = try argsRun(env)
                return try lv.modify(env) { v throws(Interrupt) in try call(&v, vals) }
            }, resultType)
        }
        return Compiled({ env throws(Interrupt) in
            var receiver = try b(env)
            return try call(&receiver, try argsRun(env))
        }, resultType)
    }

    /// Whether a call of an extension's method on a standard type whose name and labels are
    /// also a standard method's (`"hello".contains("ell")` beside `extension String { func
    /// contains(_ words: [String]) }`) means the standard one: an argument's type is certainly
    /// not its parameter's (both concrete standard types), so Swift's overload resolution
    /// picks the standard method.
    func standardMethodIsMeant(_ ref: FunctionRef, _ args: [CallArg]) -> Bool {
        guard ref.paramTypes.count == args.count else { return false }
        return zip(args, ref.paramTypes).contains { arg, param in
            guard let param, Self.isConcreteStandardType(param), let have = quietType(arg.syntax),
                  Self.isConcreteStandardType(have) else { return false }
            // A literal may take another named type (`"h"` a Character, `2` a Double).
            let literal = arg.syntax.is(StringLiteralExprSyntax.self) || isNumberLiteral(arg.syntax)
            if literal, case .named = param { return false }
            return have.description != param.description
        }
    }

    /// Whether each argument is of the kind its parameter's concrete standard type holds (a
    /// parameter of another type takes anything): where one is not, the call meant the
    /// standard method the extension's overloads (`"hello".contains(w)` with `w` a String,
    /// beside `extension String { func contains(_ words: [String]) }`).
    static func argumentKindsFit(_ vals: [Value], _ paramTypes: [TypeRef?]) -> Bool {
        for (v, type) in zip(vals, paramTypes) {
            guard let type else { continue }
            if case .function = v, !type.admitsFunctions { return false }
            if case .named(let n) = type, n.hasPrefix("Range") || n.hasPrefix("ClosedRange") || n.hasPrefix("CountableRange")
                || n.hasPrefix("CountableClosedRange") {
                guard case .range = v else { return false }
                continue
            }
            guard isConcreteStandardType(type) else { continue }
            switch (type, v) {
            case (.named("Int"), .int), (.named("Double"), .double), (.named("String"), .string), (.named("Character"), .character),
                 (.named("Bool"), .bool), (.array, .array), (.set, .set), (.dictionary, .dictionary):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Whether `type` is one of the standard value types a parameter cannot take another type
    /// for (`Int`, `String`, `[String]`, …): a type parameter, a protocol or an optional is not.
    static func isConcreteStandardType(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n): return ["Int", "Double", "String", "Character", "Bool"].contains(n)
        case .array(let e), .set(let e): return isConcreteStandardType(e)
        case .dictionary(let k, let v): return isConcreteStandardType(k) && isConcreteStandardType(v)
        default: return false
        }
    }

    /// A computed property some extension of a standard type declares (`extension Character
    /// { var asInt: Int … }`), read on a value whose static type the checker does not know
    /// (`text.compactMap { $0.asInt }`) or is a standard type other than the extended one
    /// (`xs.isPair` with `extension Collection`): the getter is chosen by the value's kind when it
    /// runs; a value of no such kind reads its own member. Nil when no extension declares it.
    func standardExtensionProperty(_ base: Compiled, _ name: String) -> Compiled? {
        if case .named(let tn)? = base.type, let t = types[tn], t.kind != .protocolType { return nil }
        let owners = builtinExtensions.filter { $0.value.methods["get:" + name] != nil }
        guard !owners.isEmpty else { return nil }
        let b = base.run
        // The declared type is the result's only where the owner is one concrete type (an
        // extension of `Array` or `Collection` may name `Element` or `Self`).
        let concrete = Set(["Int", "Double", "String", "Bool", "Character"] + IntKind.allCases.map(\.name))
        var type = owners.count == 1 ? owners.first.flatMap { concrete.contains($0.key) ? memberTypes[$0.key + "." + name] : nil } : nil
        // Through a value of a program protocol's type, the protocol's declared type.
        if case .named(let tn)? = base.type, types[tn]?.kind == .protocolType { type = memberTypes[tn + "." + name] }
        return Compiled({ env throws(Interrupt) in
            var receiver = try b(env)
            for typeName in Self.standardTypeNames(of: receiver) {
                if let getter = owners[typeName]?.methods["get:" + name] { return try getter.invoke([], &receiver) }
            }
            return try Members.get(receiver, name)
        }, type)
    }

    /// The standard types and protocols a value is an instance of, most specific first.
    static func standardTypeNames(of v: Value) -> [String] {
        let collection = ["Collection", "Sequence", "BidirectionalCollection"]
        switch v {
        case .array: return ["Array", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection
        case .string: return ["String", "StringProtocol", "RangeReplaceableCollection"] + collection
        case .range: return ["RandomAccessCollection"] + collection
        case .set: return ["Set", "Collection", "Sequence"]
        case .int: return ["Int", "SignedInteger", "FixedWidthInteger", "BinaryInteger", "Numeric"]
        case .fixed(let f):
            return [f.kind.name, f.kind.isSigned ? "SignedInteger" : "UnsignedInteger", "FixedWidthInteger", "BinaryInteger", "Numeric"]
        case .double: return ["Double", "Numeric"]
        case .bool: return ["Bool"]
        case .character: return ["Character"]
        default: return []
        }
    }
}

extension TypeRef {
    /// Whether a value of this type may be a function: a function type, or a type that names
    /// no certain standard type (`Any`, a type parameter, a protocol, an alias).
    var admitsFunctions: Bool {
        switch self {
        case .function, .any: return true
        case .optional(let t): return t.admitsFunctions
        case .named: return !Compiler.isConcreteStandardType(self)
        default: return false
        }
    }
}
