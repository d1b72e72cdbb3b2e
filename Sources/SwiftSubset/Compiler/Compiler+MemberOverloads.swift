import SwiftSyntax

/// Methods of one full name and subscripts declared side by side in one type and told apart by
/// their parameters' types (`insert(_ value: T, at:)` beside `insert(_ node: Node, at:)`,
/// `subscript(index: Int)` beside `subscript(position: Index)`). Swift chooses by the
/// arguments' static types; these run the first declaration (most specific first) whose
/// parameter types the arguments' run-time values fit, which is the same choice wherever the
/// declarations can be told apart by a value's kind: the program's own structs, enums and
/// classes (none a subclass of another) against each other, against standard types and against
/// the type parameters, and `Int`, `String`, `Bool`, `Character` and an array against each
/// other; an `inout` parameter by its type (the chooser writes it back). Overloads on
/// protocols, `Any`, functions, types values are converted to (`Double`, optionals, tuples),
/// other collections, a standard type against a type parameter, other attributes, defaulted
/// or variadic parameters are refused at the declaration. A type parameter
/// against a `Sequence`-constrained one (`insert(_: T)` beside `insert<S: Sequence>(_: S)`) is
/// chosen by whether the value is a sequence and the receiver's type argument (`sequenceSplit`).
/// An argument whose static type is a type parameter, a protocol or `Any` never takes a
/// declaration of one of the program's own types, whatever its value is at run time (Swift's
/// choice is static): such a call runs a chooser that skips those (`dispatcher(general:)`).
final class MemberOverloads {
    /// One declaration: its parameters' types and kinds and, once its body is compiled, its function.
    struct Entry {
        let id: ObjectIdentifier
        let paramTypes: [TypeRef?]
        let kinds: [Compiler.OverloadParameterKind]
        let generalPositions: Int
        var callable: Callable?
    }

    private(set) var entries: [Entry] = []
    /// The program's structs, enums and classes, which no standard value fits.
    let programTypes: Set<String>
    /// The function every call of the name runs: it chooses the declaration. (It holds the set,
    /// which outlives the compiler that made it.)
    func dispatcher() -> Callable {
        withInoutInvoke(Callable(name: name) { args, me throws(Interrupt) in try self.chosen(args, &me).invoke(args, &me) })
    }

    /// `c` also running the chosen declaration with its `inout` parameters' final values left
    /// in the arguments, for a call with `&` arguments to write back (`InoutTargets`).
    private func withInoutInvoke(_ c: Callable, general: Set<Int> = [], unknown: Set<Int> = []) -> Callable {
        c.inoutInvoke = { args, me throws(Interrupt) in
            let chosen = try self.chosen(args, &me, general: general, unknown: unknown)
            guard let io = chosen.inoutInvoke else { return try chosen.invoke(args, &me) }
            return try io(&args, &me)
        }
        return c
    }

    /// The function a call runs whose arguments at the positions `general` have a type
    /// parameter, a protocol or `Any` as their static type: a declaration taking one of the
    /// program's own types there is never chosen.
    /// At the positions `unknown` the static type is not known: a value there that one of the
    /// program's own types' declarations would take could have either static type, and is
    /// refused when the call runs; any other value takes what it fits, as in Swift.
    func dispatcher(general: Set<Int>, unknown: Set<Int>) -> Callable {
        withInoutInvoke(Callable(name: name) { args, me throws(Interrupt) in
            try self.chosen(args, &me, general: general, unknown: unknown).invoke(args, &me)
        }, general: general, unknown: unknown)
    }

