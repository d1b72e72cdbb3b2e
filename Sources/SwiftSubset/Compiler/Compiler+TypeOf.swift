import SwiftSyntax

extension Compiler {
    /// `type(of: x)`. A declared type (script or host) gives its metatype, which prints bare
    /// and compares with `==`; a standard type gives its name as Swift prints it. Where the
    /// name depends on a static type the interpreter does not know (an optional, a collection,
    /// a tuple or a function without a known type), the call is refused rather than guessed.
    func typeOf(_ argument: ExprSyntax) -> Compiled {
        // An ArraySlice's type is carried by name (`Compiler+ArraySlices`): only its indices differ.
        if standardView(of: argument) == .offsetSubstring || isSubstringElement(argument) || isStartKeepingSubstring(argument) {
            // A Substring, held as a String here (`w[0]`, `words.max { … }!` of a `split`'s pieces).
            let run = expr(argument).run
            return Compiled { env throws(Interrupt) in _ = try run(env); return .standardType("Substring") }
        }
        if let indices = argument.as(MemberAccessExprSyntax.self), indices.declName.baseName.text == "indices",
           let base = indices.base, let owner = textIndicesOwner(base) {
            // `s.indices`: held as a range of Character offsets here.
            let run = expr(argument).run
            return Compiled { env throws(Interrupt) in _ = try run(env); return .standardType("DefaultIndices<\(owner)>") }
        }
        if standardView(of: argument) == .offsetSubstrings {
            // A String's `split`: an array of Substrings, held as an array of Strings here.
            let run = expr(argument).run
            return Compiled { env throws(Interrupt) in _ = try run(env); return .standardType("Array<Substring>") }
        }
        if let view = standardView(of: argument), view != .offsetArraySlice, view != .offsetArraySlices {
            // `ReversedCollection<Array<Int>>`, `Substring`: the interpreter holds an array or a String.
            error(argument, "unsupported", "'type(of:)' on a view of a collection (a reversed or joined collection, a Substring) is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let compiled = expr(argument)
        if Self.isStandardIterator(compiled.type) {
            error(argument, "unsupported", "'type(of:)' on a collection's iterator is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        let run = compiled.run
        if let kind = StringIndices.rangeKind(compiled.type) {
            // A range of String indices, held as a range of Character offsets here.
            return Compiled { env throws(Interrupt) in _ = try run(env); return .standardType(kind + "<\(StringIndices.typeName)>") }
        }
        // `Self` in a protocol's extension (`extension Numeric { func squared() -> Self }`) is
        // the receiver's type: only the value tells it (`Array<Self>` was printed).
        let selfType = compiled.type.flatMap { Self.mentionsSelf($0) ? $0 : nil }
        let staticName = selfType == nil ? compiled.type.flatMap(Self.swiftTypeName) : nil
        let hostTypes = types.filter { $0.value.host != nil }
        let staticType = compiled.type
        // A Float (or CGFloat) is held as a Double: only a known static type tells them apart.
        let floatsAbout = mayHoldOtherFloats(argument) && mayMakeFloats(argument.root)
        let substringsAbout = mayMakeSubstrings(argument.root)
        let unknownFloat: () throws(Interrupt) -> Void = { () throws(Interrupt) in
            if floatsAbout { throw .unsupported("'type(of:)' on a number whose type is not known here, in a program that uses 'Float', is not supported yet") }
        }
        if let type = compiled.type, staticName == nil, selfType == nil, !Self.mayBeDeclaredType(type) {
            error(argument, "unsupported", "'type(of:)' on a value of type '\(type)' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        return Compiled { env throws(Interrupt) in
            let value = try run(env)
            switch value {
            case .object(let o): return .metatype(o.type)
            case .structValue(let s): return .metatype(s.type)
            case .enumValue(let t, _, _): return .metatype(t)
            case .native(let n): if let t = hostTypes[n.hostClass.name] { return .metatype(t) }
            case .range(_, _, let closed): return .standardType(closed ? "ClosedRange<Int>" : "Range<Int>")
            case .tuple where FixedIntRange.bounds(value) != nil:
                // A range of fixed-width integers (`Range<Int16>`), whose written type keeps no bound type.
                let b = FixedIntRange.bounds(value)!
                return .standardType("\(b.closed ? "ClosedRange" : "Range")<\(b.lower.kind.name)>")
            case .partialRange(let r): return .standardType(r.typeName)
            case .function(let c): if let name = c.keyPath?.typeName { return .standardType(name) }
            // A metatype's own type: `Int.Type`, `Point.Type`.
            case .standardType(let name): return .standardType(name + ".Type")
            case .metatype(let t): return .standardType(t.simpleName + ".Type")
            default: break
            }
            if let staticName { return .standardType(staticName) }
            if let selfType {
                if case .double = value { try unknownFloat() }
                guard let name = Self.dynamicTypeName(value, selfType) else {
                    throw .unsupported("'type(of:)' on a value of type '\(selfType)' that its value does not tell (empty, nil or text) is not supported yet")
                }
                return .standardType(name)
            }
            switch value {
            case .int: return .standardType("Int")
            case .fixed(let f): return .standardType(f.kind.name)
            case .double: try unknownFloat(); return .standardType("Double")
            case .bool: return .standardType("Bool")
            case .string:
                // A Substring is held as a String here: only a known static type tells them apart
                // (`Any` or a type parameter does not, where the program may make Substrings).
                if staticType == nil || substringsAbout {
                    throw .unsupported("'type(of:)' on text whose type is not known here (a String or a Substring) is not supported yet")
                }
                return .standardType("String")
            case .character: return .standardType("Character")
            default:
                throw .unsupported("'type(of:)' on a value whose type is not known here is not supported yet")
            }
        }
    }

    /// A type as `type(of:)` prints it (`Optional<Int>`, `Array<String>`, `(Int, Int)`,
    /// `(Int) -> ()`), or nil when it holds `Any` or a function type not known here.
    static func swiftTypeName(_ type: TypeRef) -> String? {
        func list(_ ts: [TypeRef]) -> [String]? {
            let names = ts.compactMap(swiftTypeName)
            return names.count == ts.count ? names : nil
        }
        switch type {
        case .named("Void"): return "()"
        // Kept whole, so that a qualified name is `Swift.String.Index` (`print` writes `Index`).
        case .named(StringIndices.typeName): return StringIndices.typeName
        case .named(let n): return n.split(separator: ".").last.map(String.init) ?? n
        case .optional(let t): return swiftTypeName(t).map { "Optional<\($0)>" }
        case .array(let t): return swiftTypeName(t).map { "Array<\($0)>" }
        case .set(let t): return swiftTypeName(t).map { "Set<\($0)>" }
        case .dictionary(let k, let v):
            guard let k = swiftTypeName(k), let v = swiftTypeName(v) else { return nil }
            return "Dictionary<\(k), \(v)>"
        case .tuple(let ts): return list(ts).map { "(" + $0.joined(separator: ", ") + ")" }
        case .labeledTuple(let ts, let labels):
            return list(ts).map { "(" + zip($0, labels).map { ($1.map { "\($0): " } ?? "") + $0 }.joined(separator: ", ") + ")" }
        case .function(let f?): return swiftFunctionTypeName(f)
        case .keyValuePairs(let k, let v):
            guard let k = swiftTypeName(k), let v = swiftTypeName(v) else { return nil }
            return "KeyValuePairs<\(k), \(v)>"
        case .function(nil), .any: return nil
        }
    }

    /// Whether the program may make a Float or CGFloat value: it names either other than as a
    /// metatype (`Float.self`), or imports UIKit or Core Graphics.
    private func mayMakeFloats(_ root: Syntax) -> Bool {
        fileFact(.mayMakeFloats, of: root) { root in
            let tokens = Array(root.tokens(viewMode: .sourceAccurate))
            return tokens.indices.contains { i in
                guard case .identifier(let n) = tokens[i].tokenKind else { return false }
                if n == "UIKit" || n == "CoreGraphics" { return true }
                guard n == "Float" || n == "CGFloat" else { return false }
                return !(i + 2 < tokens.count && tokens[i + 1].tokenKind == .period && tokens[i + 2].tokenKind == .keyword(.self))
            }
        }
    }

    /// Whether the program may make a Substring: it names the type, or a String method or
    /// index that gives one (`prefix`, `split`, `dropFirst`, `s[i...]` through `startIndex`,
    /// `firstIndex` or `index(_:offsetBy:)`).
    private func mayMakeSubstrings(_ root: Syntax) -> Bool {
        fileFact(.mayMakeSubstrings, of: root) { root in
            root.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let n) = token.tokenKind else { return false }
                return Self.substringMakers.contains(n)
            }
        }
    }

    /// Names whose use may make a Substring (`mayMakeSubstrings`).
    private static let substringMakers: Set<String> = [
        "Substring", "prefix", "suffix", "split", "dropFirst", "dropLast", "drop", "trimmingPrefix",
        "startIndex", "endIndex", "firstIndex", "lastIndex", "index", "firstRange", "range", "indices",
    ]

    /// Whether `type` mentions `Self`.
    static func mentionsSelf(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n): return n == "Self"
        case .optional(let t), .array(let t), .set(let t): return mentionsSelf(t)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): return mentionsSelf(k) || mentionsSelf(v)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains(where: mentionsSelf)
        case .function, .any: return false
        }
    }

