import SwiftSyntax

/// Methods of one full name and subscripts declared side by side in one type and told apart by
/// their parameters' types (`insert(_ value: T, at:)` beside `insert(_ node: Node, at:)`,
/// `subscript(index: Int)` beside `subscript(position: Index)`). Swift chooses by the
/// arguments' static types; these run the first declaration (most specific first) whose
/// parameter types the arguments' run-time values fit, which is the same choice wherever the
/// declarations can be told apart by a value's kind: the program's own structs, enums and
/// classes (none a subclass of another) against each other, against standard types and against
/// the type parameters, and `Int`, `String`, `Bool`, `Character` against each other. Overloads on
/// protocols, `Any`, functions, types values are converted to (`Double`, optionals, tuples),
/// collections, a standard type against a type parameter,
/// `inout`, defaulted or variadic parameters are refused at the declaration.
/// (A value whose static type is a type parameter bound at run time to another declaration's
/// type takes that declaration: not told apart here.)
final class MemberOverloads {
    /// One declaration: its parameters' types and, once its body is compiled, its function.
    struct Entry {
        let id: ObjectIdentifier
        let paramTypes: [TypeRef?]
        let generalPositions: Int
        var callable: Callable?
    }

    private(set) var entries: [Entry] = []
    /// The program's structs, enums and classes, which no standard value fits.
    let programTypes: Set<String>
    /// The function every call of the name runs: it chooses the declaration. (It holds the set,
    /// which outlives the compiler that made it.)
    func dispatcher() -> Callable {
        Callable(name: name) { args, me throws(Interrupt) in try self.call(args, &me) }
    }

    private func call(_ args: [Value], _ me: inout Value) throws(Interrupt) -> Value {
        for e in entries where e.paramTypes.count == args.count {
            guard zip(args, e.paramTypes).allSatisfy({ Compiler.fits($0, $1, programTypes: programTypes) }) else { continue }
            guard let c = e.callable else { break }
            return try c.invoke(args, &me)
        }
        throw .unsupported("choosing among the overloads of '\(name)' for these arguments is not supported yet")
    }
    let name: String

    init(name: String, programTypes: Set<String>) {
        self.name = name
        self.programTypes = programTypes
    }

    /// Adds a declaration, keeping the most specific first.
    func add(_ id: ObjectIdentifier, paramTypes: [TypeRef?], generalPositions: Int) {
        entries.append(Entry(id: id, paramTypes: paramTypes, generalPositions: generalPositions, callable: nil))
        entries.sort { $0.generalPositions < $1.generalPositions }
    }

    /// Records the compiled function of the declaration `id`.
    func install(_ id: ObjectIdentifier, _ callable: Callable) {
        if let i = entries.firstIndex(where: { $0.id == id }) { entries[i].callable = callable }
    }
}

/// A declaration `registerOverload` has seen.
struct OverloadDeclaration {
    let kinds: [Compiler.OverloadParameterKind]
    let result: String
    let id: ObjectIdentifier
    let paramTypes: [TypeRef?]
    /// How many of its parameters are not the program's own types.
    let general: Int
}

extension Compiler {
    /// Of the declarations of `key`, the one with the most parameters of other than the
    /// program's own types: the one a call's arguments are checked against.
    func mostGeneralOverload(_ key: String) -> ObjectIdentifier? {
        overloadDeclarations[key]?.max { $0.general < $1.general }?.id
    }

    /// How a parameter's type lets a value's kind tell declarations apart.
    enum OverloadParameterKind: Equatable {
        /// One of the program's structs, enums or classes.
        case program(String)
        /// A standard type no value is converted to (`Int`, `String`, `[Int]`).
        case standard(String)
        /// A type parameter of the type or of the declaration.
        case typeParameter
        /// Anything else: a protocol, `Any`, a function, a converted type.
        case open
    }

    /// Standard types whose values are each of a kind of their own.
    static let scalarTypeNames: Set<String> = ["Int", "String", "Bool", "Character"]

