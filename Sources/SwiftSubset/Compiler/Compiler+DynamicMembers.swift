import SwiftSyntax

/// `@dynamicMemberLookup` and `@dynamicCallable` (the book's Attributes chapter): a member the
/// type does not declare reads its `subscript(dynamicMember:)`, and calling a value of the type
/// calls its `dynamicallyCall(withArguments:)` or `dynamicallyCall(withKeywordArguments:)`.
extension Compiler {
    /// Records the dynamic attributes of the type `t` declared by `node`: for
    /// `@dynamicMemberLookup`, whether its `subscript(dynamicMember:)` takes a name or a key path.
    func noteDynamicAttributes(of t: TypeDecl, declaredBy node: some SyntaxProtocol) {
        guard let decl = Syntax(node).as(DeclSyntax.self), let attributes = decl.attributeList,
              let members = decl.groupMembers else { return }
        let names = Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText })
        t.isDynamicCallable = names.contains("dynamicCallable")
        guard names.contains("dynamicMemberLookup") else { return }
        for member in members {
            guard let s = member.decl.as(SubscriptDeclSyntax.self), let p = s.parameterClause.parameters.first,
                  p.firstName.text == "dynamicMember" else { continue }
            let spelled = p.type.as(IdentifierTypeSyntax.self)?.name.text ?? ""
            t.dynamicMemberArgument = Self.keyPathTypeNames.contains(spelled) ? .keyPath : .name
        }
    }

    /// The type of `value.name` read through `t`'s dynamic member subscript, when `t` has one
    /// and no member `name` of its own: the subscript's result type for a name, unknown for
    /// a key path (it depends on the member of the wrapped value).
    func dynamicMemberType(_ t: TypeDecl, _ name: String) -> TypeRef?? {
        guard let argument = DynamicMemberArgument.dynamicArgument(of: t), !hasMember(t, name, isStatic: false) else { return nil }
        switch argument {
        case .name: return .some(memberTypes[t.name + ".subscript"])
        case .keyPath: return .some(nil)
        }
    }

    /// `value(1, 2)` or `value(a: 1)` on a `@dynamicCallable` type without `callAsFunction`:
    /// the arguments as an array (unlabelled, `withArguments:`) or as `KeyValuePairs` of labels
    /// and values (`withKeywordArguments:`, an unlabelled argument's key being ""), passed to
    /// `dynamicallyCall`. Nil when `t` is not such a type.
    func dynamicCall(_ value: Compiled, _ t: TypeDecl, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        guard t.isDynamicCallable, !hasMember(t, "callAsFunction", isStatic: false) else { return nil }
        let positionalName = "dynamicallyCall(withArguments:)", keywordName = "dynamicallyCall(withKeywordArguments:)"
        let positional = methodRefs[t.name + "." + positionalName]
        let keyword = methodRefs[t.name + "." + keywordName]
        let useKeywords = keyword != nil && (positional == nil || args.contains { $0.label != nil })
        guard let ref = useKeywords ? keyword : positional, ref.paramTypes.count == 1 else {
            return unsupported(node, "dynamic calls without a matching 'dynamicallyCall' method")
        }
        let method = useKeywords ? keywordName : positionalName
        let elementType: TypeRef?
        if useKeywords {
            guard let (key, v) = Self.keyValuePairsElements(ref.paramTypes[0]), case .named("String") = key else {
                return unsupported(node, "dynamic calls with keyword arguments not passed as 'KeyValuePairs<String, …>'")
            }
            elementType = v
        } else {
            guard case .array(let el)? = ref.paramTypes[0] else {
                return unsupported(node, "dynamic calls with arguments not passed as an array")
            }
            elementType = el
        }
        let labels = args.map { $0.label ?? "" }
        let runs = args.map { expr($0.syntax, expected: elementType).run }
        let b = value.run
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            var receiver = try b(env)
            try ctx.allocate(runs.count)
            var values: [Value] = []
            for (i, run) in runs.enumerated() {
                var v = try run(env)
                if let elementType { v = coerce(v, to: elementType) }
                values.append(useKeywords ? .tuple([.string(labels[i]), v], labels: Self.keyValueLabels) : v)
            }
            guard let m = Self.method(method, of: receiver) else {
                throw .unsupported("this dynamic call is not supported yet")
            }
            return try m.invoke([.array(values)], &receiver)
        }, ref.returnType)
    }

    /// The method named `full` of the type of `receiver`, a script value.
    private static func method(_ full: String, of receiver: Value) -> Callable? {
        switch receiver {
        case .structValue(let s): return s.type.findMethod(full)
        case .object(let o): return o.type.findMethod(full)
        case .enumValue(let t, _, _): return t.findMethod(full)
        default: return nil
        }
    }
}
