import SwiftSyntax

/// When a class's stored property defaults run. Swift evaluates a class's defaults as its own
/// designated initialiser begins: a subclass's defaults and the part of its initialiser before
/// `super.init` run first, then the superclass's defaults (swiftc 6.3.1 here: with `class A {
/// var x = { print("A.x"); return 1 }() }` and `class B: A { override init() {
/// print("B.init"); super.init() } }`, `B()` prints `B.init` before `A.x`). The interpreter
/// evaluates every default of the chain, superclass first, when the object is made. The two
/// orders can be told apart only where both sides do something visible: refused there.
///
/// Visible here means, in code that runs (a closure counts only where it is called at once):
/// a call of `print`, `debugPrint` or `dump` or of a function declared at the top of the file,
/// or an assignment to a top-level variable or to a type's static property (`Counter.n += 1`).
/// Initialisers and static methods of the program's types are not followed (a known gap:
/// `let h = Helper("A")` whose `init` prints is not seen).
extension Compiler {
    /// Reports each class that does something visible before its superclass's initialiser (in
    /// a default, or before `super.init` in a designated initialiser) below a superclass of the
    /// program whose defaults do something visible.
    func checkSuperclassDefaultsOrder(_ classes: [ClassDeclSyntax], in file: SourceFileSyntax) {
        // Classes by name; a name declared twice (nested types) names none here.
        var byName: [String: ClassDeclSyntax] = [:], repeated: Set<String> = []
        for c in classes where byName.updateValue(c, forKey: c.name.text) != nil { repeated.insert(c.name.text) }
        for name in repeated { byName[name] = nil }
        func superclass(of c: ClassDeclSyntax) -> ClassDeclSyntax? {
            guard let first = c.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) else { return nil }
            return byName[first.name.text]
        }
        var globals: Set<String> = []
        for item in file.statements {
            if let f = item.item.as(FunctionDeclSyntax.self) { globals.insert(f.name.text) }
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings { if let id = b.pattern.as(IdentifierPatternSyntax.self) { globals.insert(id.identifier.text) } }
            }
        }
        for c in classes {
            guard let sup = superclass(of: c), actsBeforeSuperInit(c, globals) else { continue }
            var ancestor: ClassDeclSyntax? = sup
            var seen: Set<String> = [c.name.text]
            while let a = ancestor, seen.insert(a.name.text).inserted {
                if defaultsAct(a, globals) {
                    error(c.name, "unsupported",
                          "a subclass of '\(a.name.text)', whose stored property defaults run code, that runs code itself before 'super.init' is not supported yet (Swift runs '\(a.name.text)''s defaults when its initialiser is reached)")
                    break
                }
                ancestor = superclass(of: a)
            }
        }
    }

    /// Whether `c` does something visible before its superclass's initialiser: in a default,
    /// or in one of its designated initialisers before `super.init` (the whole body where
    /// Swift adds `super.init()` at its end).
    private func actsBeforeSuperInit(_ c: ClassDeclSyntax, _ globals: Set<String>) -> Bool {
        if defaultsAct(c, globals) { return true }
        for member in c.memberBlock.members {
            guard let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body,
                  !i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) else { continue }
            for item in body.statements {
                if item.description.contains("super.init") { break }
                if Self.actsVisibly(Syntax(item), globals) { return true }
            }
        }
        return false
    }

    /// Whether one of `c`'s stored property defaults does something visible.
    private func defaultsAct(_ c: ClassDeclSyntax, _ globals: Set<String>) -> Bool {
        c.memberBlock.members.contains { member in
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) })
            else { return false }
            return v.bindings.contains { b in b.initializer.map { Self.actsVisibly(Syntax($0.value), globals) } ?? false }
        }
    }

    /// Whether `node`, run, does something visible (see above); a closure's body is looked
    /// into only where the closure is called at once (`{ … }()`).
    private static func actsVisibly(_ node: Syntax, _ globals: Set<String>) -> Bool {
        var stack = [node]
        while let n = stack.popLast() {
            if let closure = n.as(ClosureExprSyntax.self),
               n.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != closure.id { continue }
            if let call = n.as(FunctionCallExprSyntax.self), let r = call.calledExpression.as(DeclReferenceExprSyntax.self),
               ["print", "debugPrint", "dump"].contains(r.baseName.text) || globals.contains(r.baseName.text) {
                return true
            }
            if let i = n.as(InfixOperatorExprSyntax.self), isAssignment(i.operator), assignsSharedState(i.leftOperand, globals) {
                return true
            }
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// `=` or a compound assignment (`+=`), not a comparison.
    private static func isAssignment(_ op: ExprSyntax) -> Bool {
        if op.is(AssignmentExprSyntax.self) { return true }
        guard let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether `target` is a top-level variable or a type's static property (`Counter.n`).
    private static func assignsSharedState(_ target: ExprSyntax, _ globals: Set<String>) -> Bool {
        if let r = target.as(DeclReferenceExprSyntax.self) { return globals.contains(r.baseName.text) }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text.first?.isUppercase == true
        }
        return false
    }
}
