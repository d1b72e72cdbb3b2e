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
    /// it; nil when none does. The receiver is written back for a mutating method.
    func standardExtensionCall(lvBase: LValue?, base: Compiled, _ name: String, _ args: [CallArg]) -> Compiled? {
        if case .named(let tn)? = base.type, types[tn] != nil { return nil }
        // The method whose labels the call's fit (defaulted parameters left out, a trailing
        // closure filling a parameter that takes a function).
        var found: ArgumentFit?
        let labels = args.map(\.label)
        for (typeName, t) in builtinExtensions {
            for key in t.methods.keys where baseName(key) == name {
                guard let ref = methodRefs[typeName + "." + key],
                      let mapping = ref.match(labels) ?? ref.matchTrailingClosure(args) else { continue }
                found = ArgumentFit(full: key, ref: ref, mapping: mapping)
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
        let call = { (receiver: inout Value, vals: [Value]) throws(Interrupt) -> Value in
            for name in Self.standardTypeNames(of: receiver) {
                if let m = owners[name]?.methods[full] { return try m.invoke(vals, &receiver) }
            }
            return try Dispatch.callMethod(&receiver, full, vals, ctx: ctx)
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

    /// A computed property some extension of a standard type declares (`extension Character
    /// { var asInt: Int … }`), read on a value whose static type the checker does not know
    /// (`text.compactMap { $0.asInt }`) or is a standard type other than the extended one
    /// (`xs.isPair` with `extension Collection`): the getter is chosen by the value's kind when it
    /// runs; a value of no such kind reads its own member. Nil when no extension declares it.
    func standardExtensionProperty(_ base: Compiled, _ name: String) -> Compiled? {
        if case .named(let tn)? = base.type, types[tn] != nil { return nil }
        let owners = builtinExtensions.filter { $0.value.methods["get:" + name] != nil }
        guard !owners.isEmpty else { return nil }
        let b = base.run
        // The declared type is the result's only where the owner is one concrete type (an
        // extension of `Array` or `Collection` may name `Element` or `Self`).
        let concrete = Set(["Int", "Double", "String", "Bool", "Character"] + IntKind.allCases.map(\.name))
        let type = owners.count == 1 ? owners.first.flatMap { concrete.contains($0.key) ? memberTypes[$0.key + "." + name] : nil } : nil
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