    func overloadParameterKind(_ p: FunctionParameterSyntax, typeParameters: [String]) -> OverloadParameterKind {
        if p.ellipsis != nil || p.defaultValue != nil || p.type.is(AttributedTypeSyntax.self) { return .open }
        if let id = p.type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil,
           typeParameters.contains(id.name.text) || genericParameters[id.name.text] != nil {
            return .typeParameter
        }
        let type = typeRef(p.type)
        if type.needsCoercion { return .open }
        switch type {
        case .named(let n):
            if let t = types[n] {
                return t.host == nil && [.structType, .enumType, .classType].contains(t.kind) ? .program(n) : .open
            }
            return Self.scalarTypeNames.contains(n) ? .standard(n) : .open
        case .array, .dictionary: return .standard(type.description)
        default: return .open
        }
    }

    /// Whether a value's kind always tells the two declarations apart at some position.
    private func distinguishable(_ a: [OverloadParameterKind], _ b: [OverloadParameterKind]) -> Bool {
        guard a.count == b.count else { return true }
        return zip(a, b).contains { x, y in
            switch (x, y) {
            case (.program(let m), .program(let n)):
                guard m != n, let s = types[m], let t = types[n] else { return false }
                return !s.isSubclass(of: t) && !t.isSubclass(of: s)
            case (.program, .standard), (.standard, .program), (.program, .typeParameter), (.typeParameter, .program): return true
            // Each of these is a kind of value of its own (`Compiler.fits`).
            case (.standard(let m), .standard(let n)): return m != n && Self.scalarTypeNames.contains(m) && Self.scalarTypeNames.contains(n)
            default: return false
            }
        }
    }

    /// Registers a declaration of `key` (`Type.fullName`, `Type.subscript`) with its parameters
    /// and result type as written; a second one makes the key's overload set. False, with a
    /// refusal at `node`, for a declaration the set could not tell apart from the others.
    /// `onlyOne`: the declaration can have no other beside it (a labelled subscript, one with a setter).
    func registerOverload(_ key: String, id: ObjectIdentifier, _ parameters: FunctionParameterListSyntax,
                          result: String, typeParameters: [String], node: some SyntaxProtocol, what: String,
                          onlyOne: Bool = false) -> Bool {
        let kinds = parameters.map { onlyOne ? .open : overloadParameterKind($0, typeParameters: typeParameters) }
        let paramTypes: [TypeRef?] = withTypeParameters(typeParameters) { parameters.map { typeRef($0.type) } }
        let general = kinds.filter { if case .program = $0 { false } else { true } }.count
        let declared = overloadDeclarations[key, default: []]
        overloadDeclarations[key, default: []].append(OverloadDeclaration(kinds: kinds, result: result, id: id,
                                                                          paramTypes: paramTypes, general: general))
        guard !declared.isEmpty else { return true }
        let fine = !kinds.contains(.open) && declared.allSatisfy { !$0.kinds.contains(.open) && distinguishable($0.kinds, kinds) }
            && (what == "subscripts" || declared.allSatisfy { $0.result == result })
        guard fine else {
            error(node, "unsupported", "\(what) overloaded by these parameter types ('\(key.split(separator: ".").last ?? "")') are not supported yet")
            return false
        }
        let set = memberOverloads[key] ?? {
            let s = MemberOverloads(name: String(key.split(separator: ".").last ?? ""), programTypes: programTypeNames)
            memberOverloads[key] = s
            return s
        }()
        if set.entries.isEmpty, let first = declared.first {
            set.add(first.id, paramTypes: first.paramTypes, generalPositions: first.general)
        }
        set.add(id, paramTypes: paramTypes, generalPositions: general)
        return true
    }

    /// The function a declaration's compiled body makes the type's member: its overload set's
    /// chooser where it has overloads (the body is recorded in the set), else the body.
    func overloadedMember(_ key: String, id: ObjectIdentifier, _ callable: Callable) -> Callable {
        guard let set = memberOverloads[key] else { return callable }
        set.install(id, callable)
        return set.dispatcher()
    }
}
