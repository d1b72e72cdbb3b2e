/// A type argument as running generic code holds it (`T` bound to `Int` by a call, or by the
/// receiver's recorded type arguments): the value `T.self` is, held as the written metatype of
/// the same type is (a standard type's `.standardType("Int")`; a program type's
/// `.metatype`), and what generic code does with it where it is exact: test a value's type
/// (`x as? T`) and read a static member (`T.zero`). Anything else is refused when it runs.
enum BoundType {
    /// The value standing for `type` in generic code: a standard type named in
    /// `TypeArguments.standardNames`, or a non-generic struct, class or enum of the program;
    /// nil for any other type (a generic one, an optional, a collection, a protocol).
    static func value(of type: TypeRef, declared: [String: TypeDecl]) -> Value? {
        guard case .named(let n) = type else { return nil }
        if TypeArguments.standardNames.contains(n) { return .standardType(n) }
        guard let d = declared[n], !d.isGeneric, d.host == nil, d.kind != .protocolType, d.kind != .builtin else { return nil }
        return .metatype(d)
    }

    /// The bound type's name, as Swift writes it in a message.
    static func name(_ bound: Value) -> String {
        switch bound {
        case .metatype(let d): return d.simpleName
        case .standardType(let n): return n
        default: return "?"
        }
    }

    /// A test of whether a value has the bound type, exactly as Swift's cast tests it; nil for
    /// a standard type whose values are not told apart here (`Float` values are Doubles).
    static func test(_ bound: Value) -> ((Value) -> Bool)? {
        switch bound {
        case .metatype(let d): return declTest(d, named: d.name)
        case .standardType("Int"): return { if case .int = $0 { return true }; return false }
        case .standardType("Double"): return { if case .double = $0 { return true }; return false }
        case .standardType("String"): return { if case .string = $0 { return true }; return false }
        case .standardType("Bool"): return { if case .bool = $0 { return true }; return false }
        case .standardType("Character"): return { if case .character = $0 { return true }; return false }
        case .standardType(let n):
            guard let kind = IntKind(name: n) else { return nil }
            return { if case .fixed(let f) = $0 { return f.kind == kind }; return false }
        default: return nil
        }
    }

    /// The test of a value against a program's (or host's) declared type: its instances, its
    /// subclasses' for a class, its conformers' for a protocol (named `n`).
    static func declTest(_ decl: TypeDecl, named n: String) -> (Value) -> Bool {
        return { v in
            switch v {
            case .object(let o): return decl.kind == .protocolType ? o.type.conforms(to: n) : o.type.isSubclass(of: decl)
            case .structValue(let s): return s.type === decl || s.type.conforms(to: n)
            case .enumValue(let e, _, _): return e === decl || e.conforms(to: n)
            case .native(let nb): return nb.hostClass.isSubclass(named: decl.name)
            default: return false
            }
        }
    }

    /// The static member `name` of the bound type (`T.zero`): a program type's, or one a
    /// program's extension adds to a standard type (`extensions`). (A standard type's own
    /// constants, `T.max`, are read as `Int.max` is: `Compiler.boundTypeMember`.)
    static func staticMember(_ bound: Value, _ name: String, extensions: [String: TypeDecl]) throws(Interrupt) -> Value {
        switch bound {
        case .metatype(let d):
            if let i = d.caseNames.firstIndex(of: name), d.caseLabels.indices.contains(i) ? d.caseLabels[i].isEmpty : true {
                return .enumValue(d, caseIndex: i, payload: [])
            }
            return try staticGet(d, name)
        case .standardType(let n):
            if let ext = extensions[n], ext.staticValues[name] != nil || ext.staticLazy[name] != nil || ext.staticMethods["get:" + name] != nil {
                return try staticGet(ext, name)
            }
            throw .unsupported("the member '\(name)' of a type parameter bound to '\(n)' is not supported yet")
        default:
            throw .unsupported("the member '\(name)' of a type parameter is not supported yet")
        }
    }
}
