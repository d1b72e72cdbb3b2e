import SwiftSyntax

/// Integer literals whose type is certainly a generic function's numeric type parameter
/// (`func sumAll<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }`, `var total: T = 0`,
/// `x * 2` with `x: T`, `return 1` from a function returning `T`): such a literal takes the
/// type the call binds `T` to (`Compiler+FrameTypeBinding.swift`), `Int` or `Double`, as
/// Swift gives it. Found from the syntax alone, where nothing else can give the literal a
/// type: every such literal was refused before (`Compiler+NumericConstraints.swift`), so
/// binding the parameter at the calls refuses no program that ran. Other literals in such a
/// declaration stay refused.
extension Compiler {
    /// Operators whose operands share one type, the result's where it is a number
    /// (assignments included: `s = 0`, `s += 1`).
    private static let sameTypeOperators: Set<String> = arithmeticAndComparison.union(["=", "%"])

    /// The numeric type parameter of the function declaration around `literal` whose type the
    /// literal certainly takes; nil where it may take another (or it is in a closure other
    /// than an element-wise one over an array of that type, `ElementClosure`).
    static func typeParameterTaken(by literal: IntegerLiteralExprSyntax) -> String? {
        var node = Syntax(literal)
        while let p = node.parent?.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { node = Syntax(p) }
        let closure = ElementClosure.around(node)
        if let closure, closure.element == nil { return nil }
        let owner = closure.map { Syntax($0.closure) } ?? node
        // In a closure: its element parameters are of the type; no return is the function's.
        func takes(_ parameter: String, _ names: (element: Set<String>, array: Set<String>),
                   returnType: TypeSyntax?, body: CodeBlockItemListSyntax?) -> Bool {
            guard let element = closure?.element else {
                return takesType(node, parameter, names: names, returnType: returnType, body: body)
            }
            guard names.array.contains(element.receiver) else { return false }
            let inClosure = (element: names.element.union(element.parameters), array: names.array.subtracting(element.parameters))
            return takesType(node, parameter, names: inClosure, returnType: nil, body: nil)
        }
        if let getter = numericElementExtensionGetter(of: owner) {
            // `var total: Element { reduce(0, +) }` in such an extension.
            return takes("Element", ([], ["self"]), returnType: getter.type, body: getter.statements) ? "Element" : nil
        }
        if let getter = enclosingTypeNumericParameters(getterOf: owner) {
            // `var sum: T { items.reduce(0, +) }` in `struct Vec<T: Numeric>`.
            return getter.parameters.first { takes($0.name, ($0.element, $0.array), returnType: getter.type, body: getter.statements) }?.name
        }
        guard let function = enclosingFunction(of: owner) else { return nil }
        let numeric = numericTypeParameters(function.genericParameterClause, function.genericWhereClause)
            .intersection(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let returnType = function.signature.returnClause?.type, body = function.body?.statements
        for parameter in numeric {
            let names = Self.namesTyped(parameter, in: function)
            if takes(parameter, names, returnType: returnType, body: body) { return parameter }
        }
        // `struct Vec<T: Numeric>`: the receiver's `T` (`Compiler+GenericTypeLiterals.swift`).
        for (parameter, properties, arrays) in enclosingTypeNumericParameters(function) {
            var names = Self.namesTyped(parameter, in: function)
            names.element.formUnion(properties)
            names.array.formUnion(arrays)
            if takes(parameter, names, returnType: returnType, body: body) { return parameter }
        }
        // `extension Array where Element: Numeric`: `self` is an array of `Element`
        // (`Compiler+NumericElementExtensions.swift`).
        if isNumericElementExtensionMethod(function) {
            var names = Self.namesTyped("Element", in: function)
            if !names.element.contains("self") { names.array.insert("self") }
            if takes("Element", names, returnType: returnType, body: body) { return "Element" }
        }
        return nil
    }

    /// The numeric type parameters of `f` that some integer literal in its body takes.
    static func typeParametersTakenByLiterals(_ f: FunctionDeclSyntax) -> Set<String> {
        guard let body = f.body, !numericTypeParameters(f.genericParameterClause, f.genericWhereClause).isEmpty else { return [] }
        var taken: Set<String> = []
        for literal in Syntax(body).descendants(IntegerLiteralExprSyntax.self) {
            if let parameter = typeParameterTaken(by: literal) { taken.insert(parameter) }
        }
        return taken
    }

    /// The function declaration whose body holds `node` directly (not inside a closure or a
    /// nested function, accessor or type).
    static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var n = node.parent
        while let p = n {
            if let f = p.as(FunctionDeclSyntax.self) { return f }
            if p.is(ClosureExprSyntax.self) || p.is(AccessorDeclSyntax.self) || p.is(InitializerDeclSyntax.self)
                || p.is(MemberBlockSyntax.self) || p.is(SubscriptDeclSyntax.self) { return nil }
            n = p.parent
        }
        return nil
    }

