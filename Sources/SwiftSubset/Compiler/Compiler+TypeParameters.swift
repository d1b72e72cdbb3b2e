import SwiftSyntax

/// Type parameters of generic types, methods and initialisers, as far as a dynamically typed
/// interpreter runs them exactly as compiled Swift does.
///
/// Inside a generic declaration a type parameter (`Element`, `T`) stands for any type: values
/// of that type are the values passed, and the members called on them are found at run time.
/// What would need the type argument itself at run time is refused at its place as not
/// supported: the parameter used as a value (`T.self`, `T()`, `T.zero`), a cast to it
/// (`as? T`, `is T`, `case let x as T`), a constraint that lets a literal take the type
/// (`T: Numeric`, `ExpressibleByIntegerLiteral`: `let zero: T = 0` is `0.0` when `T` is
/// `Double`; on a function or method a numeric one is refused only where a literal could take
/// the type, `Compiler+NumericConstraints.swift`), and an explicit type argument that values would have to be converted to
/// (`Stack<Double>`, whose `push(1)` stores `1.0`; `Box<Int?>`) unless the instance made
/// there carries it (`GenericBinding`). Describing a value whose text spells type arguments
/// that were not recorded is refused when it happens (`GenericDescription`).
extension Compiler {
    /// Constraints under which a literal can take a type parameter's type (directly or
    /// through a protocol that refines them).
    static let literalAdmittingConstraints: Set<String> = [
        "Numeric", "SignedNumeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "StringProtocol",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "ExpressibleByExtendedGraphemeClusterLiteral",
        "ExpressibleByUnicodeScalarLiteral",
    ]