    /// The declaration a call with these arguments runs.
    private func chosen(_ args: [Value], _ me: inout Value, general: Set<Int> = [], unknown: Set<Int> = []) throws(Interrupt) -> Callable {
        // Per split position, the kind of declaration the argument cannot be.
        var excluded: [Int: Compiler.OverloadParameterKind] = [:]
        for (i, parameterIndex) in sequenceSplit where i < args.count {
            guard isSequence(args[i]) else { excluded[i] = .sequence; continue }
            // A sequence wrapped for an optional type argument: `Bag<Int?>().add([2, nil])`
            // passes `Optional([2, nil])` here, where Swift passes the array to the other.
            if case .optional = args[i] {
                throw .unsupported("choosing among the overloads of '\(name)' for a sequence argument where the type argument is optional is not supported yet")
            }
            guard let arguments = TypeArguments.of(me), parameterIndex < arguments.types.count,
                  isSequence(arguments.types[parameterIndex]) == false else {
                throw .unsupported("choosing among the overloads of '\(name)' for a sequence argument where the type argument may be a sequence is not supported yet")
            }
            excluded[i] = .typeParameter
        }
        for i in unknown where i < args.count {
            let takenByProgramType = entries.contains { e in
                guard i < e.kinds.count, case .program = e.kinds[i] else { return false }
                return Compiler.fits(args[i], e.paramTypes[i], programTypes: programTypes)
            }
            if takenByProgramType {
                throw .unsupported("choosing among the overloads of '\(name)' for an argument whose type is not known here is not supported yet")
            }
        }
        for e in entries where e.paramTypes.count == args.count {
            if general.contains(where: { i in i < e.kinds.count && { if case .program = e.kinds[i] { true } else { false } }() }) { continue }
            if excluded.contains(where: { i, kind in i < e.kinds.count && e.kinds[i] == kind }) { continue }
            guard zip(args, e.paramTypes).allSatisfy({ Self.takes($0, $1, programTypes: programTypes) }) else { continue }
            guard let c = e.callable else { break }
            return c
        }
        throw .unsupported("choosing among the overloads of '\(name)' for these arguments is not supported yet")
    }
    let name: String
    /// The positions where one declaration takes a parameter of the type's own type parameter
    /// and another a sequence (`insert(_ value: T)` beside `insert<S: Sequence>(_ values: S)`),
    /// each with the index of that type parameter among the type's. Swift chooses by the
    /// argument's static type, which may be a sequence only where the type argument is one: a
    /// value that is no sequence can only be the first's, a sequence only the second's where
    /// the receiver's recorded type argument is no sequence; otherwise the call is refused
    /// when it runs.
    private(set) var sequenceSplit: [Int: Int] = [:]
    /// The program's types that are (or may be) sequences.
    let sequenceTypes: Set<String>

    init(name: String, programTypes: Set<String>, sequenceTypes: Set<String> = []) {
        self.name = name
        self.programTypes = programTypes
        self.sequenceTypes = sequenceTypes
    }

    /// Whether a declaration's parameter of type `type` takes the value: as `Compiler.fits`,
    /// and an array parameter only an array (`decode(from: inout [String])` beside
    /// `decode(from: String)`).
    private static func takes(_ v: Value, _ type: TypeRef?, programTypes: Set<String>) -> Bool {
        if case .array? = type { if case .array = v { return true } else { return false } }
        return Compiler.fits(v, type, programTypes: programTypes)
    }

    /// Records positions where declarations are told apart by `splitBySequence`, with the
    /// index of the type's parameter there.
    func noteSequenceSplit(_ positions: [Int: Int]) { sequenceSplit.merge(positions) { a, _ in a } }

    /// Whether a type argument is (or may be) a sequence; nil where it is not known.
    private func isSequence(_ type: TypeRef) -> Bool? {
        switch type {
        case .array, .set, .dictionary, .keyValuePairs: return true
        case .named(let n):
            if n == "String" || n == "Substring" || sequenceTypes.contains(n) { return true }
            // A protocol or alias may be one an array conforms to.
            return programTypes.contains(n) || TypeArguments.standardNames.contains(n) ? false : nil
        case .optional, .tuple, .labeledTuple, .function: return false
        case .any: return nil
        }
    }

    /// Whether a value is (or may be) a sequence, which a `Sequence`-constrained parameter
    /// could take.
    private func isSequence(_ v: Value) -> Bool {
        switch v {
        case .optional(let inner?): return isSequence(inner)
        case .int, .fixed, .double, .bool, .character, .optional, .tuple, .function, .metatype, .weakRef, .void: return false
        case .structValue(let s): return sequenceTypes.contains(s.type.name)
        case .enumValue(let t, _, _): return sequenceTypes.contains(t.name)
        case .object(let o): return o.type.selfAndSuperclasses.contains { sequenceTypes.contains($0.name) }
        default: return true
        }
    }