    /// The names in `f` certainly of type `parameter` (`element`) or of `[parameter]` (`array`):
    /// its parameters so declared and its locals annotated so, dropping any name declared
    /// again otherwise (a closure's parameter, another local of that name).
    static func namesTyped(_ parameter: String, in f: FunctionDeclSyntax) -> (element: Set<String>, array: Set<String>) {
        func kind(_ written: TypeSyntax?) -> Int {
            guard var type = written else { return 0 }
            // `_ x: inout T`
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if type.as(IdentifierTypeSyntax.self)?.name.text == parameter, type.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil { return 1 }
            if let a = type.as(ArrayTypeSyntax.self), a.element.as(IdentifierTypeSyntax.self)?.name.text == parameter { return 2 }
            return 0
        }
        var element: Set<String> = [], array: Set<String> = [], other: Set<String> = []
        func note(_ name: String, _ k: Int) {
            switch k {
            case 1: element.insert(name)
            case 2: array.insert(name)
            default: other.insert(name)
            }
        }
        for p in f.signature.parameterClause.parameters where p.ellipsis == nil {
            note((p.secondName ?? p.firstName).text, kind(p.type))
        }
        if let body = f.body {
            for binding in Syntax(body).descendants(PatternBindingSyntax.self) {
                for id in Syntax(binding.pattern).descendants(IdentifierPatternSyntax.self) + [binding.pattern.as(IdentifierPatternSyntax.self)].compactMap({ $0 }) {
                    note(id.identifier.text, binding.pattern.is(IdentifierPatternSyntax.self) ? kind(binding.typeAnnotation?.type) : 0)
                }
            }
            for id in Syntax(body).descendants(IdentifierPatternSyntax.self) where id.parent?.is(PatternBindingSyntax.self) != true {
                note(id.identifier.text, 0)
            }
            for p in Syntax(body).descendants(ClosureShorthandParameterSyntax.self) { note(p.name.text, 0) }
            // `[first = items.count]`: a capture list names a value of its own.
            for c in Syntax(body).descendants(ClosureCaptureSyntax.self) { note(c.name.text, 0) }
            for p in Syntax(body).descendants(ClosureParameterSyntax.self) { note((p.secondName ?? p.firstName).text, 0) }
            for f in Syntax(body).descendants(FunctionParameterSyntax.self) { note((f.secondName ?? f.firstName).text, 0) }
        }
        return (element.subtracting(other).subtracting(array), array.subtracting(other).subtracting(element))
    }