    /// Protocols of the standard library that may constrain a type parameter: the value
    /// passed brings its own members, so the constraint only restricts what compiles.
    static let standardConstraintNames: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "Error", "AnyObject", "Sendable", "Codable",
        "Encodable", "Decodable", "Identifiable", "CaseIterable", "RawRepresentable",
    ]

    /// The names a generic parameter clause declares, after checking the clause and its
    /// `where` clause; nil, with an error at the construct, when they use something refused.
    /// `governing` is the generic function or method the clauses belong to, where a numeric
    /// constraint is accepted when nothing in it could give a literal its type.
    func readTypeParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
                            governing: Syntax? = nil) -> [String]? {
        var names: [String] = []
        for p in (clause?.parameters).elementsOrEmpty {
            if p.specifier != nil {
                error(p, "unsupported-generics", "parameter packs are not supported yet")
                return nil
            }
            if let c = p.inheritedType, !checkConstraint(c, of: p.name.text, governing) { return nil }
            names.append(p.name.text)
        }
        let inScope = Set(names).union(genericParameters.keys)
        let requirements = (whereClause?.requirements).elementsOrEmpty + (clause?.genericWhereClause?.requirements).elementsOrEmpty
        for requirement in requirements {
            switch requirement.requirement {
            case .conformanceRequirement(let c):
                if let left = c.leftType.as(IdentifierTypeSyntax.self), inScope.contains(left.name.text) {
                    guard checkConstraint(c.rightType, of: left.name.text, governing) else { return nil }
                    continue
                }
                if isMemberOfTypeParameter(c.leftType, inScope) {
                    guard checkConstraint(c.rightType, of: c.leftType.trimmedText, governing) else { return nil }
                    continue
                }
            case .sameTypeRequirement(let s):
                // `C.Element == T` only restricts what compiles; `T == Int` would give `T` a
                // type the values of `T` must be converted to, unless `T` is bound to it
                // (`extension Array where Element == Int`, `sameTypeBindings`).
                if case .type(let left) = s.leftType, case .type(let right) = s.rightType,
                   isMemberOfTypeParameter(left, inScope) || isMemberOfTypeParameter(right, inScope) {
                    continue
                }
                if case .type(let left) = s.leftType, let name = left.as(IdentifierTypeSyntax.self)?.name.text,
                   let bound = genericParameters[name], Compiler.isConcreteStandardType(bound) {
                    continue
                }
            default: break
            }
            error(requirement, "unsupported-generics", "generic requirements other than 'T: Constraint' are not supported yet")
            return nil
        }
        return names
    }

    /// Whether `type` is an associated type of a type parameter (`C.Element`, `S.Iterator.Element`).
    private func isMemberOfTypeParameter(_ type: TypeSyntax, _ parameters: Set<String>) -> Bool {
        var base = type.as(MemberTypeSyntax.self)?.baseType
        while let b = base {
            if let i = b.as(IdentifierTypeSyntax.self) { return parameters.contains(i.name.text) }
            base = b.as(MemberTypeSyntax.self)?.baseType
        }
        return false
    }

    /// Checks a constraint on a type parameter: refuses those that let a literal take the
    /// parameter's type, and names that are no type.
    private func checkConstraint(_ constraint: TypeSyntax, of parameter: String, _ governing: Syntax?) -> Bool {
        let parts = constraint.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [constraint]
        for part in parts {
            let name = part.as(IdentifierTypeSyntax.self)?.name.text ?? part.trimmedText
            if let governing, Self.numericConstraints.contains(name) {
                guard acceptNumericConstraint(name, of: parameter, in: governing) else { return false }
                continue
            }
            let refines = types[name].map { p in p.conformances.contains { Self.literalAdmittingConstraints.contains($0) } } ?? false
            if Self.literalAdmittingConstraints.contains(name) || refines {
                error(part, "unsupported-generics",
                      "a type parameter constrained to '\(name)' ('\(parameter)': literals of its type) is not supported yet")
                return false
            }
            if types[name] == nil, !Self.standardConstraintNames.contains(name) { checkTypeExists(part) }
        }
        return true
    }

    /// Runs `body` with `names` in scope as type parameters (each standing for any type), on
    /// top of those already in scope.
    /// `body` with `names` as type parameters, those in `bound` standing for their types.
    func withBoundTypeParameters<T>(_ bound: [String: TypeRef], _ names: [String], _ body: () -> T) -> T {
        guard !bound.isEmpty else { return withTypeParameters(names, body) }
        let saved = genericParameters
        for (n, t) in bound { genericParameters[n] = t }
        defer { genericParameters = saved }
        return withTypeParameters(names, body)
    }

    /// The type parameters of the standard type `t` that an extension's `where` clause makes
    /// one concrete standard type (`Element == Int`, `Element == String`): that type, by name.
    func sameTypeBindings(_ e: ExtensionDeclSyntax?, of t: TypeDecl) -> [String: TypeRef] {
        var bound: [String: TypeRef] = [:]
        for requirement in (e?.genericWhereClause?.requirements).elementsOrEmpty {
            guard case .sameTypeRequirement(let s) = requirement.requirement, case .type(let left) = s.leftType,
                  case .type(let right) = s.rightType, let name = left.as(IdentifierTypeSyntax.self)?.name.text,
                  t.typeParameters.contains(name) else { continue }
            let type = typeRef(right)
            if Compiler.isConcreteStandardType(type) { bound[name] = type }
        }
        return bound
    }

    func withTypeParameters<T>(_ names: [String], _ body: () -> T) -> T {
        guard !names.isEmpty else { return body() }
        let saved = genericParameters
        for n in names where genericParameters[n] == nil { genericParameters[n] = .any }
        defer { genericParameters = saved }
        return body()
    }

    /// The type parameters a type's declaration adds: a generic type's own, a protocol's
    /// associated types; nil, with an error, when they use something refused.
    func declaredTypeParameters(_ d: DeclSyntax) -> [String]? {
        if let p = d.as(ProtocolDeclSyntax.self) {
            return p.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text }
        }
        let clause = d.as(StructDeclSyntax.self)?.genericParameterClause ?? d.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? d.as(EnumDeclSyntax.self)?.genericParameterClause
        let whereClause = d.as(StructDeclSyntax.self)?.genericWhereClause ?? d.as(ClassDeclSyntax.self)?.genericWhereClause
            ?? d.as(EnumDeclSyntax.self)?.genericWhereClause
        guard clause != nil || whereClause != nil else { return [] }
        // A struct's or class's numeric type parameter is accepted where no literal may take its
        // type but those its instance methods' receivers give (`Compiler+GenericTypeLiterals`).
        let governing = d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) ? Syntax(d) : nil
        return readTypeParameters(clause, whereClause, governing: governing)
    }

    /// The names a struct's, class's or enum's generic parameter clause declares, unchecked.
    static func genericClauseNames(_ d: DeclSyntax) -> [String] {
        let clause = d.as(StructDeclSyntax.self)?.genericParameterClause ?? d.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? d.as(EnumDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map(\.name.text) ?? []
    }

    /// Refuses a cast or type test whose answer depends on a type argument: to a type
    /// parameter (`as? T`) or to a specialised generic type (`is Stack<Int>`). True when refused.
    func refuseTypeArgumentCast(_ type: TypeSyntax) -> Bool {
        for token in type.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if genericParameters[name] != nil || (types[name]?.isGeneric ?? false) {
                error(type, "unsupported-generics",
                      "casting to '\(type.trimmedText)', which depends on a type argument, is not supported yet")
                return true
            }
        }
        return false
    }

    /// Refuses the explicit type arguments of the program's generic types that values bound to
    /// them would need converting to (`Stack<Double>`, `Box<Int?>`: inside the generic type a
    /// value of type `Element` is stored as passed), except where the instance made carries
    /// them (`GenericBinding`): written on the called type (`Stack<Double>()`) or on the `let`
    /// a call of the type initialises, and known in full.
    func refuseConvertingTypeArguments(in tree: some SyntaxProtocol) {
        for node in Syntax(tree).descendants(GenericArgumentClauseSyntax.self) {
            let name = node.parent?.as(IdentifierTypeSyntax.self)?.name.text
                ?? node.parent?.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name, let t = types[name], t.isGeneric else { continue }
            let carried = carriesTypeArguments(node, of: t)
            for argument in node.arguments {
                guard let type = argument.argument.as(TypeSyntax.self), typeRef(type).needsCoercion else { continue }
                if carried, knownTypeArgument(typeRef(type)) {
                    typesWithConvertingArguments.insert(t.name)
                    continue
                }
                error(type, "unsupported-generics",
                      "'\(name)' with the type argument '\(type.trimmedText)' is not supported yet (its values would need converting)")
            }
        }
    }

    /// Whether the type arguments `clause` writes for `t` reach the instance made there: on a
    /// called type (`Stack<Double>(…)`), or on a `let` initialised by a call of `t` itself.
    private func carriesTypeArguments(_ clause: GenericArgumentClauseSyntax, of t: TypeDecl) -> Bool {
        guard !Self.isNestedInGenericType(t, types) else { return false }
        if let g = clause.parent?.as(GenericSpecializationExprSyntax.self) {
            return g.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(g).id
        }
        guard let annotated = clause.parent?.as(IdentifierTypeSyntax.self),
              let binding = annotated.parent?.as(TypeAnnotationSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == t.simpleName else { return false }
        return Self.letAnnotation(initialisedBy: ExprSyntax(call))?.id == annotated.id
    }

    /// Reports a name used as a value that is not in scope; a type parameter used as a value
    /// (`T.self`, `T()`, `T.zero`) needs the type argument at run time and is not supported.
    func cannotFind(_ node: DeclReferenceExprSyntax, _ name: String) {
        if name == "..." {
            // The unbounded range, where the interpreter does not take it (`sub[...]`).
            error(node, "unsupported", "the unbounded range '...' here is not supported yet")
        } else if genericParameters[name] != nil {
            error(node, "unsupported-generics", "using the type parameter '\(name)' as a value is not supported yet")
        } else if Self.builtinTypeNames.contains(name) || Self.unsupportedStandardNames.contains(name)
                    || ctx.importsFoundation && Self.unsupportedFoundationNames.contains(name) {
            // A name the standard library (or the imported Foundation) has, used in a way the
            // interpreter lacks (`Optional<Int>.none`, `readLine()`, `Date()`): swiftc would find it.
            error(node, "unsupported", "using '\(name)' here is not supported yet")
        } else if isInStandardTypeExtension(node) {
            // Inside `extension String`, a bare name may be one of String's own members
            // (`makeIterator()`), which the interpreter does not reach without `self.`.
            error(node, "unsupported", "using '\(name)' here (a member of the extended type?) is not supported yet")
        } else {
            error(node, "cannot-find-in-scope", "cannot find '\(name)' in scope")
        }
    }

    /// Reports a type name not found: swiftc's "cannot find type 'X' in scope", or, for a type
    /// the standard library (or Foundation) has and the interpreter lacks there (`Result`,
    /// `extension Dictionary`), that it is not supported yet.
    func cannotFindType(_ node: some SyntaxProtocol, _ name: String) {
        if Self.builtinTypeNames.contains(name) || Self.unsupportedStandardNames.contains(name)
            || Self.unsupportedStandardTypeNames.contains(name)
            || ctx.importsFoundation && Self.unsupportedFoundationNames.contains(name)
            || Self.standardAssociatedTypeNames.contains(name) && isInStandardTypeExtension(node) {
            error(node, "unsupported", "using the type '\(name)' here is not supported yet")
        } else {
            error(node, "cannot-find-type", "cannot find type '\(name)' in scope")
        }
    }

    /// Associated types of the standard collection protocols that an extension of a standard
    /// type may name (`[SubSequence]` in `extension Collection`), which the subset does not have.
    static let standardAssociatedTypeNames: Set<String> = [
        "SubSequence", "Indices", "Iterator", "Magnitude", "Stride", "Words", "IntegerLiteralType", "Exponent", "RawSignificand",
    ]

    /// Whether `node` is inside an extension of a standard type (`extension Collection`).
    func isInStandardTypeExtension(_ node: some SyntaxProtocol) -> Bool {
        guard let e = node.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) }) else { return false }
        let extended = e.extendedType.trimmedText
        return Compiler.extensibleStandardTypes.contains(extended) && types[extended] == nil
    }

    /// Standard (and Foundation) type names only written as types.
    static let unsupportedStandardTypeNames: Set<String> = [
        "LocalizedError", "DefaultStringInterpolation", "String.StringInterpolation", "StringProtocol", "Collection", "Sequence", "IteratorProtocol",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "FloatingPoint", "BinaryFloatingPoint", "SignedNumeric", "AdditiveArithmetic", "Strideable", "RawRepresentable",
        "OptionSet", "SetAlgebra", "TextOutputStream", "TextOutputStreamable", "LosslessStringConvertible", "AnyHashable",
        "StrideTo", "StrideThrough", "EnumeratedSequence", "ReversedCollection", "Zip2Sequence", "LazySequence",
        "LazyMapSequence", "LazyFilterSequence", "FlattenSequence", "JoinedSequence", "DefaultIndices", "Slice",
        "IndexingIterator", "Repeated", "CollectionOfOne", "EmptyCollection", "PartialRangeFrom", "PartialRangeThrough",
        "PartialRangeUpTo", "UnboundedRange", "Unmanaged",
        "ArraySlice", "ContiguousArray", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "Data", "Date", "URL", "UUID",
    ]

    /// Foundation's names a learner's program may use that the interpreter does not have (it
    /// runs programs without dates, files, processes, threads or the network): with Foundation
    /// imported, swiftc would find them.
    static let unsupportedFoundationNames: Set<String> = [
        "Date", "TimeInterval", "DateFormatter", "DateComponents", "Calendar", "Locale", "TimeZone",
        "NumberFormatter", "Decimal", "NSNumber", "NSString", "NSRegularExpression", "Scanner",
        "Thread", "Timer", "RunLoop", "ProcessInfo", "FileManager", "Bundle", "UserDefaults", "URLSession",
        "NSData", "NSMutableData", "NSArray", "NSDictionary", "NSSet", "NSAttributedString", "NSError",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "exit", "sleep", "usleep",
        "remainder", "arc4random", "arc4random_uniform", "drand48", "time",
    ]

    /// Standard library names besides `builtinTypeNames` that a learner's program may use and
    /// the interpreter does not give where they were written.
    static let unsupportedStandardNames: Set<String> = [
        "Range", "ClosedRange", "Mirror", "StaticString", "Unicode", "Float80",
        "readLine", "withTaskGroup", "withThrowingTaskGroup", "withUnsafePointer", "withUnsafeMutablePointer",
        "withUnsafeBytes", "withExtendedLifetime", "withoutActuallyEscaping", "repeatElement", "sequence",
        "numericCast", "unsafeBitCast", "autoreleasepool", "Task", "MainActor",
        "MemoryLayout", "AnySequence", "AnyIterator", "AnyCollection", "UTF8", "UTF16", "UTF32", "AnyHashable", "Regex",
    ]
}