    /// Adds a declaration, keeping the most specific first: fewer positions of other than the
    /// program's own types, then fewer type parameters (`subscript(i: Int)` before
    /// `subscript<S: Sequence>(indices: S)`, which any value fits), then the order declared.
    func add(_ id: ObjectIdentifier, paramTypes: [TypeRef?], kinds: [Compiler.OverloadParameterKind], generalPositions: Int) {
        let entry = Entry(id: id, paramTypes: paramTypes, kinds: kinds, generalPositions: generalPositions, callable: nil)
        let key = Self.specificity(entry)
        let at = entries.firstIndex { key < Self.specificity($0) } ?? entries.count
        entries.insert(entry, at: at)
    }

    private static func specificity(_ e: Entry) -> (Int, Int) {
        (e.generalPositions, e.kinds.filter { $0 == .typeParameter || $0 == .sequence }.count)
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
    /// Per parameter, the name its type is written as when that is a bare name (`T`).
    let parameterTypeNames: [String?]
}

extension Compiler {
    /// Of the declarations of `key`, the one with the most parameters of other than the
    /// program's own types: the one a call's arguments are checked against.
    func mostGeneralOverload(_ key: String) -> ObjectIdentifier? {
        overloadDeclarations[key]?.max { $0.general < $1.general }?.id
    }

    /// Where `key` has overloads, the declaration its calls are checked against (`methodRefs`)
    /// takes no type at the positions where the overloads' parameter types differ: an argument
    /// there is compiled and passed as it is (`S(x: "a")` beside `init(x: Int)` was "cannot
    /// convert"), the chooser takes the declaration its value fits, and that declaration
    /// converts it as its body starts. The overloads told apart there take no converted values
    /// (`registerOverload`), so nothing is converted differently.
    func relaxOverloadedParameterTypes(_ key: String) {
        guard memberOverloads[key] != nil, let ref = methodRefs[key], let declared = overloadDeclarations[key] else { return }
        for i in ref.paramTypes.indices where declared.contains(where: { i >= $0.paramTypes.count || $0.paramTypes[i]?.description != ref.paramTypes[i]?.description }) {
            ref.paramTypes[i] = nil
        }
    }

    /// How a parameter's type lets a value's kind tell declarations apart.
    enum OverloadParameterKind: Equatable {
        /// One of the program's structs, enums or classes.
        case program(String)
        /// A standard type no value is converted to (`Int`, `String`, `[Int]`).
        case standard(String)
        /// A type parameter of the type or of the declaration.
        case typeParameter
        /// A type parameter of the declaration constrained to `Sequence` or a refinement of it
        /// (`subscript<Indices: Sequence>(indices: Indices)`): no scalar's nor non-sequence
        /// program type's value fits it.
        case sequence
        /// Anything else: a protocol, `Any`, a function, a converted type.
        case open
    }

    /// Standard types whose values are each of a kind of their own.
    static let scalarTypeNames: Set<String> = ["Int", "String", "Bool", "Character"]
    /// Those of them that are no sequence (`String` is one of `Character`s).
    static let nonSequenceScalarNames: Set<String> = ["Int", "Bool", "Character"]
    /// The standard protocols whose conforming values are sequences.
    static let sequenceProtocolNames: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// The type parameters a generic clause and its `where` clause constrain to `Sequence` or a
    /// refinement of it.
    static func sequenceTypeParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> Set<String> {
        var names: Set<String> = []
        func note(_ name: String, _ constraint: TypeSyntax?) {
            guard let constraint else { return }
            let parts = constraint.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [constraint]
            if parts.contains(where: { sequenceProtocolNames.contains($0.trimmedText) }) { names.insert(name) }
        }
        for p in (clause?.parameters).elementsOrEmpty { note(p.name.text, p.inheritedType) }
        for r in (whereClause?.requirements).elementsOrEmpty + (clause?.genericWhereClause?.requirements).elementsOrEmpty {
            if case .conformanceRequirement(let c) = r.requirement, let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.text {
                note(n, c.rightType)
            }
        }
        return names
    }

