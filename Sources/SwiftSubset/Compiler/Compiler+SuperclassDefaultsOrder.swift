import SwiftSyntax

/// When a class's stored property defaults run. Swift evaluates a class's defaults as its own
/// designated initialiser begins: a subclass's defaults and the part of its initialiser before
/// `super.init` run first, then the superclass's defaults (swiftc 6.3.1 here: with `class A {
/// var x = { print("A.x"); return 1 }() }` and `class B: A { override init() {
/// print("B.init"); super.init() } }`, `B()` prints `B.init` before `A.x`). The interpreter
/// evaluates every default of the chain, superclass first, when the object is made. The two
/// orders can be told apart only where both sides run code that could be seen: refused there.
extension Compiler {
    /// Reports each class whose initialisation runs code (a default that calls a function or a
    /// closure, or a call before `super.init` in a designated initialiser) below a superclass
    /// of the program whose defaults run code.
    func checkSuperclassDefaultsOrder(_ classes: [ClassDeclSyntax], functionNames: Set<String>) {
        // Classes by name; a name declared twice (nested types) names none here.
        var byName: [String: ClassDeclSyntax] = [:], repeated: Set<String> = []
        for c in classes where byName.updateValue(c, forKey: c.name.text) != nil { repeated.insert(c.name.text) }
        for name in repeated { byName[name] = nil }
        func superclass(of c: ClassDeclSyntax) -> ClassDeclSyntax? {
            guard let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedText else { return nil }
            return byName[first]
        }
        for c in classes {
            guard let sup = superclass(of: c), runsCodeBeforeSuperInit(c, functionNames) else { continue }
            var ancestor: ClassDeclSyntax? = sup
            var seen: Set<String> = [c.name.text]
            while let a = ancestor, seen.insert(a.name.text).inserted {
                if defaultsRunCode(a, functionNames) {
                    error(c.name, "unsupported",
                          "a subclass of '\(a.name.text)', whose stored property defaults run code, that runs code itself before 'super.init' is not supported yet (Swift runs '\(a.name.text)''s defaults when its initialiser is reached)")
                    break
                }
                ancestor = superclass(of: a)
            }
        }
    }

    /// Whether `c` runs code before its superclass's initialiser: a default that runs code, or
    /// a call in one of its designated initialisers before `super.init` (the whole body where
    /// Swift adds `super.init()` at its end).
    private func runsCodeBeforeSuperInit(_ c: ClassDeclSyntax, _ functionNames: Set<String>) -> Bool {
        if defaultsRunCode(c, functionNames) { return true }
        for member in c.memberBlock.members {
            guard let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body,
                  !i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) else { continue }
            for item in body.statements {
                if item.description.contains("super.init") { break }
                if !Syntax(item).descendants(FunctionCallExprSyntax.self).isEmpty { return true }
            }
        }
        return false
    }

    /// Whether one of `c`'s stored property defaults runs code that could be seen: it calls a
    /// closure (`{ print("x"); return 1 }()`) or a function the program declares.
    private func defaultsRunCode(_ c: ClassDeclSyntax, _ functionNames: Set<String>) -> Bool {
        for member in c.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) }) else { continue }
            for binding in v.bindings {
                guard let value = binding.initializer?.value else { continue }
                for call in Syntax(value).descendants(FunctionCallExprSyntax.self) + [value.as(FunctionCallExprSyntax.self)].compactMap({ $0 }) {
                    if call.calledExpression.is(ClosureExprSyntax.self) { return true }
                    if let r = call.calledExpression.as(DeclReferenceExprSyntax.self), functionNames.contains(r.baseName.text) { return true }
                }
            }
        }
        return false
    }
}