    /// The name `type(of:)` prints for `value`, whose static type `type` mentions `Self`, read
    /// from the value itself (an array's first element, an optional's wrapped value); nil
    /// where the value does not tell: an empty array, nil, text (a String or a Substring), a
    /// dictionary or tuple.
    static func dynamicTypeName(_ value: Value, _ type: TypeRef) -> String? {
        guard mentionsSelf(type) else { return swiftTypeName(type) }
        switch (type, value) {
        case (.named, .int): return "Int"
        case (.named, .fixed(let f)): return f.kind.name
        case (.named, .double): return "Double"
        case (.named, .bool): return "Bool"
        case (.named, .character): return "Character"
        case (.named, .structValue(let s)): return s.type.simpleName
        case (.named, .object(let o)): return o.type.simpleName
        case (.named, .enumValue(let t, _, _)): return t.simpleName
        case (.array(let e), .array(let items)): return items.first.flatMap { dynamicTypeName($0, e) }.map { "Array<\($0)>" }
        case (.optional(let w), .optional(let v?)): return dynamicTypeName(v, w).map { "Optional<\($0)>" }
        default: return nil
        }
    }

    /// Whether a value of this static type may be a declared type's instance, whose dynamic
    /// type the run itself knows.
    private static func mayBeDeclaredType(_ type: TypeRef) -> Bool {
        if case .any = type { return true }
        return false
    }
}