    /// Whether the program's type `name` is (or may be) a sequence.
    private func isSequenceType(_ name: String) -> Bool {
        guard let t = types[name] else { return true }
        return Self.sequenceProtocolNames.contains { t.adopts($0) } || t.conforms(to: "IteratorProtocol")
    }

    func overloadParameterKind(_ p: FunctionParameterSyntax, typeParameters: [String],
                               sequenceParameters: Set<String> = []) -> OverloadParameterKind {
        if p.ellipsis != nil || p.defaultValue != nil { return .open }
        // An `inout` parameter is told apart by its type's kind (the chooser passes the final
        // values back: `inoutInvoke`).
        var written = p.type
        if let a = p.type.as(AttributedTypeSyntax.self) {
            guard a.attributes.isEmpty, a.specifiers.count == 1, a.specifiers.allSatisfy({ $0.trimmedText == "inout" }) else { return .open }
            written = a.baseType
        }
        if let id = written.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil,
           typeParameters.contains(id.name.text) || genericParameters[id.name.text] != nil {
            return sequenceParameters.contains(id.name.text) ? .sequence : .typeParameter
        }
        let type = typeRef(written)
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
    func distinguishable(_ a: [OverloadParameterKind], _ b: [OverloadParameterKind]) -> Bool {
        guard a.count == b.count else { return true }
        return zip(a, b).contains { x, y in
            switch (x, y) {
            case (.program(let m), .program(let n)):
                guard m != n, let s = types[m], let t = types[n] else { return false }
                return !s.isSubclass(of: t) && !t.isSubclass(of: s)
            case (.program, .standard), (.standard, .program), (.program, .typeParameter), (.typeParameter, .program): return true
            // A sequence is neither a scalar nor a program type that is no sequence.
            case (.sequence, .standard(let n)), (.standard(let n), .sequence): return Self.nonSequenceScalarNames.contains(n)
            case (.sequence, .program(let n)), (.program(let n), .sequence): return !isSequenceType(n)
            // Each of these is a kind of value of its own (`Compiler.fits`), and an array is
            // none of them (`MemberOverloads.takes`).
            case (.standard(let m), .standard(let n)):
                let array = { (name: String) in name.hasPrefix("[") && !name.contains(":") }
                return m != n && (Self.scalarTypeNames.contains(m) || array(m)) && (Self.scalarTypeNames.contains(n) || array(n))
                    && !(array(m) && array(n))
            default: return false
            }
        }
    }

    /// Registers a declaration of `key` (`Type.fullName`, `Type.subscript`) with its parameters
    /// and result type as written; a second one makes the key's overload set. False, with a
    /// refusal at `node`, for a declaration the set could not tell apart from the others.
    /// `onlyOne`: the declaration can have no other beside it (a labelled subscript, one with a setter).
    /// `sequenceParameters`: the declaration's own type parameters constrained to `Sequence`.
    func registerOverload(_ key: String, id: ObjectIdentifier, _ parameters: FunctionParameterListSyntax,
                          result: String, typeParameters: [String], sequenceParameters: Set<String> = [],
                          node: some SyntaxProtocol, what: String, onlyOne: Bool = false) -> Bool {
        let kinds = parameters.map {
            onlyOne ? .open : overloadParameterKind($0, typeParameters: typeParameters, sequenceParameters: sequenceParameters)
        }
        let paramTypes: [TypeRef?] = withTypeParameters(typeParameters) { parameters.map { typeRef($0.type) } }
        let general = kinds.filter { if case .program = $0 { false } else { true } }.count
        let names = parameters.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text }
        let declared = overloadDeclarations[key, default: []]
        overloadDeclarations[key, default: []].append(OverloadDeclaration(kinds: kinds, result: result, id: id,
                                                                          paramTypes: paramTypes, general: general,
                                                                          parameterTypeNames: names))
        guard !declared.isEmpty else { return true }
        let ownerParameters = key.enclosingName.flatMap { types[$0]?.typeParameters } ?? []
        var split: [Int: Int] = [:]
        let fine = !kinds.contains(.open) && declared.allSatisfy { d in
            guard !d.kinds.contains(.open) else { return false }
            if distinguishable(d.kinds, kinds) { return true }
            guard let positions = Self.splitBySequence(d.kinds, kinds) else { return false }
            for i in positions {
                let parameter = kinds[i] == .typeParameter ? names[i] : d.parameterTypeNames[i]
                guard let parameter, let index = ownerParameters.firstIndex(of: parameter) else { return false }
                split[i] = index
            }
            return true
        } && (what == "subscripts" || declared.allSatisfy { $0.result == result })
        guard fine else {
            error(node, "unsupported", "\(what) overloaded by these parameter types ('\(key.split(separator: ".").last ?? "")') are not supported yet")
            return false
        }
        let set = memberOverloads[key] ?? {
            let s = MemberOverloads(name: String(key.split(separator: ".").last ?? ""), programTypes: programTypeNames,
                                    sequenceTypes: programTypeNames.filter(isSequenceType))
            memberOverloads[key] = s
            return s
        }()
        if set.entries.isEmpty, let first = declared.first {
            set.add(first.id, paramTypes: first.paramTypes, kinds: first.kinds, generalPositions: first.general)
        }
        set.add(id, paramTypes: paramTypes, kinds: kinds, generalPositions: general)
        set.noteSequenceSplit(split)
        return true
    }

