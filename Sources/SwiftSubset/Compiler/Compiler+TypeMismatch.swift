import SwiftSyntax

/// Where a value is bound to a written type, for the wording of Swift's error.
enum BindingSite {
    /// `let x: Int = value`
    case specified
    /// `x = value`
    case assignment
    /// `xs[i] = value`
    case subscriptAssignment
    /// `f(value)`
    case argument
    /// `return value` in a function declared `-> T`
    case returned
    /// `[value]` where the array's element type is known
    case element
    /// `return value` in a closure whose result type is written (`let f: (Int) -> Int = { ... }`)
    case closureResult
}

extension Compiler {
    /// The standard types whose mismatches are reported. The checker infers only part of
    /// Swift's types, so it speaks only when both sides are one of these for certain.
    static let plainTypes: Set<String> = ["Int", "Double", "String", "Bool"]

    /// Reports Swift's error when a value whose type is certainly one plain standard type is
    /// bound to a different one (`let x: Int = "a"`), in Swift's words. Integer literals may
    /// become a `Double`, as in Swift; anything less certain is left alone.
    func checkBinding(_ value: Compiled, _ node: ExprSyntax, to target: TypeRef?, at site: BindingSite) {
        if checkNilOrOptional(value, node, to: target, at: site) { return }
        if checkSubstringForString(node, to: target, at: site) { return }
        if case .named("Character")? = value.type, case .named("String")? = target {
            reportCharacterForString(node, at: site)
            return
        }
        if checkArrayForPlainValue(value, node, to: target, at: site) { return }
        guard case .named(let have)? = value.type, Self.plainTypes.contains(have) || have == "Float" else { return }
        let want: String
        switch target {
        case .named(let n)?: want = n
        case .optional(.named(let n))?: want = n
        default: return
        }
        if have == "Float" || want == "Float" {
            guard have != want, Self.plainTypes.contains(have) || Self.plainTypes.contains(want),
                  floatMismatchIsCertain(node) else { return }
            error(mismatchAnchor(node), "type-mismatch", Self.mismatchMessage(have, want, at: site))
            return
        }
        // A type of the program's as a parameter's type may stand for a generic parameter's
        // constraint, whose own wording swiftc uses: only bindings to a written type use it.
        let typeOfProgram = (site == .specified || site == .assignment) && isLiteralFreeType(want)
        // A string literal of other than one Character stays a String (`let c: Character = "ab"`).
        let textForCharacter = have == "String" && want == "Character" && node.is(StringLiteralExprSyntax.self)
        guard Self.plainTypes.contains(want) || typeOfProgram || textForCharacter, have != want else { return }
        if have == "Int", want == "Double", containsIntegerLiteral(node), !arithmeticHasIntVariable(node) { return }
        if want == "Bool", let literal = node.as(IntegerLiteralExprSyntax.self),
           literal.literal.text == "0" || literal.literal.text == "1" {
            let suggestion = literal.literal.text == "1" ? "true" : "false"
            error(node, "type-mismatch",
                  "integer literal value '\(literal.literal.text)' cannot be used as a boolean; did you mean '\(suggestion)'?")
            return
        }
        error(mismatchAnchor(node), "type-mismatch", Self.mismatchMessage(have, want, at: site))
    }

    /// swiftc's words for a value of type `have` bound to `want` at `site`.
    private static func mismatchMessage(_ have: String, _ want: String, at site: BindingSite) -> String {
        switch site {
        case .specified: "cannot convert value of type '\(have)' to specified type '\(want)'"
        case .assignment: "cannot assign value of type '\(have)' to type '\(want)'"
        case .subscriptAssignment: "cannot assign value of type '\(have)' to subscript of type '\(want)'"
        case .argument: "cannot convert value of type '\(have)' to expected argument type '\(want)'"
        case .returned: "cannot convert return expression of type '\(have)' to return type '\(want)'"
        case .closureResult: "cannot convert value of type '\(have)' to closure result type '\(want)'"
        case .element: "cannot convert value of type '\(have)' to expected element type '\(want)'"
        }
    }

    /// Reports an array of plain values (`scores.map { $0 * 2 }`, `[Int]`) bound to a plain type
    /// (`let label: String = …`, an assignment, a `return`) in swiftc's words; not where the
    /// value holds a collection literal, whose type the context may still change, and not for
    /// arguments, whose parameter types are not always the chosen overload's here
    /// (`append(contentsOf:)`). Whether it spoke.
    private func checkArrayForPlainValue(_ value: Compiled, _ node: ExprSyntax, to target: TypeRef?, at site: BindingSite) -> Bool {
        guard [.specified, .assignment, .returned].contains(site),
              case .array? = value.type, let have = value.type, Self.holdsPlainTypes(have) else { return false }
        let want: String
        switch target {
        case .named(let n)?, .optional(.named(let n))?: want = n
        default: return false
        }
        guard Self.plainTypes.contains(want), !node.is(ArrayExprSyntax.self), !node.is(DictionaryExprSyntax.self),
              Syntax(node).descendants(ArrayExprSyntax.self).isEmpty,
              Syntax(node).descendants(DictionaryExprSyntax.self).isEmpty else { return false }
        error(mismatchAnchor(node), "type-mismatch", Self.mismatchMessage(have.description, want, at: site))
        return true
    }

