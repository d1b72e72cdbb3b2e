import SwiftSyntax

/// Generic functions at the top level, as far as a dynamically typed interpreter can run them
/// exactly: type parameters with a class or protocol constraint (`<T: UIViewController>`, or
/// `where T: P`) used in the parameters' and the result's types. An argument is checked
/// against its parameter's constraint; inside the function a value of type `T` is the value
/// passed. What needs the type itself at run time is refused as `Compiler+TypeParameters`
/// describes.
extension Compiler {
    /// The type parameters of `f`, each mapped to the type its parameters are checked against
    /// (the constraint's class or protocol, else any type); nil, with an error, when `f` uses
    /// generics beyond what is supported.
    func genericSignature(_ f: FunctionDeclSyntax) -> [String: TypeRef]? {
        guard let clause = f.genericParameterClause else { return [:] }
        guard readTypeParameters(clause, f.genericWhereClause, governing: Syntax(f)) != nil else { return nil }
        var constraints: [String: TypeRef] = [:]
        for p in clause.parameters {
            constraints[p.name.text] = p.inheritedType.map { constraint($0) } ?? .any
        }
        for requirement in (f.genericWhereClause?.requirements).elementsOrEmpty {
            guard case .conformanceRequirement(let c) = requirement.requirement,
                  let left = c.leftType.as(IdentifierTypeSyntax.self), case .any? = constraints[left.name.text] else { continue }
            constraints[left.name.text] = constraint(c.rightType)
        }
        return constraints
    }

    /// A constraint as the type a parameter of that type is checked against: a single class
    /// or protocol the program knows; any other (a composition, `Equatable`) checks nothing.
    private func constraint(_ type: TypeSyntax) -> TypeRef {
        guard let i = type.as(IdentifierTypeSyntax.self), i.genericArgumentClause == nil else { return .any }
        if let t = types[i.name.text], t.kind == .classType || t.kind == .protocolType { return .named(t.name) }
        return .any
    }

    /// The parameters of `f` written as a constrained type parameter (`_ screen: T`), by index.
    func genericRequirements(_ f: FunctionDeclSyntax, _ generics: [String: TypeRef]) -> [Int: TypeDecl] {
        var found: [Int: TypeDecl] = [:]
        for (index, p) in f.signature.parameterClause.parameters.enumerated() {
            guard let i = p.type.as(IdentifierTypeSyntax.self), case .named(let n)? = generics[i.name.text],
                  let t = types[n] else { continue }
            found[index] = t
        }
        return found
    }

    /// Refuses, as swiftc does, an argument whose type is known here and does not satisfy its
    /// parameter's constraint: "global function 'f' requires that 'Int' inherit from 'Screen'".
    func checkGenericRequirements(_ ref: FunctionRef, _ mapping: [Int], _ args: [CallArg], node: some SyntaxProtocol) {
        guard !ref.genericRequirements.isEmpty else { return }
        for (argIndex, paramIndex) in mapping.enumerated() where argIndex < args.count {
            guard let required = ref.genericRequirements[paramIndex] else { continue }
            let saved = diagnostics
            let argType = expr(args[argIndex].syntax).type
            diagnostics = saved
            guard case .named(let name)? = argType else { continue }
            let satisfied: Bool
            if let t = types[name] {
                // A protocol refining the required one satisfies it (`struct S: Ranked`, `Ranked: Titled`).
                satisfied = required.kind == .protocolType ? t.adopts(required.name) : t === required || t.isSubclass(of: required)
            } else if ["Int", "Double", "String", "Bool", "Character"].contains(name) {
                satisfied = builtinExtensions[name]?.adopts(required.name) ?? false
            } else {
                continue
            }
            guard !satisfied else { continue }
            let relation = required.kind == .protocolType ? "conform to" : "inherit from"
            // swiftc points at the called function's name.
            let call = args.lazy.compactMap { $0.syntax.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }.first
            let place = call.map { Syntax($0.calledExpression) } ?? Syntax(node)
            error(place, "generic-requirement", "global function '\(ref.name)' requires that '\(name)' \(relation) '\(required.name)'")
            return
        }
    }
}