    /// The positions where two declarations' parameters differ only as a type parameter
    /// against a `Sequence`-constrained one (all other positions alike): nil where they
    /// differ otherwise or not there.
    static func splitBySequence(_ a: [OverloadParameterKind], _ b: [OverloadParameterKind]) -> Set<Int>? {
        guard a.count == b.count else { return nil }
        var positions: Set<Int> = []
        for (i, (x, y)) in zip(a, b).enumerated() where x != y {
            guard (x == .typeParameter && y == .sequence) || (x == .sequence && y == .typeParameter) else { return nil }
            positions.insert(i)
        }
        return positions.isEmpty ? nil : positions
    }

    /// The function a declaration's compiled body makes the type's member: its overload set's
    /// chooser where it has overloads (the body is recorded in the set), else the body.
    func overloadedMember(_ key: String, id: ObjectIdentifier, _ callable: Callable) -> Callable {
        guard let set = memberOverloads[key] else { return callable }
        set.install(id, callable)
        return set.dispatcher()
    }

    /// For a call of `full` on a value of type `t` that has overloads told apart by a program's
    /// own type against a type parameter: nil when the run-time choice is Swift's (the
    /// arguments there have concrete static types), else the chooser that skips the program's
    /// own types where an argument's static type is a type parameter, a protocol or `Any`, and
    /// refuses, when the call runs, a value one of them would take where the static type is not
    /// known. The set is the one `t` or its nearest superclass declares. Refused at `node`: a
    /// class with subclasses (which may override one of the overloads), and an argument whose
    /// static type is a superclass of a declaration's type there (Swift cannot take that one).
    func overloadChooser(_ t: TypeDecl, _ full: String, _ args: [CallArg], node: some SyntaxProtocol) -> Callable? {
        guard let owner = t.selfAndSuperclasses.first(where: { memberOverloads[$0.name + "." + full] != nil }),
              let set = memberOverloads[owner.name + "." + full] else { return nil }
        if refuseAmbiguousOverloadCall(set, args, node: node) { return nil }
        let ambiguous = args.indices.filter { i in
            let kinds = set.entries.compactMap { i < $0.kinds.count ? $0.kinds[i] : nil }
            return kinds.contains { if case .program = $0 { true } else { false } } && kinds.contains(.typeParameter)
        }
        var general: Set<Int> = []
        var unknown: Set<Int> = []
        for i in ambiguous {
            let type = quietType(args[i].syntax)
            switch staticKind(type, in: t) {
            case .concrete:
                if case .named(let n)? = type, let held = types[n], held.kind == .classType,
                   set.entries.contains(where: { e in
                       guard i < e.kinds.count, case .program(let m) = e.kinds[i], m != n, let d = types[m] else { return false }
                       return d.isSubclass(of: held)
                   }) {
                    error(node, "unsupported", "choosing among the overloads of '\(set.name)' for an argument held as its superclass '\(n)' is not supported yet")
                    return nil
                }
            case .general: general.insert(i)
            case .unknown: unknown.insert(i)
            }
        }
        guard !general.isEmpty || !unknown.isEmpty else { return nil }
        if owner.kind == .classType, types.values.contains(where: { $0 !== owner && $0.isSubclass(of: owner) }) {
            error(node, "unsupported", "choosing among the overloads of '\(set.name)' in a class with subclasses for an argument of a generic or protocol type is not supported yet")
            return nil
        }
        return set.dispatcher(general: general, unknown: unknown)
    }