    /// Whether `type` is a plain type or arrays of one (`[[Int]]`).
    private static func holdsPlainTypes(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n): return plainTypes.contains(n)
        case .array(let t): return holdsPlainTypes(t)
        default: return false
        }
    }

    /// Standard and Foundation types that literals or implicit conversions make.
    private static let literalTypes: Set<String> = [
        "Character", "Substring", "Float", "CGFloat", "Decimal", "StaticString", "Unicode.Scalar", "UnicodeScalar", "Float80",
    ]

    /// Whether `name` is a struct, class or enum (the program's or a host's) that no literal
    /// initialises: a plain standard value never converts to it.
    private func isLiteralFreeType(_ name: String) -> Bool {
        guard !name.hasPrefix("NS"), !Self.literalTypes.contains(name), IntKind(name: name) == nil,
              let t = types[name], [.structType, .classType, .enumType].contains(t.kind) else { return false }
        return !t.conformances.contains { $0.hasPrefix("ExpressibleBy") }
    }

    /// Reports `nil` bound to a plain non-optional type, and an optional of a plain type bound to
    /// that type without unwrapping (`let n: Int = Int(text)`), in Swift's words. Whether it spoke.
    private func checkNilOrOptional(_ value: Compiled, _ node: ExprSyntax, to target: TypeRef?, at site: BindingSite) -> Bool {
        guard case .named(let want)? = target, Self.plainTypes.contains(want) else { return false }
        if node.is(NilLiteralExprSyntax.self) {
            switch site {
            case .specified: error(node, "type-mismatch", "'nil' cannot initialize specified type '\(want)'")
            case .assignment: error(node, "type-mismatch", "'nil' cannot be assigned to type '\(want)'")
            case .subscriptAssignment: error(node, "type-mismatch", "'nil' cannot be assigned to subscript of type '\(want)'")
            case .argument: error(node, "type-mismatch", "'nil' is not compatible with expected argument type '\(want)'")
            case .returned: error(node, "type-mismatch", "'nil' is incompatible with return type '\(want)'")
            case .closureResult: error(node, "type-mismatch", "'nil' is not compatible with closure result type '\(want)'")
            case .element: error(node, "type-mismatch", "'nil' is not compatible with expected element type '\(want)'")
            }
            return true
        }
        guard case .optional(.named(let have))? = value.type, have == want, !mayBeImplicitlyUnwrapped(node) else { return false }
        error(unwrapAnchor(node), "optional-unwrap", "value of optional type '\(have)?' must be unwrapped to a value of type '\(want)'")
        return true
    }

    /// Whether a Float beside another number type at `node` is certainly Swift's type error:
    /// not in an app (UIKit's Float properties are typed Double here), and no number literal
    /// or implicit member (`.zero`, `.down`) in the whole statement around it, closures
    /// included, whose type Swift may have made a Float where the checker typed it otherwise
    /// (`[1, 2].map { $0 * f }` multiplies Floats; `let x: Float = .infinity`).
    func floatMismatchIsCertain(_ node: some SyntaxProtocol) -> Bool {
        if Self.importsUIKit(node) { return false }
        var statement = Syntax(node)
        var current: Syntax? = Syntax(node)
        while let n = current {
            if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { statement = n }
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(SubscriptDeclSyntax.self) || n.is(DeinitializerDeclSyntax.self) { break }
            current = n.parent
        }
        return isFreeOfContextTypedParts(statement)
    }

    /// Whether no number literal or implicit member appears in the syntax outside a subscript's
    /// index (`xs[0]`): its static types then come from declarations only, certain enough to
    /// tell a `Float` from a `Double`, which a literal or `.zero` may become in Swift where the
    /// checker typed it otherwise.
    private func isFreeOfContextTypedParts(_ node: some SyntaxProtocol) -> Bool {
        if node.is(IntegerLiteralExprSyntax.self) || node.is(FloatLiteralExprSyntax.self) { return false }
        if let m = node.as(MemberAccessExprSyntax.self), m.base == nil { return false }
        if let s = node.as(SubscriptCallExprSyntax.self) { return isFreeOfContextTypedParts(s.calledExpression) }
        return node.children(viewMode: .sourceAccurate).allSatisfy { isFreeOfContextTypedParts($0) }
    }

    /// Whether an integer literal appears in the expression (it may have been typed `Double`).
    func containsIntegerLiteral(_ node: some SyntaxProtocol) -> Bool {
        if node.is(IntegerLiteralExprSyntax.self) { return true }
        return node.children(viewMode: .sourceAccurate).contains { containsIntegerLiteral($0) }
    }
}
