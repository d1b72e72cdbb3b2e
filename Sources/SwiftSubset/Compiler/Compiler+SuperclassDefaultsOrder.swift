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
/// an assignment to a top-level variable or to a type's static property (`Counter.n += 1`), or
/// making a value of a program type whose initialisers or stored property defaults do one of
/// these (`let h = Helper("A")` whose `init` prints), or calling a static method of a program
/// type that does (`Log.note("x")`), followed through such types in turn.
extension Compiler {
    /// What the check knows of the file: its top-level functions and variables, and its
    /// types' initialisers with their stored property defaults, and static methods, by name.
    private struct VisibleActs {
        var globals: Set<String> = []
        /// Per program type: its initialisers' bodies and its instance stored defaults.
        var construction: [String: [Syntax]] = [:]
        /// Per `Type.method`: a static method's body.
        var staticMethods: [String: [Syntax]] = [:]
    }

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
        // Most programs have no class below another of theirs: nothing to read then.
        guard classes.contains(where: { superclass(of: $0) != nil }) else { return }
        var acts = VisibleActs()
        for item in file.statements {
            if let f = item.item.as(FunctionDeclSyntax.self) { acts.globals.insert(f.name.text) }
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings { if let id = b.pattern.as(IdentifierPatternSyntax.self) { acts.globals.insert(id.identifier.text) } }
            }
        }
        Self.noteTypeMembers(in: Syntax(file), into: &acts)
        for c in classes {
            guard let sup = superclass(of: c), actsBeforeSuperInit(c, acts) else { continue }
            var ancestor: ClassDeclSyntax? = sup
            var seen: Set<String> = [c.name.text]
            while let a = ancestor, seen.insert(a.name.text).inserted {
                if defaultsAct(a, acts) {
                    error(c.name, "unsupported",
                          "a subclass of '\(a.name.text)', whose stored property defaults run code, that runs code itself before 'super.init' is not supported yet (Swift runs '\(a.name.text)''s defaults when its initialiser is reached)")
                    break
                }
                ancestor = superclass(of: a)
            }
        }
    }

    /// Notes the initialisers, instance defaults and static methods of every struct, class
    /// and enum under `root` (a name declared twice keeps both's).
    private static func noteTypeMembers(in root: Syntax, into acts: inout VisibleActs) {
        for decl in root.descendants(DeclSyntax.self) {
            let name: String, members: MemberBlockSyntax
            if let s = decl.as(StructDeclSyntax.self) { (name, members) = (s.name.text, s.memberBlock) }
            else if let c = decl.as(ClassDeclSyntax.self) { (name, members) = (c.name.text, c.memberBlock) }
            else if let e = decl.as(EnumDeclSyntax.self) { (name, members) = (e.name.text, e.memberBlock) }
            else if let x = decl.as(ExtensionDeclSyntax.self) { (name, members) = (x.extendedType.trimmedText, x.memberBlock) }
            else { continue }
            acts.construction[name, default: []] += []
            for member in members.members {
                if let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body {
                    acts.construction[name, default: []].append(Syntax(body))
                } else if let v = member.decl.as(VariableDeclSyntax.self), !isStaticOrLazy(v.modifiers) {
                    acts.construction[name, default: []] += v.bindings.compactMap { $0.initializer.map { Syntax($0.value) } }
                } else if let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body, f.modifiers.declaresTypeMember {
                    acts.staticMethods[name + "." + f.name.text, default: []].append(Syntax(body))
                }
            }
        }
    }

    private static func isStaticOrLazy(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.declaresTypeMember || modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    }

    /// Whether `c` does something visible before its superclass's initialiser: in a default,
    /// or in one of its designated initialisers before `super.init` (the whole body where
    /// Swift adds `super.init()` at its end).
    private func actsBeforeSuperInit(_ c: ClassDeclSyntax, _ acts: VisibleActs) -> Bool {
        if defaultsAct(c, acts) { return true }
        for member in c.memberBlock.members {
            guard let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body,
                  !i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) else { continue }
            for item in body.statements {
                if item.description.contains("super.init") { break }
                if Self.actsVisibly(Syntax(item), acts) { return true }
            }
        }
        return false
    }

    /// Whether one of `c`'s stored property defaults does something visible.
    private func defaultsAct(_ c: ClassDeclSyntax, _ acts: VisibleActs) -> Bool {
        c.memberBlock.members.contains { member in
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) })
            else { return false }
            return v.bindings.contains { b in b.initializer.map { Self.actsVisibly(Syntax($0.value), acts) } ?? false }
        }
    }

    /// Whether `node`, run, does something visible (see above); a closure's body is looked
    /// into only where the closure is called at once (`{ … }()`).
    private static func actsVisibly(_ node: Syntax, _ acts: VisibleActs) -> Bool {
        var followed: Set<String> = []
        var stack = [node]
        while let n = stack.popLast() {
            if let closure = n.as(ClosureExprSyntax.self),
               n.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != closure.id { continue }
            if let call = n.as(FunctionCallExprSyntax.self), let r = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = r.baseName.text
                if ["print", "debugPrint", "dump"].contains(name) || acts.globals.contains(name) { return true }
                // `Helper("A")`: its initialisers and defaults run.
                if let bodies = acts.construction[name], followed.insert(name).inserted { stack += bodies }
            }
            // `Log.note("x")`: that static method runs.
            if let call = n.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = m.base?.as(DeclReferenceExprSyntax.self) {
                let key = base.baseName.text + "." + m.declName.baseName.text
                if let bodies = acts.staticMethods[key], followed.insert(key).inserted { stack += bodies }
            }
            if let i = n.as(InfixOperatorExprSyntax.self), isAssignment(i.operator), assignsSharedState(i.leftOperand, acts.globals) {
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