    /// Reports swiftc's "ambiguous use of 'f'" at `node` where the arguments' static types fit
    /// two or more declarations of the set and none of those is more specific than the others
    /// (`f(_: Circle, _: T)` beside `f(_: T, _: Circle)` called with two `Circle`s), which the
    /// chooser would otherwise settle by running the first. Only where every argument's static
    /// type decides whether each declaration takes it; true when it reported.
    private func refuseAmbiguousOverloadCall(_ set: MemberOverloads, _ args: [CallArg], node: some SyntaxProtocol) -> Bool {
        let staticTypes = args.map { quietType($0.syntax) }
        var taking: [[Compiler.OverloadParameterKind]] = []
        for e in set.entries where e.kinds.count == args.count {
            var takes = true
            for (kind, type) in zip(e.kinds, staticTypes) {
                switch kind {
                case .typeParameter: continue
                case .program(let n):
                    guard case .named(let m)? = type, let held = types[m], held.kind != .protocolType,
                          genericParameters[m] == nil else { return false }
                    if let d = types[n], held.isSubclass(of: d) { continue }
                case .standard(let n):
                    guard let type, staticKindIsConcrete(type) else { return false }
                    if type.description == n { continue }
                case .sequence:
                    guard let type, staticKindIsConcrete(type) else { return false }
                    if case .array = type { continue }
                    guard case .named(let n) = type, Self.nonSequenceScalarNames.contains(n) else { return false }
                case .open: return false
                }
                takes = false
                break
            }
            if takes { taking.append(e.kinds) }
        }
        guard taking.count > 1,
              !taking.contains(where: { a in taking.allSatisfy { b in zip(a, b).allSatisfy { isAsSpecific($0, $1) } } })
        else { return false }
        error(node, "ambiguous", "ambiguous use of '\(baseName(set.name))'")
        return true
    }

    /// Whether a parameter of kind `a` takes no more than one of kind `b` does.
    private func isAsSpecific(_ a: OverloadParameterKind, _ b: OverloadParameterKind) -> Bool {
        switch (a, b) {
        case (_, .typeParameter): return true
        case (.typeParameter, .sequence): return false
        case (_, .sequence): return true
        case (.program(let m), .program(let n)):
            guard let s = types[m], let t = types[n] else { return m == n }
            return s.isSubclass(of: t)
        default: return a == b
        }
    }

    /// Whether a static type names one standard or program type, not a type parameter,
    /// a protocol or `Any`.
    private func staticKindIsConcrete(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n):
            return genericParameters[n] == nil && n != "Any" && n != "AnyObject" && types[n]?.kind != .protocolType
        case .array, .dictionary: return true
        default: return false
        }
    }

    /// What an argument's static type says about the overload Swift chooses.
    enum ArgumentStaticKind { case concrete, general, unknown }

    private func staticKind(_ type: TypeRef?, in t: TypeDecl) -> ArgumentStaticKind {
        switch type {
        case .named(let n)?:
            if n == "Any" || n == "AnyObject" || genericParameters[n] != nil || t.typeParameters.contains(n)
                || scope.selfTypeChain?.typeParameters.contains(n) == true { return .general }
            if let d = types[n] { return d.kind == .protocolType ? .general : .concrete }
            return Self.scalarTypeNames.contains(n) ? .concrete : .unknown
        // A type parameter's static type is `Any` here (`withTypeParameters`).
        case .any?: return .general
        case .array?, .dictionary?: return .concrete
        default: return .unknown
        }
    }
}