    /// Whether `e` is certainly of type `parameter`: a name in `names`, an element of an array
    /// in `arrays` (`items[i]`, not a range of them), or arithmetic with such an operand.
    private static func isTyped(_ e: ExprSyntax, _ names: Set<String>, arrays: Set<String> = []) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.argumentNames == nil && names.contains(r.baseName.text) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return isTyped(only.expression, names, arrays: arrays)
        }
        // `items[0]` with `items: [T]`.
        if let s = e.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let index = s.arguments.first, index.label == nil,
           !writesRange(index.expression), let base = s.calledExpression.as(DeclReferenceExprSyntax.self), arrays.contains(base.baseName.text) {
            return true
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return isTyped(p.expression, names, arrays: arrays) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/", "%"].contains(op) {
            return isTyped(i.leftOperand, names, arrays: arrays) || isTyped(i.rightOperand, names, arrays: arrays)
        }
        return false
    }

    /// Whether `e` writes a range operator (`0...1`, `i...`, `..<n`): an index that takes a
    /// slice of an array, not an element.
    static func writesRange(_ e: ExprSyntax) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { $0.text == "..<" || $0.text == "..." }
    }

    /// Whether the literal at `node` takes the type `parameter`: beside an operand of that type
    /// (`x * 2`, `x % 2 == 0`, `s += 1`) or a conditional's branch of it, as the initial value of a local annotated with it, as
    /// the value `f` returns when `f` returns it, or as `reduce`'s initial value with `+` or `*`
    /// over an array of it.
    static func takesType(_ node: Syntax, _ parameter: String, names: (element: Set<String>, array: Set<String>),
                                  returnType: TypeSyntax?, body: CodeBlockItemListSyntax?) -> Bool {
        guard let parent = node.parent else { return false }
        if let i = parent.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
            ?? i.operator.as(AssignmentExprSyntax.self).map({ _ in "=" }), sameTypeOperators.contains(op) {
            let other = i.leftOperand.id == node.id ? i.rightOperand : i.leftOperand
            return isTyped(other, names.element, arrays: names.array)
        }
        // `x < 0 ? 0 : x`: a branch beside one of that type.
        if let t = parent.as(TernaryExprSyntax.self), t.condition.id != node.id {
            return isTyped(t.thenExpression.id == node.id ? t.elseExpression : t.thenExpression, names.element, arrays: names.array)
        }
        if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           binding.pattern.is(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            return type.name.text == parameter && type.genericArgumentClause == nil
        }
        let returnsParameter = returnType?.as(IdentifierTypeSyntax.self)?.name.text == parameter
        if parent.is(ReturnStmtSyntax.self) { return returnsParameter }
        if returnsParameter, let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, list.id == body?.id {
            return true
        }
        // `stride(from: n, to: 0, by: -1)`: a bound beside a bound of that type.
        if let argument = parent.as(LabeledExprSyntax.self), let call = strideCall(holding: argument),
           Self.strideBounds.contains(argument.label?.text ?? "") {
            return call.arguments.contains {
                $0.id != argument.id && Self.strideBounds.contains($0.label?.text ?? "") && isTyped($0.expression, names.element)
            }
        }
        // `xs.reduce(0, +)`, `stride(from: n, to: 0, by: -1).reduce(1, *)`
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
           call.arguments.count == 2, call.trailingClosure == nil,
           let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "reduce",
           let stride = m.base?.as(FunctionCallExprSyntax.self), strideCall(stride),
           stride.arguments.contains(where: { Self.strideBounds.contains($0.label?.text ?? "") && isTyped($0.expression, names.element) }),
           let combine = call.arguments.last?.expression.as(DeclReferenceExprSyntax.self), ["+", "*"].contains(combine.baseName.text) {
            return true
        }
        // `xs.reduce(0, +)`
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
           call.arguments.count == 2, call.trailingClosure == nil,
           let base = Self.reduceReceiver(call.calledExpression), names.array.contains(base),
           let combine = call.arguments.last?.expression.as(DeclReferenceExprSyntax.self), ["+", "*"].contains(combine.baseName.text) {
            return true
        }
        return false
    }

    /// The receiver's name in a call of `reduce` (`xs` of `xs.reduce`; `self` where the
    /// receiver is implicit, `reduce(0, +)` in a method of a collection's extension).
    private static func reduceReceiver(_ called: ExprSyntax) -> String? {
        if let r = called.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "reduce" ? "self" : nil }
        guard let m = called.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "reduce" else { return nil }
        return m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The labels of `stride`'s bounds, which share one type.
    private static let strideBounds: Set<String> = ["from", "to", "through"]

    /// The standard `stride(from:to:by:)` or `stride(from:through:by:)` call `argument` is one of.
    private static func strideCall(holding argument: LabeledExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), strideCall(call) else { return nil }
        return call
    }

    /// Whether `call` is a call of the standard `stride` with labelled bounds.
    private static func strideCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" && call.arguments.first?.label?.text == "from"
    }

    /// The literal `lit` (negated: `-1`) compiled with the type the running call binds its
    /// numeric type parameter to, where it certainly takes that type; nil otherwise. It is no
    /// longer an uncertain literal then.
    func typeParameterLiteral(_ lit: IntegerLiteralExprSyntax, negative: Bool) -> Compiled? {
        guard uncertainNumericLiterals[lit.id] != nil, let parameter = Self.typeParameterTaken(by: lit),
              let read = typeParameterValue(parameter, at: lit) else { return nil }
        uncertainNumericLiterals[lit.id] = nil
        return boundTypeLiteral(lit, parameter, negative: negative, read)
    }

    /// An integer literal that takes the type the running call bound `parameter` to (`Int`,
    /// `Double`, `Float` or a fixed-width integer; another bound type is refused when it runs).
    func boundTypeLiteral(_ lit: IntegerLiteralExprSyntax, _ parameter: String, negative: Bool,
                                  _ read: @escaping (Env) throws(Interrupt) -> Value) -> Compiled {
        let text = lit.literal.numberText
        let radix = text.hasPrefix("0x") ? 16 : text.hasPrefix("0b") ? 2 : text.hasPrefix("0o") ? 8 : 10
        let value = Int((negative ? "-" : "") + (radix == 10 ? text : String(text.dropFirst(2))), radix: radix)
        return Compiled({ env throws(Interrupt) in
            let bound = try read(env)
            switch bound {
            case .standardType("Int") where value != nil: return .int(value!)
            case .standardType("Double") where value != nil: return .double(Double(value!))
            case .standardType("Float"):
                // A Float is held as a Double: what the literal meets would be computed in
                // Double precision (a receiver's `T` may be bound to it, `Vec(items: [Float(0.1)])`).
                throw .unsupported("a number literal of type '\(parameter)', bound to 'Float', is not supported yet (it could be computed in Double precision)")
            case .standardType(let name) where value != nil && IntKind(name: name) != nil:
                // `UInt8`, `Int64`, …: a literal that does not fit is swiftc's compile error, refused here.
                if case .optional(let fitting?) = try IntKind(name: name)!.convert(.int(value!), .exactly) { return fitting }
                throw .unsupported("the number literal \(value!) of type '\(parameter)', bound to '\(name)', does not fit it")
            default:
                throw .unsupported("a number literal of type '\(parameter)', bound to '\(BoundType.name(bound))', is not supported yet")
            }
        }, .any)
    }
}