extension Compiler {
    /// The methods that give one element of their collection (`max(by:)`, `first(where:)`).
    private static let elementMethods: Set<String> = ["max", "min", "randomElement", "first", "last", "popLast", "removeFirst", "removeLast"]
    /// The methods that give a collection of their collection's elements (`sorted()`, `filter`).
    private static let substringKeepingMethods: Set<String> = ["sorted", "filter", "shuffled", "reversed"]

    /// Whether `e` is an element taken from an array of Substrings (a `split`'s pieces) by
    /// a method or an index, through `!`: a `Substring`, held as a String here.
    func isSubstringElement(_ e: ExprSyntax) -> Bool {
        if let forced = e.as(ForceUnwrapExprSyntax.self) { return isSubstringElement(forced.expression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return isSubstringElement(only.expression)
        }
        if let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, s.arguments.first?.label == nil,
           case .named("Int")? = quietType(s.arguments.first!.expression) {
            return isSubstrings(s.calledExpression)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = m.base, Self.elementMethods.contains(m.declName.baseName.text) else { return false }
        return isSubstrings(base)
    }

    /// Whether `e` is a Substring that starts where its String does (`s.prefix(3)`,
    /// `s.dropLast()`, `s[..<i]`), which the offset views leave out since it shares its
    /// string's indices.
    func isStartKeepingSubstring(_ e: ExprSyntax) -> Bool {
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base, ["prefix", "dropLast"].contains(m.declName.baseName.text) {
            if case .named("String")? = quietType(base) { return true }
        }
        if let sub = e.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1,
           let range = sub.arguments.first?.expression.as(PrefixOperatorExprSyntax.self),
           ["..<", "..."].contains(range.operator.text) {
            if case .named("String")? = quietType(sub.calledExpression) { return true }
        }
        return false
    }

    /// Whether `e` is an array of Substrings: a `split`'s pieces, or those sorted or filtered.
    private func isSubstrings(_ e: ExprSyntax) -> Bool {
        if standardView(of: e) == .offsetSubstrings { return true }
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = m.base, Self.substringKeepingMethods.contains(m.declName.baseName.text) else { return false }
        return isSubstrings(base)
    }
}
