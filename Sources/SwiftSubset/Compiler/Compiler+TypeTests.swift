import SwiftSyntax

/// A run-time test of whether a value has a type: `x is T`, `x as? T`, `x as! T`, `case is T`
/// and `case let y as T`.
typealias TypeTest = (Value) throws(Interrupt) -> Bool

/// The type tests of casts. A value carries no static type here, so a test reads what the value
/// is: a scalar's kind, a program type's declaration (its superclasses and the protocols it
/// adopts, through the protocols they refine), the standard protocols as the standard types
/// adopt them (`StandardProtocols`), and a collection or tuple element by element, as Swift
/// casts `[Any]` to `[Int]`. A type the tests cannot tell (`Float`, a function type, a protocol
/// they do not know) is refused where it is written rather than answered wrongly.
extension Compiler {
    /// The test of type `t`; a refusal at `node` when it cannot be told.
    func typeCheck(_ t: TypeRef, at node: some SyntaxProtocol) -> TypeTest {
        // `P & Q`: a value is of a composition when it is of every type in it.
        if let composition = Syntax(node).as(CompositionTypeSyntax.self) {
            let tests = composition.elements.map { typeCheck(typeRef($0.type), at: $0.type) }
            return { v throws(Interrupt) in
                for test in tests where !(try test(v)) { return false }
                return true
            }
        }
        if let test = typeTest(t) { return test }
        error(node, "unsupported", "casting to '\(node.trimmedText)' is not supported yet")
        return { _ throws(Interrupt) in false }
    }

    /// The test of type `t`, nil when a value cannot tell it.
    func typeTest(_ t: TypeRef) -> TypeTest? {
        switch t {
        case .any: return { _ throws(Interrupt) in true }
        case .keyValuePairs: return nil
        case .named(let n): return namedTypeTest(n)
        case .array(let element):
            guard let e = typeTest(element) else { return nil }
            return { v throws(Interrupt) in
                guard case .array(let items) = v else { return false }
                for item in items where !(try e(item)) { return false }
                return true
            }
        case .set(let element):
            guard let e = typeTest(element) else { return nil }
            return { v throws(Interrupt) in
                guard case .set(let d) = v else { return false }
                for item in d.keys where !(try e(item)) { return false }
                return true
            }
        case .dictionary(let key, let value):
            guard let k = typeTest(key), let e = typeTest(value) else { return nil }
            return { v throws(Interrupt) in
                guard case .dictionary(let d) = v else { return false }
                for key in d.keys where !(try k(key)) { return false }
                for value in d.values where !(try e(value)) { return false }
                return true
            }
        case .tuple(let elements):
            var tests: [TypeTest] = []
            for element in elements {
                guard let test = typeTest(element) else { return nil }
                tests.append(test)
            }
            return { v throws(Interrupt) in
                guard case .tuple(let items, _) = v, items.count == tests.count else { return false }
                for (item, test) in zip(items, tests) where !(try test(item)) { return false }
                return true
            }
        case .optional(let wrapped):
            // `nil` is any optional; a value is `T?` when it is `T` (Swift wraps it).
            guard let w = typeTest(wrapped) else { return nil }
            return { v throws(Interrupt) in
                if case .optional(let inner) = v {
                    guard let inner else { return true }
                    return try w(inner)
                }
                return try w(v)
            }
        case .labeledTuple, .function: return nil
        }
    }

    private func namedTypeTest(_ n: String) -> TypeTest? {
        switch n {
        case "Int": return { v throws(Interrupt) in if case .int = v { return true }; return false }
        case "Double": return { v throws(Interrupt) in if case .double = v { return true }; return false }
        case "String": return { v throws(Interrupt) in if case .string = v { return true }; return false }
        case "Bool": return { v throws(Interrupt) in if case .bool = v { return true }; return false }
        case "Character": return { v throws(Interrupt) in if case .character = v { return true }; return false }
        case "Any": return { _ throws(Interrupt) in true }
        case "AnyObject":
            return { v throws(Interrupt) in
                switch v {
                case .object, .native: return true
                default: return false
                }
            }
        default: break
        }
        if let kind = IntKind(name: n) {
            return { v throws(Interrupt) in if case .fixed(let f) = v { return f.kind == kind }; return false }
        }
        if let decl = types[n] {
            let test = BoundType.declTest(decl, named: n)
            // Standard types the program's extensions make adopt the protocol (`extension Int: P`).
            let adopters = decl.kind != .protocolType ? [] : builtinExtensions.values
                .filter { $0.conforms(to: n) }.sorted { $0.name < $1.name }.compactMap { namedTypeTest($0.name) }
            if adopters.isEmpty { return { v throws(Interrupt) in test(v) } }
            return { v throws(Interrupt) in
                if test(v) { return true }
                for adopter in adopters where try adopter(v) { return true }
                return false
            }
        }
        if n == "LocalizedError" {
            // Only the program's types adopt it here (`ErrorDescriptions`); swiftc here answers
            // false for other errors.
            return { v throws(Interrupt) in ScriptSequences.scriptType(of: v)?.adopts(n) ?? false }
        }
        if StandardProtocols.names.contains(n) {
            return { v throws(Interrupt) in try StandardProtocols.conforms(v, to: n) }
        }
        return nil
    }
}
